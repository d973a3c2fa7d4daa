/**
 * Schemas of promotions and bonuses (issue 18, decision 0030): the portal's promotion cards with the
 * player's activity state, the bonuses of the Bonus details page, the join, reward and forfeit calls,
 * and the operator API's promotions, applications and bonuses. Money is in minor units.
 */
import { type Static, type TSchema, Type } from 'typebox';
import { OpsHtml, OpsTitle } from './operators-content.schema.ts';
import {
  ACTIVITY_STATES,
  AUDIENCE_KINDS,
  BONUS_STATUSES,
  ENTRY_STATUSES,
  FORFEIT_RULES,
  PROMOTION_TYPES,
} from './promotions.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Instant = Type.String({ format: 'date-time' });
const Money = Type.Integer({ minimum: 0, maximum: 1e12, description: 'Minor units' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const OneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>(Type.String({ enum: [...values] }));

export const Weights = Type.Record(
  Type.String({ pattern: '^[A-Z]{2,12}$' }),
  Type.Integer({ minimum: 0, maximum: 100 }),
  {
    description: 'Percent a valid bet of each game category counts (100 when not listed)',
  },
);

/** A bonus and its turnover requirement, as its player and operators see it. */
export const BonusView = Type.Object({
  id: Type.Integer(),
  promotionId: Nullable(Type.Integer()),
  source: Type.String(),
  reference: Type.String(),
  amount: Type.Integer(),
  turnoverMultiplier: Type.Integer(),
  categoryWeights: Type.Record(Type.String(), Type.Number()),
  forfeitRule: OneOf(FORFEIT_RULES),
  /** amount x turnoverMultiplier. */
  required: Type.Integer(),
  /** The weighted valid bets counted so far (at most required). */
  progress: Type.Integer(),
  /** What is left to play while the requirement is open; 0 once closed. */
  remaining: Type.Integer(),
  status: OneOf(BONUS_STATUSES),
  expiresAt: Nullable(Type.String()),
  createdAt: Type.String(),
  closedAt: Nullable(Type.String()),
  /** What closing it took back from the wallet. */
  takenBack: Type.Integer(),
  closedBy: Nullable(Type.String()),
  reason: Nullable(Type.String()),
});
export type BonusView = Static<typeof BonusView>;

/** A player's bonuses with the promotion titles they came from (the Bonus details page). */
export const BonusDetails = Type.Object({
  bonuses: Type.Array(Type.Intersect([BonusView, Type.Object({ title: Nullable(Type.String()) })])),
  /** What is left to play over every open requirement (0: withdrawals are free). */
  remaining: Type.Integer(),
});
export type BonusDetails = Static<typeof BonusDetails>;

export const PromotionRules = Type.Object(
  {
    minDeposit: Money,
    percent: Type.Integer({ minimum: 0, maximum: 1000 }),
    cap: Money,
    fixedAmount: Money,
    expiryDays: Type.Integer({ minimum: 0, maximum: 365 }),
    periodDays: Type.Integer({ minimum: 0, maximum: 366 }),
    automatic: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type PromotionRules = Static<typeof PromotionRules>;

export const Audience = Type.Object(
  {
    kind: OneOf(AUDIENCE_KINDS),
    /** newMembers: registered within these days. */
    days: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
    /** vipLevels: the levels that may take part. */
    levels: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 100 }), { maxItems: 101 })),
    /** agentTeam: the agent whose team may take part. */
    agentId: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type Audience = Static<typeof Audience>;

/** A promotion as the portal shows it, with the caller's activity state (visitors: join or comingSoon). */
export const PromotionCard = Type.Object({
  id: Type.Integer(),
  type: OneOf(PROMOTION_TYPES),
  title: Type.String(),
  /** Sanitised HTML. */
  content: Type.String(),
  banner: Nullable(Type.String()),
  startAt: Type.String(),
  endAt: Nullable(Type.String()),
  rules: PromotionRules,
  turnoverMultiplier: Type.Integer(),
  forfeitRule: OneOf(FORFEIT_RULES),
  state: OneOf(ACTIVITY_STATES),
  /** The bonus this player got from it (its latest), if any. */
  bonusId: Nullable(Type.Integer()),
  /** Why an application was rejected. */
  reason: Nullable(Type.String()),
});
export type PromotionCard = Static<typeof PromotionCard>;

export const PromotionsQuery = Type.Object({
  language: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}(-[A-Za-z]{2,4})?$', maxLength: 8 })),
});

export const PromotionIdBody = Type.Object({ promotionId: Id }, { additionalProperties: false });
export const BonusIdParams = Type.Object({ id: Id });
export const PromotionIdParams = Type.Object({ id: Id });

// -- operators -------------------------------------------------------------------------------------

export const OPS_PROMOTION_STATES = ['scheduled', 'running', 'paused', 'ended'] as const;

export const OpsPromotionInput = Type.Object(
  {
    merchant: Type.String({ minLength: 2, maxLength: 40 }),
    type: OneOf(PROMOTION_TYPES),
    audience: Audience,
    startAt: Instant,
    endAt: Nullable(Instant),
    rules: PromotionRules,
    turnoverMultiplier: Type.Integer({ minimum: 0, maximum: 100 }),
    categoryWeights: Weights,
    forfeitRule: OneOf(FORFEIT_RULES),
    title: OpsTitle,
    content: OpsHtml,
    banner: Nullable(Type.String({ maxLength: 500 })),
    sort: Type.Integer({ minimum: 0, maximum: 100_000 }),
  },
  { additionalProperties: false },
);
export type OpsPromotionInput = Static<typeof OpsPromotionInput>;

export const OpsPromotion = Type.Object({
  id: Type.Integer(),
  merchant: Type.String(),
  type: OneOf(PROMOTION_TYPES),
  audience: Audience,
  startAt: Type.String(),
  endAt: Nullable(Type.String()),
  rules: PromotionRules,
  turnoverMultiplier: Type.Integer(),
  categoryWeights: Type.Record(Type.String(), Type.Number()),
  forfeitRule: OneOf(FORFEIT_RULES),
  title: OpsTitle,
  content: OpsHtml,
  banner: Nullable(Type.String()),
  sort: Type.Integer(),
  paused: Type.Boolean(),
  state: OneOf(OPS_PROMOTION_STATES),
  /** The portal's card as a visitor sees it (English): the preview. */
  preview: PromotionCard,
});
export type OpsPromotion = Static<typeof OpsPromotion>;

export const OpsPromotionsQuery = Type.Object({
  merchant: Type.Optional(Type.String({ minLength: 2, maxLength: 40 })),
});

export const OpsApplication = Type.Object({
  id: Type.Integer(),
  merchant: Type.String(),
  promotionId: Type.Integer(),
  promotionTitle: Type.String(),
  accountId: Type.Integer(),
  username: Type.String(),
  status: OneOf(ENTRY_STATUSES),
  comment: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  imageIds: Type.Array(Type.Integer()),
  bonusId: Nullable(Type.Integer()),
  createdAt: Type.String(),
  decidedAt: Nullable(Type.String()),
});
export type OpsApplication = Static<typeof OpsApplication>;

export const OpsApplicationsQuery = Type.Object({
  merchant: Type.Optional(Type.String({ minLength: 2, maxLength: 40 })),
  status: Type.Optional(OneOf(ENTRY_STATUSES)),
});

export const OpsImageParams = Type.Object({ id: Id, imageId: Id });
export const OpsIdParams = Type.Object({ id: Id });

export const OpsReasonBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);

export const OpsIssueBonusBody = Type.Object(
  {
    merchant: Type.String({ minLength: 2, maxLength: 40 }),
    accountId: Id,
    amount: Type.Integer({ minimum: 1, maximum: 1e12 }),
    turnoverMultiplier: Type.Integer({ minimum: 0, maximum: 100 }),
    categoryWeights: Type.Optional(Weights),
    expiryDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 365 })),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
    requestId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
  },
  { additionalProperties: false },
);
export type OpsIssueBonusBody = Static<typeof OpsIssueBonusBody>;

export const OpsBonusesQuery = Type.Object({
  merchant: Type.Optional(Type.String({ minLength: 2, maxLength: 40 })),
  accountId: Type.Optional(Id),
  status: Type.Optional(OneOf(BONUS_STATUSES)),
  before: Type.Optional(Id),
});

export const OpsBonus = Type.Intersect([
  BonusView,
  Type.Object({ merchantId: Type.Integer(), accountId: Type.Integer(), username: Type.String() }),
]);
export type OpsBonus = Static<typeof OpsBonus>;
