/**
 * The reward centre (issue 18): everything a player can claim now, from every engine that pays rewards
 * (bonuses, rebates, VIP rewards, and the engagement rewards of issue 19), and the one claim call.
 * Money is in minor units.
 */
import { type Static, Type } from 'typebox';

const Instant = Type.String({ format: 'date-time' });

/** The engine a reward comes from: its source name, as the server registers it. */
export const RewardSourceName = Type.String({
  pattern: '^[a-z][a-z0-9-]{0,31}$',
  examples: ['bonus'],
  description: 'The engine that pays the reward (bonus, rebate, vip, …)',
});

/** A reward as the reward centre lists it. */
export const Reward = Type.Object({
  source: RewardSourceName,
  /** The reward's id within its source (opaque to the portal). */
  id: Type.String({ minLength: 1, maxLength: 64 }),
  /** What it is, in the asked language (a promotion's title, "Level-up reward: Gold"). */
  title: Type.String(),
  /** A line under the title (the rule, the period), or null. */
  detail: Type.Union([Type.String(), Type.Null()]),
  /** What a claim pays, in minor units. */
  amount: Type.Integer({ minimum: 0 }),
  /** The valid bets a claim will ask for before a withdrawal, as a multiple of the amount (0: none). */
  turnoverMultiplier: Type.Number({ minimum: 0 }),
  claimable: Type.Boolean(),
  /** When a reward that is not claimable yet becomes so, or null. */
  availableAt: Type.Union([Instant, Type.Null()]),
  /** When an unclaimed reward lapses, or null. */
  expiresAt: Type.Union([Instant, Type.Null()]),
});

export type Reward = Static<typeof Reward>;

export const RewardList = Type.Object({
  items: Type.Array(Reward),
  /** How many can be claimed now: the member centre's badge. */
  claimable: Type.Integer({ minimum: 0 }),
});

export type RewardList = Static<typeof RewardList>;

export const ClaimRewardBody = Type.Object({
  source: RewardSourceName,
  id: Type.String({ minLength: 1, maxLength: 64, examples: ['1'] }),
});

export type ClaimRewardBody = Static<typeof ClaimRewardBody>;

export const ClaimedReward = Type.Object({
  source: RewardSourceName,
  id: Type.String(),
  /** What was paid, in minor units. */
  amount: Type.Integer({ minimum: 0 }),
});

export type ClaimedReward = Static<typeof ClaimedReward>;
