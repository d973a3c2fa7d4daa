import type { ClaimedReward, RewardList } from '@portal/contracts/rewards.schema';
import { AppError } from '../../platform/app-error.ts';
import type { RewardCaller, RewardSource } from './reward-source.ts';

/** The reward centre over its sources: one list for the page and the badge, one way to claim. */
export function createRewards(sources: readonly RewardSource[]) {
  const byName = new Map<string, RewardSource>();
  for (const source of sources) {
    if (byName.has(source.name)) throw new Error(`the reward source ${source.name} is registered twice`);
    byName.set(source.name, source);
  }
  return {
    /** Every source's rewards for the caller, claimable ones first, soonest expiry first. */
    async list(caller: RewardCaller): Promise<RewardList> {
      const lists = await Promise.all(
        sources.map(async (source) =>
          (await source.list(caller)).map((reward) => ({ ...reward, source: source.name })),
        ),
      );
      const items = lists.flat().sort(byClaimableThenExpiry);
      return { items, claimable: items.filter((reward) => reward.claimable).length };
    },

    async claim(caller: RewardCaller, sourceName: string, id: string): Promise<ClaimedReward> {
      const source = byName.get(sourceName);
      if (!source) throw new AppError('reward.not.found');
      const { amount } = await source.claim(caller, id);
      return { source: sourceName, id, amount };
    },
  };
}

export type Rewards = ReturnType<typeof createRewards>;

type Listed = RewardList['items'][number];

function byClaimableThenExpiry(a: Listed, b: Listed): number {
  if (a.claimable !== b.claimable) return a.claimable ? -1 : 1;
  const expiry = (reward: Listed) =>
    reward.expiresAt ? Date.parse(reward.expiresAt) : Number.POSITIVE_INFINITY;
  return expiry(a) - expiry(b) || a.title.localeCompare(b.title);
}
