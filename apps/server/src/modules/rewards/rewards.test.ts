import type { RewardList } from '@portal/contracts/rewards.schema';
import { describe, expect, it } from 'vitest';
import {
  answerOf,
  balanceOf,
  call,
  newPlayer,
  type Player,
  refusedWith,
  useMoneyApp,
} from '../../../test/money-helpers.ts';
import { creditedDeposit, joinPromotion, promotionNamed } from '../../../test/promotion-helpers.ts';

const t = useMoneyApp();

const rewardsOf = async (p: Player) =>
  answerOf<RewardList>(await call(t, 'GET', '/wps/rewards', undefined, { token: p.token, merchant: 'siam' }));
const claim = (p: Player, body: unknown) =>
  call(t, 'POST', '/wps/rewards/claim', body, { token: p.token, merchant: 'siam' });

describe('reward centre', () => {
  it('lists a sign-up reward once its deposit qualifies, pays it once, and then lists it no more', async () => {
    const p = await newPlayer(t);
    const signup = await promotionNamed(t, p, 'New Member Reward');
    answerOf(await joinPromotion(t, p, signup.id));
    expect(await rewardsOf(p)).toEqual({ items: [], claimable: 0 });

    await creditedDeposit(t, p, 200_00);
    const listed = await rewardsOf(p);
    expect(listed.claimable).toBe(1);
    expect(listed.items).toEqual([
      expect.objectContaining({ source: 'bonus', id: String(signup.id), amount: 50_00, claimable: true }),
    ]);

    const before = await balanceOf(t, p);
    expect(answerOf(await claim(p, { source: 'bonus', id: String(signup.id) }))).toEqual({
      source: 'bonus',
      id: String(signup.id),
      amount: 50_00,
    });
    expect(await balanceOf(t, p)).toBe(before + 50_00);
    refusedWith(await claim(p, { source: 'bonus', id: String(signup.id) }), 404, 'reward.not.found');
    expect(await balanceOf(t, p)).toBe(before + 50_00);
    expect((await rewardsOf(p)).claimable).toBe(0);
  });

  it("refuses another player's reward, an unknown source and a malformed id, paying nothing", async () => {
    const owner = await newPlayer(t);
    const other = await newPlayer(t);
    const signup = await promotionNamed(t, owner, 'New Member Reward');
    answerOf(await joinPromotion(t, owner, signup.id));
    await creditedDeposit(t, owner, 200_00);
    const before = await balanceOf(t, other);
    refusedWith(await claim(other, { source: 'bonus', id: String(signup.id) }), 404, 'reward.not.found');
    refusedWith(await claim(other, { source: 'lottery', id: '1' }), 404, 'reward.not.found');
    refusedWith(await claim(other, { source: 'bonus', id: '1e3' }), 404, 'reward.not.found');
    refusedWith(await claim(other, { source: 'Bonus!', id: '1' }), 400, 'validation.failed');
    expect(await balanceOf(t, other)).toBe(before);
    expect((await rewardsOf(owner)).claimable).toBe(1);
  });

  it('is for a logged-in real account', async () => {
    refusedWith(await call(t, 'GET', '/wps/rewards', undefined, { merchant: 'siam' }), 401, 'not.logged.in');
  });
});
