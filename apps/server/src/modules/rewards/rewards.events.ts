/**
 * A reward of the reward centre became claimable for a player (an engine announces it after its commit):
 * the portal reads the reward list and its badge again.
 */
export type RewardClaimable = {
  merchantId: number;
  accountId: number;
  /** The reward source's name (bonus, rebate, vip, signin, mission, raffle). */
  source: string;
};

declare module '../../platform/events/domain-events.ts' {
  interface DomainEvents {
    'reward.claimable': RewardClaimable;
  }
}
