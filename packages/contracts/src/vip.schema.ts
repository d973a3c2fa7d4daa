/**
 * Schemas of VIP levels (issue 18, decision 0031): the player rank page, the level-up and monthly rewards
 * the player claims, and the operators' levels. Money in minor units, rates in basis points.
 */
import { type Static, Type } from 'typebox';
import { OneOf } from './common.schema.ts';
import { RebateAccrued, RebatePayment, RebateRate } from './rebates.schema.ts';

const Instant = Type.String({ format: 'date-time' });
const Money = Type.Integer({ minimum: 0, maximum: 1e13, description: 'Minor units' });
/**
 * Null first: the server's validator coerces types, and in `[number, null]` the number's branch would turn a
 * sent null into 0 (a limit of nothing) before the null's branch is tried. A 0 reads as null (none of its own).
 */
const MaybeMoney = Type.Union([Type.Null(), Money]);
const MerchantCode = Type.String({ minLength: 1, maxLength: 32, examples: ['siam'] });
const Names = Type.Record(
  Type.String({ pattern: '^[a-z]{2}$' }),
  Type.String({ minLength: 1, maxLength: 40 }),
);

export const VIP_REWARD_KINDS = ['levelUp', 'monthly'] as const;

/** A level and its benefits. */
export const VipLevel = Type.Object({
  level: Type.Integer({ minimum: 1, maximum: 100 }),
  /** Its name per language (en, th). */
  names: Names,
  /** Deposits and valid bets over the rolling window that reach (and keep) the level. */
  minDeposit: Money,
  minValidBet: Money,
  /** Withdrawal limits per merchant day (null: the merchant's own). */
  withdrawDailyLimit: MaybeMoney,
  withdrawDailyCount: Type.Union([Type.Null(), Type.Integer({ minimum: 0, maximum: 1000 })]),
  /** Paid once when the level is first reached, and each month spent at it; both as bonuses. */
  levelUpBonus: Money,
  monthlyBonus: Money,
  /** The bonuses' turnover requirement: the bonus times this in valid bets. */
  turnoverMultiplier: Type.Integer({ minimum: 0, maximum: 100 }),
});
export type VipLevel = Static<typeof VipLevel>;

/** A level with its rebate rates (the rank page's benefits table). */
export const VipLevelBenefits = Type.Intersect([
  VipLevel,
  Type.Object({ rebateRates: Type.Array(RebateRate) }),
]);

/** The player rank page: the level, progress to the next, every level's benefits. */
export const PlayerRank = Type.Object({
  level: Type.Integer({ minimum: 0 }),
  windowDays: Type.Integer({ minimum: 1 }),
  deposits: Money,
  validBet: Money,
  /** The next level and what is left to reach it; null at the top. */
  next: Type.Union([
    Type.Object({
      level: Type.Integer({ minimum: 1 }),
      depositLeft: Money,
      validBetLeft: Money,
      /** 0-100: the lesser of the two thresholds' progress. */
      progress: Type.Integer({ minimum: 0, maximum: 100 }),
    }),
    Type.Null(),
  ]),
  levels: Type.Array(VipLevelBenefits),
});
export type PlayerRank = Static<typeof PlayerRank>;

/** A reward the player can claim (the reward centre lists them). */
export const VipReward = Type.Object({
  id: Type.Integer(),
  kind: OneOf(VIP_REWARD_KINDS),
  level: Type.Integer(),
  period: Type.String(),
  amount: Money,
  turnoverMultiplier: Type.Integer({ minimum: 0 }),
  status: OneOf(['claimable', 'claimed'] as const),
  createdAt: Instant,
  claimedAt: Type.Union([Instant, Type.Null()]),
});
export type VipReward = Static<typeof VipReward>;

export const VipRewardParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 }),
});

export const OpsVipQuery = Type.Object({ merchant: MerchantCode });
export const OpsVipLevels = Type.Object({
  windowDays: Type.Integer({ minimum: 1 }),
  levels: Type.Array(VipLevel),
});
export type OpsVipLevels = Static<typeof OpsVipLevels>;
export const OpsVipLevelParams = Type.Object({ level: Type.Integer({ minimum: 1, maximum: 100 }) });
export const OpsVipLevelBody = Type.Intersect([
  Type.Omit(VipLevel, ['level']),
  Type.Object({ merchant: MerchantCode }),
]);
export const OpsVipSettingsBody = Type.Object(
  { merchant: MerchantCode, windowDays: Type.Integer({ minimum: 1, maximum: 366 }) },
  { additionalProperties: false },
);

/**
 * One player's level and rebates as an operator sees them (the players screen's VIP panel): the rank with
 * its progress to the next level, the rates the player earns now (its level's, or its agent's overrides),
 * what accrued since its last rebate payment, and its latest payments.
 */
export const OpsPlayerVip = Type.Object({
  rank: PlayerRank,
  rates: Type.Array(RebateRate),
  accrued: RebateAccrued,
  payments: Type.Array(RebatePayment),
});
export type OpsPlayerVip = Static<typeof OpsPlayerVip>;
