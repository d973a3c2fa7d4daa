/**
 * Schemas of the red envelope (issue 19, decision 0039): a merchant's campaigns of timed drops, a player's
 * opening of the live drop, and the operators' campaigns, budgets and drops. Money in minor units.
 */
import { type Static, Type } from 'typebox';

const Instant = Type.String({ format: 'date-time' });
const Money = Type.Integer({ minimum: 0, maximum: 1e13, description: 'Minor units' });
const Positive = Type.Integer({ minimum: 1, maximum: 1e13, description: 'Minor units' });
const Name = Type.String({ minLength: 1, maxLength: 60 });

export const ENVELOPE_CONDITIONS = ['none', 'deposit', 'validBet'] as const;
export const ENVELOPE_STATUSES = ['active', 'paused', 'ended'] as const;

/** An amount an envelope may hold, and its weight: its chance is its weight over the sum. */
export const EnvelopeTier = Type.Object({
  amount: Positive,
  weight: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
});
export type EnvelopeTier = Static<typeof EnvelopeTier>;

/** A campaign as the operator sets it. */
export const EnvelopeCampaignInput = Type.Object({
  /** The campaign's name per language (EN and TH). */
  names: Type.Object({ en: Name, th: Name }),
  startsAt: Instant,
  endsAt: Instant,
  /** A drop every this many minutes from the start (1440: daily at the start's time). */
  everyMinutes: Type.Integer({ minimum: 1, maximum: 10_080 }),
  /** Each drop is open this many minutes (at most everyMinutes). */
  openMinutes: Type.Integer({ minimum: 1, maximum: 1440 }),
  /** The whole campaign's budget: the sum of every envelope opened never exceeds it. */
  totalBudget: Positive,
  /** Each drop's budget (the campaign's remaining budget caps it too). */
  dropBudget: Positive,
  tiers: Type.Array(EnvelopeTier, { minItems: 1, maxItems: 12 }),
  /** none, or the minimum deposit / valid bet the player must have made that merchant day. */
  condition: Type.Union([Type.Literal('none'), Type.Literal('deposit'), Type.Literal('validBet')]),
  conditionAmount: Money,
  /** The bonus's turnover requirement: the amount times this in valid bets (0: none). */
  turnoverMultiplier: Type.Integer({ minimum: 0, maximum: 100 }),
});
export type EnvelopeCampaignInput = Static<typeof EnvelopeCampaignInput>;

/** A drop of a campaign: its number (from 0), when it opens and closes. */
export const EnvelopeDrop = Type.Object({
  index: Type.Integer({ minimum: 0 }),
  opensAt: Instant,
  closesAt: Instant,
});
export type EnvelopeDrop = Static<typeof EnvelopeDrop>;

export const EnvelopeOpened = Type.Object({
  campaignId: Type.Integer(),
  dropIndex: Type.Integer(),
  amount: Positive,
  turnoverMultiplier: Type.Integer(),
  at: Instant,
});
export type EnvelopeOpened = Static<typeof EnvelopeOpened>;

/** A running campaign as the player sees it. */
export const PlayerEnvelopeCampaign = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  startsAt: Instant,
  endsAt: Instant,
  minAmount: Money,
  maxAmount: Money,
  turnoverMultiplier: Type.Integer(),
  condition: Type.String(),
  conditionAmount: Money,
  /** The drop open now, if any, with the caller's envelope when it opened one. */
  live: Type.Union([
    Type.Null(),
    Type.Intersect([
      EnvelopeDrop,
      Type.Object({ opened: Type.Union([Type.Null(), EnvelopeOpened]), empty: Type.Boolean() }),
    ]),
  ]),
  /** The next drops (up to 5). */
  next: Type.Array(EnvelopeDrop),
});
export type PlayerEnvelopeCampaign = Static<typeof PlayerEnvelopeCampaign>;

export const PlayerEnvelopes = Type.Object({
  campaigns: Type.Array(PlayerEnvelopeCampaign),
  /** The caller's envelopes, newest first (up to 30), with the campaign's name. */
  history: Type.Array(Type.Intersect([EnvelopeOpened, Type.Object({ name: Type.String() })])),
});
export type PlayerEnvelopes = Static<typeof PlayerEnvelopes>;

export const OpenEnvelopeRequest = Type.Object({ campaignId: Type.Integer({ minimum: 1, maximum: 2e9 }) });

const MerchantCode = Type.String({ minLength: 1, maxLength: 32, examples: ['siam'] });

/** A campaign for operators: its settings, status and budget used. */
export const OpsEnvelopeCampaign = Type.Intersect([
  EnvelopeCampaignInput,
  Type.Object({
    id: Type.Integer(),
    status: Type.Union([Type.Literal('active'), Type.Literal('paused'), Type.Literal('ended')]),
    remaining: Money,
    used: Money,
    opens: Type.Integer({ minimum: 0 }),
    updatedAt: Instant,
  }),
]);
export type OpsEnvelopeCampaign = Static<typeof OpsEnvelopeCampaign>;

export const OpsEnvelopeQuery = Type.Object({ merchant: MerchantCode });
export const OpsEnvelopeParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2e9 }) });
export const OpsEnvelopeBody = Type.Intersect([
  Type.Object({ merchant: MerchantCode }),
  EnvelopeCampaignInput,
]);
export const OpsEnvelopeStatusBody = Type.Object({
  merchant: MerchantCode,
  status: Type.Union([Type.Literal('active'), Type.Literal('paused'), Type.Literal('ended')]),
});

/** A drop that has been opened at least once: its budget, what is left and how many opened it. */
export const OpsEnvelopeDrop = Type.Intersect([
  EnvelopeDrop,
  Type.Object({ budget: Money, remaining: Money, opens: Type.Integer({ minimum: 0 }) }),
]);
export type OpsEnvelopeDrop = Static<typeof OpsEnvelopeDrop>;
