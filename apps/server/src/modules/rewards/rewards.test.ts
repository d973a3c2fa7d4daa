import type { RewardList } from '@portal/contracts/rewards.schema';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { settledBets } from '../../../test/agent-helpers.ts';
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

  it("lists the manual rebate and a VIP level-up reward beside the promotions', and pays each once", async () => {
    const p = await newPlayer(t);
    await creditedDeposit(t, p, 1_000_00); // Siam's Silver: a level-up reward of ฿100
    await settledBets(t, p, [{ stake: 100_000, payout: 0, category: 'RNG' }]);
    // a rebate counts bets settled a few seconds ago (decision 0031's settling lag), since the rebates began
    await sql`update rebate_settings set since = now() - interval '7 days'`.execute(t.database.db);
    await sql`update bets set settled_at = settled_at - interval '1 minute' where account_id = ${p.id}`.execute(
      t.database.db,
    );
    const listed = await rewardsOf(p);
    // (the deposit also completes Siam's daily deposit mission: the missions' own tests claim those)
    const others = listed.items.filter((r) => r.source !== 'mission');
    expect(others.map((r) => [r.source, r.title, r.claimable])).toEqual([
      // in the site's language (Siam's is Thai)
      ['rebate', 'เงินคืนจากยอดเล่น', true],
      ['vip', 'รางวัลเลื่อนระดับ: ซิลเวอร์', true],
    ]);
    const vip = listed.items.find((r) => r.source === 'vip');
    expect(vip?.turnoverMultiplier).toBe(1);
    const rebate = listed.items.find((r) => r.source === 'rebate');
    expect(rebate?.amount).toBeGreaterThan(0);

    const before = await balanceOf(t, p);
    for (const reward of others) {
      expect(
        answerOf<{ amount: number }>(await claim(p, { source: reward.source, id: reward.id })).amount,
      ).toBe(reward.amount);
    }
    expect(await balanceOf(t, p)).toBe(before + (rebate?.amount ?? 0) + (vip?.amount ?? 0));
    refusedWith(await claim(p, { source: 'vip', id: vip?.id }), 404, 'reward.not.found');
    expect((await rewardsOf(p)).items.filter((r) => r.source !== 'mission')).toEqual([]);
  });

  it('is for a logged-in real account', async () => {
    refusedWith(await call(t, 'GET', '/wps/rewards', undefined, { merchant: 'siam' }), 401, 'not.logged.in');
  });
});
