import { describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import type { RewardCaller, RewardSource } from './reward-source.ts';
import { createRewards } from './rewards.service.ts';

const caller: RewardCaller = { merchant: { id: 1 } as Merchant, accountId: 7, language: 'en' };

/** A source holding its rewards in a map, paying each once (as the real engines promise). */
function sourceOf(
  name: string,
  rewards: Array<{ id: string; amount: number; claimable: boolean; expiresAt?: string }>,
) {
  const paid = new Set<string>();
  const source: RewardSource = {
    name,
    list: async () =>
      rewards
        .filter((reward) => !paid.has(reward.id))
        .map((reward) => ({
          id: reward.id,
          title: `${name} ${reward.id}`,
          detail: null,
          amount: reward.amount,
          turnoverMultiplier: 0,
          claimable: reward.claimable,
          availableAt: null,
          expiresAt: reward.expiresAt ?? null,
        })),
    claim: async (_caller, id) => {
      const reward = rewards.find((r) => r.id === id && !paid.has(r.id));
      if (!reward) throw Object.assign(new Error('reward.not.found'), { code: 'reward.not.found' });
      paid.add(id);
      return { amount: reward.amount };
    },
  };
  return source;
}

describe('reward centre', () => {
  it('lists every source’s rewards, claimable first and soonest expiry first, and counts the claimable', async () => {
    const rewards = createRewards([
      sourceOf('bonus', [
        { id: 'b1', amount: 100, claimable: false },
        { id: 'b2', amount: 200, claimable: true, expiresAt: '2026-12-31T00:00:00.000Z' },
      ]),
      sourceOf('rebate', [{ id: 'r1', amount: 50, claimable: true, expiresAt: '2026-12-01T00:00:00.000Z' }]),
    ]);
    const list = await rewards.list(caller);
    expect(list.items.map((item) => `${item.source}:${item.id}`)).toEqual([
      'rebate:r1',
      'bonus:b2',
      'bonus:b1',
    ]);
    expect(list.claimable).toBe(2);
  });

  it('routes a claim to its source, which pays once', async () => {
    const rewards = createRewards([sourceOf('rebate', [{ id: 'r1', amount: 50, claimable: true }])]);
    expect(await rewards.claim(caller, 'rebate', 'r1')).toEqual({ source: 'rebate', id: 'r1', amount: 50 });
    await expect(rewards.claim(caller, 'rebate', 'r1')).rejects.toThrow('reward.not.found');
    expect((await rewards.list(caller)).claimable).toBe(0);
  });

  it('refuses a source nobody registered, and a source registered twice', async () => {
    const rewards = createRewards([]);
    await expect(rewards.claim(caller, 'bonus', '1')).rejects.toMatchObject({ code: 'reward.not.found' });
    expect(() => createRewards([sourceOf('vip', []), sourceOf('vip', [])])).toThrow('registered twice');
  });
});
