import type { Reward } from '@portal/contracts/rewards.schema';
import type { Merchant } from '../../platform/merchant.ts';

/** Who is asking: the merchant, the player and the language titles are written in. */
export type RewardCaller = { merchant: Merchant; accountId: number; language: string };

/**
 * An engine that pays rewards, as the reward centre sees it (the port; decision 0034): the promotions'
 * bonuses, the rebates, the VIP rewards, and issue 19's engagement rewards. Each source keeps its own
 * rules and pays through the ledger itself, exactly once per reward; the reward centre only lists and
 * routes claims.
 */
export type RewardSource = {
  /** The source's name in the reward's `source` field (lower case). */
  name: string;
  /** The caller's rewards: claimable now, or soon (with `availableAt`). */
  list(caller: RewardCaller): Promise<Omit<Reward, 'source'>[]>;
  /**
   * Pays one reward and answers what it paid. A reward that is not the caller's (or does not exist)
   * throws reward.not.found; one not claimable yet, reward.not.claimable; a second claim of a paid
   * reward pays nothing and throws reward.not.found.
   */
  claim(caller: RewardCaller, id: string): Promise<{ amount: number }>;
};
