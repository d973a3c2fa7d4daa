/**
 * Schemas of rebates (issue 18, decision 0031): rates per category and VIP level, the manual rebate's
 * accrued amounts and claim, the downline rates an agent sets, and the operators' runs and settings.
 */
import { type Static, Type } from 'typebox';
import { OneOf, Page } from './common.schema.ts';
import { CLAIM_PERIODS, MAX_REBATE_BPS, REBATE_CATEGORIES, REBATE_KINDS, REBATE_MODES } from './rebates.ts';

const Instant = Type.String({ format: 'date-time' });
const Money = Type.Integer({ description: 'Minor units' });
const Bps = Type.Integer({ minimum: 0, maximum: MAX_REBATE_BPS, description: 'Basis points (100 = 1 %)' });
const Category = OneOf(REBATE_CATEGORIES);
const Username = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.@-]+$' });
const MerchantCode = Type.String({ minLength: 1, maxLength: 32, examples: ['siam'] });
const PageNum = Type.Integer({ minimum: 1, maximum: 10_000, default: 1 });
const PageSize = Type.Integer({ minimum: 1, maximum: 100, default: 20 });

/** One category's rate. */
export const RebateRate = Type.Object({ category: Category, rate: Bps });
export type RebateRate = Static<typeof RebateRate>;

/** The rates a player earns now (its VIP level's, or its agent's override), and the merchant's levels. */
export const RebateRates = Type.Object({
  level: Type.Integer({ minimum: 0 }),
  rates: Type.Array(RebateRate),
  /** Every level's rates (level 0: players below the first VIP level). */
  levels: Type.Array(Type.Object({ level: Type.Integer({ minimum: 0 }), rates: Type.Array(RebateRate) })),
});
export type RebateRates = Static<typeof RebateRates>;

/** The manual rebate page: what accrued since the last payment, by category, and when a claim is allowed. */
export const RebateAccrued = Type.Object({
  mode: OneOf(REBATE_MODES),
  claimPeriod: OneOf(CLAIM_PERIODS),
  since: Instant,
  until: Instant,
  categories: Type.Array(Type.Object({ category: Type.String(), validBet: Money, rate: Bps, amount: Money })),
  total: Money,
  /** Whether a claim now would be accepted (manual mode on, the period's claim not used, something due). */
  claimable: Type.Boolean(),
  /** When the next claim is allowed (the start of the next period) if this period's was used. */
  nextClaimAt: Type.Union([Instant, Type.Null()]),
  lastClaimAt: Type.Union([Instant, Type.Null()]),
});
export type RebateAccrued = Static<typeof RebateAccrued>;

/** A rebate paid: the daily job's or a claim. */
export const RebatePayment = Type.Object({
  id: Type.Integer(),
  kind: OneOf(REBATE_KINDS),
  windowStart: Instant,
  windowEnd: Instant,
  validBet: Money,
  amount: Money,
  categories: Type.Array(Type.Object({ category: Type.String(), validBet: Money, rate: Bps, amount: Money })),
  paidAt: Instant,
});
export type RebatePayment = Static<typeof RebatePayment>;

/** The manual claim's body: the client's key, so a retried tap pays once. */
export const RebateClaimBody = Type.Object(
  { requestId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' })) },
  { additionalProperties: false },
);

/** An agent sets a direct or deeper downline's rates, each at most its own. */
export const DownlineRatesBody = Type.Object(
  {
    downline: Username,
    rates: Type.Array(RebateRate, { minItems: 1, maxItems: REBATE_CATEGORIES.length }),
  },
  { additionalProperties: false },
);
export const DownlineRatesQuery = Type.Object({
  downline: Type.String({ minLength: 1, maxLength: 64, examples: ['siamsub1'] }),
});

/** A merchant's rebate settings (operators). */
export const RebateSettings = Type.Object({
  mode: OneOf(REBATE_MODES),
  /** The daily job's hour, merchant time (0-23). */
  dailyHour: Type.Integer({ minimum: 0, maximum: 23 }),
  claimPeriod: OneOf(CLAIM_PERIODS),
  /** Bets settled from this instant on earn rebates (the merchant's start). */
  since: Instant,
});
export type RebateSettings = Static<typeof RebateSettings>;

export const OpsRatesQuery = Type.Object({ merchant: MerchantCode });
export const OpsRates = Type.Object({
  settings: RebateSettings,
  /** Whether the merchant pays rebates (has settings); the first change turns them on from then. */
  enabled: Type.Boolean(),
  levels: Type.Array(Type.Object({ level: Type.Integer({ minimum: 0 }), rates: Type.Array(RebateRate) })),
});
export type OpsRates = Static<typeof OpsRates>;
export const OpsRatesBody = Type.Object(
  {
    merchant: MerchantCode,
    mode: Type.Optional(OneOf(REBATE_MODES)),
    dailyHour: Type.Optional(Type.Integer({ minimum: 0, maximum: 23 })),
    claimPeriod: Type.Optional(OneOf(CLAIM_PERIODS)),
    /** Rates to set: one level's categories (others unchanged). */
    level: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    rates: Type.Optional(Type.Array(RebateRate, { maxItems: REBATE_CATEGORIES.length })),
  },
  { additionalProperties: false },
);
export type OpsRatesBody = Static<typeof OpsRatesBody>;

/** One daily run: a merchant day's rebates. */
export const RebateRun = Type.Object({
  id: Type.Integer(),
  day: Type.String(),
  periodStart: Instant,
  periodEnd: Instant,
  status: OneOf(['running', 'done', 'failed'] as const),
  players: Type.Integer({ minimum: 0 }),
  paid: Type.Integer({ minimum: 0 }),
  amount: Money,
  attempts: Type.Integer({ minimum: 0 }),
  startedAt: Instant,
  finishedAt: Type.Union([Instant, Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
});
export type RebateRun = Static<typeof RebateRun>;

export const OpsRunsQuery = Type.Object({
  merchant: MerchantCode,
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
});
export const OpsRunPage = Page(RebateRun);
export const OpsRunParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export const OpsRunBody = Type.Object({ merchant: MerchantCode }, { additionalProperties: false });
