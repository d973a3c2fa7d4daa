/**
 * Schemas of the sign-in task and the wheel (issue 19, decision 0036): the player's calendar, check-in
 * and wheel, and the operators' calendar, wheel prizes and ticket grants. Money in minor units.
 */
import { type Static, Type } from 'typebox';
import { IsoDay } from './common.schema.ts';

const Instant = Type.String({ format: 'date-time' });
const Money = Type.Integer({ minimum: 0, maximum: 1e13, description: 'Minor units' });
const Day = IsoDay("The merchant's day");
const Labels = Type.Record(
  Type.String({ pattern: '^[a-z]{2}$' }),
  Type.String({ minLength: 1, maxLength: 40 }),
);

export const SIGNIN_LENGTHS = [7, 30] as const;
export const SIGNIN_CONDITIONS = ['none', 'deposit', 'validBet'] as const;
export const WHEEL_PRIZE_KINDS = ['cash', 'points', 'none'] as const;

/**
 * What one day (or completing the streak) pays: cash as a bonus with its turnover, wheel tickets, and
 * points (credited with the check-in, decision 0046; absent: none).
 */
export const SigninReward = Type.Object({
  cash: Money,
  /** The bonus's turnover requirement: the cash times this in valid bets. */
  turnoverMultiplier: Type.Integer({ minimum: 0, maximum: 100 }),
  tickets: Type.Integer({ minimum: 0, maximum: 100 }),
  points: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
});
export type SigninReward = Static<typeof SigninReward>;

/** A merchant's calendar, as the operator sets it. */
export const SigninCalendar = Type.Object({
  enabled: Type.Boolean(),
  length: Type.Union([Type.Literal(7), Type.Literal(30)]),
  /** One reward per streak day, `length` of them. */
  days: Type.Array(SigninReward, { minItems: 7, maxItems: 30 }),
  /** Paid on the streak's last day, besides that day's reward. */
  streakReward: SigninReward,
  /** none, or a minimum deposit / valid bet the player must have made that day (minor units). */
  condition: Type.Union([Type.Literal('none'), Type.Literal('deposit'), Type.Literal('validBet')]),
  conditionAmount: Money,
  /** True: a missed day starts the streak again at day 1; false: the streak carries on. */
  resetOnMiss: Type.Boolean(),
});
export type SigninCalendar = Static<typeof SigninCalendar>;

/** The player's sign-in page. */
export const SigninStatus = Type.Object({
  enabled: Type.Boolean(),
  length: Type.Integer(),
  days: Type.Array(SigninReward),
  streakReward: SigninReward,
  condition: Type.String(),
  conditionAmount: Money,
  resetOnMiss: Type.Boolean(),
  /** The merchant's day now. */
  today: Day,
  checkedInToday: Type.Boolean(),
  /** The streak day reached (0: none yet, or broken). After today's check-in, today's. */
  streak: Type.Integer({ minimum: 0 }),
  /** Whether today's condition is met (true when there is none). */
  conditionMet: Type.Boolean(),
  tickets: Type.Integer({ minimum: 0 }),
});
export type SigninStatus = Static<typeof SigninStatus>;

export const CheckIn = Type.Object({
  day: Day,
  streakDay: Type.Integer({ minimum: 1 }),
  reward: SigninReward,
  /** The streak reward when this day completed the streak. */
  streakReward: Type.Union([Type.Null(), SigninReward]),
  tickets: Type.Integer({ minimum: 0 }),
});
export type CheckIn = Static<typeof CheckIn>;

/** A prize on the wheel, as the operator sets it. */
export const WheelPrizeInput = Type.Object({
  labels: Labels,
  /** cash: a bonus of `amount`; points: `amount` points, credited with the spin (decision 0046). */
  kind: Type.Union([Type.Literal('cash'), Type.Literal('points'), Type.Literal('none')]),
  amount: Money,
  turnoverMultiplier: Type.Integer({ minimum: 0, maximum: 100 }),
  weight: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
});
export type WheelPrizeInput = Static<typeof WheelPrizeInput>;

export const WheelConfig = Type.Object({
  enabled: Type.Boolean(),
  prizes: Type.Array(WheelPrizeInput, { minItems: 2, maxItems: 12 }),
});
export type WheelConfig = Static<typeof WheelConfig>;

/** A prize as the player sees it: the slice, and its probability. */
export const WheelPrize = Type.Object({
  position: Type.Integer({ minimum: 0 }),
  label: Type.String(),
  kind: Type.String(),
  amount: Money,
  turnoverMultiplier: Type.Integer(),
  /** The chance of this slice, 0..1 (its weight over the sum of weights). */
  probability: Type.Number(),
});
export type WheelPrize = Static<typeof WheelPrize>;

export const WheelStatus = Type.Object({
  enabled: Type.Boolean(),
  tickets: Type.Integer({ minimum: 0 }),
  prizes: Type.Array(WheelPrize),
});
export type WheelStatus = Static<typeof WheelStatus>;

export const SpinRequest = Type.Object({
  /** The client's id of this spin: the same id answers the same spin and consumes no second ticket. */
  requestId: Type.String({ pattern: '^[\\w-]{8,64}$' }),
});

export const WheelSpin = Type.Object({
  id: Type.Integer(),
  position: Type.Integer(),
  label: Type.String(),
  kind: Type.String(),
  amount: Money,
  turnoverMultiplier: Type.Integer(),
  tickets: Type.Integer({ minimum: 0 }),
  at: Instant,
});
export type WheelSpin = Static<typeof WheelSpin>;

/** The operators' read of one player. */
export const PlayerEngagement = Type.Object({
  tickets: Type.Integer({ minimum: 0 }),
  checkIns: Type.Array(Type.Object({ day: Day, streakDay: Type.Integer(), at: Instant })),
  spins: Type.Array(WheelSpin),
  ticketMoves: Type.Array(
    Type.Object({
      delta: Type.Integer(),
      reason: Type.String(),
      at: Instant,
      operatorId: Type.Union([Type.Null(), Type.Integer()]),
    }),
  ),
});
export type PlayerEngagement = Static<typeof PlayerEngagement>;

const MerchantCode = Type.String({ minLength: 1, maxLength: 32, examples: ['siam'] });

export const OpsMerchantQuery = Type.Object({ merchant: MerchantCode });
export const OpsCalendarBody = Type.Intersect([Type.Object({ merchant: MerchantCode }), SigninCalendar]);
export const OpsWheelBody = Type.Intersect([Type.Object({ merchant: MerchantCode }), WheelConfig]);
/** The wheel as the operator sets it, with each prize's resulting probability (0..1). */
export const OpsWheel = Type.Object({
  enabled: Type.Boolean(),
  prizes: Type.Array(Type.Intersect([WheelPrizeInput, Type.Object({ probability: Type.Number() })])),
});
export type OpsWheel = Static<typeof OpsWheel>;
export const OpsTicketGrantBody = Type.Object({
  tickets: Type.Integer({ minimum: 1, maximum: 100 }),
  reason: Type.String({ minLength: 3, maxLength: 300 }),
});
export const OpsTicketGrant = Type.Object({ tickets: Type.Integer({ minimum: 0 }) });
