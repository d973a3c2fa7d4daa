/**
 * The lottery's calls (issue 16, DESIGN.md section 10 names): games and their draws, results with the
 * commit and reveal that verifies them, slips (orders) with chases, tickets and their results.
 */
import { type Static, Type } from 'typebox';

const GameCode = Type.String({ pattern: '^[A-Za-z0-9_]{2,40}$', examples: ['LOTT_K3'] });
const Issue = Type.String({ pattern: '^[0-9]{8}(-[0-9]{3,5})?$' });
const Names = Type.Record(Type.String(), Type.String());

export const LotteryPrizeMode = Type.Union([
  Type.Literal('LOTT'),
  Type.Literal('ZY'),
  Type.Literal('ELOTT'),
  Type.Literal('SEA'),
]);

/** A draw as players see it: the commitment from the start, the secret and result once drawn. */
export const LotteryDraw = Type.Object({
  id: Type.Integer(),
  gameCode: Type.String(),
  issue: Type.String(),
  closesAt: Type.String({ format: 'date-time' }),
  drawAt: Type.String({ format: 'date-time' }),
  status: Type.Union([
    Type.Literal('open'),
    Type.Literal('drawn'),
    Type.Literal('settled'),
    Type.Literal('void'),
  ]),
  /** SHA-256 (hex) of the secret, published before sales close; null for an outside draw. */
  commitment: Type.Union([Type.String(), Type.Null()]),
  /** Revealed once drawn. */
  secret: Type.Union([Type.String(), Type.Null()]),
  /** What the secret is mixed with: `${gameCode}:${issue}`. */
  label: Type.String(),
  /** The family's draw result (numbers, dice, prize tiers); null until drawn. */
  result: Type.Unknown(),
  /** house: drawn here; simulated: an outside draw simulated on the demo; operator: entered by an operator. */
  source: Type.Union([
    Type.Literal('house'),
    Type.Literal('simulated'),
    Type.Literal('operator'),
    Type.Null(),
  ]),
});
export type LotteryDraw = Static<typeof LotteryDraw>;

export const LotteryGame = Type.Object({
  gameCode: Type.String(),
  vendorCode: Type.String(),
  /** The rules family (k3, pk10, 11x5, ssc, lhc, LF, vn-north, vn-south, sea). */
  family: Type.String(),
  prizeMode: Type.Union([LotteryPrizeMode, Type.Null()]),
  name: Type.String(),
  names: Names,
  iconUrl: Type.String(),
  maintenance: Type.Boolean(),
  /** house: the platform draws it; outside: an official draw. */
  source: Type.Union([Type.Literal('house'), Type.Literal('outside')]),
  /** Minor units: the least a bet may stake and the most a ticket may. */
  minStake: Type.Integer(),
  maxStake: Type.Integer(),
  cancelAllowed: Type.Boolean(),
  /** Odds by play id, where the merchant changed the rules' defaults. */
  odds: Type.Record(Type.String(), Type.Record(Type.String(), Type.Integer())),
  /** The draw whose sales are open now; null between the last draw and the next planned one. */
  current: Type.Union([LotteryDraw, Type.Null()]),
  /** The latest drawn draw. */
  last: Type.Union([LotteryDraw, Type.Null()]),
});
export type LotteryGame = Static<typeof LotteryGame>;

export const LotteryGamesQuery = Type.Object({
  prizeMode: Type.Optional(LotteryPrizeMode),
  /** VN, SEA or an empty area for every game. */
  lottoArea: Type.Optional(Type.Union([Type.Literal('VN'), Type.Literal('SEA'), Type.Literal('')])),
});

export const LotteryDrawQuery = Type.Object({
  gameCode: GameCode,
  issue: Type.Optional(Issue),
});

export const LotteryResultsQuery = Type.Object({
  gameCode: GameCode,
  /** Results before this issue's draw, newest first. */
  before: Type.Optional(Issue),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});

export const LotterySlipLine = Type.Object(
  {
    /** The play's id in the rules ('k3.sum', 'vn-north.lo'). */
    play: Type.String({ pattern: '^[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+$', maxLength: 60 }),
    /** One list of selections per row of the play. */
    pick: Type.Array(
      Type.Array(
        Type.Union([Type.Integer({ minimum: 0, maximum: 999_999 }), Type.String({ maxLength: 20 })]),
        {
          maxItems: 100,
        },
      ),
      { maxItems: 10 },
    ),
    /** Minor units per bet before the multiplier. */
    unitStake: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
    multiplier: Type.Integer({ minimum: 1, maximum: 1000 }),
  },
  { additionalProperties: false },
);

export const LotterySlip = Type.Object(
  {
    gameCode: GameCode,
    /** The client's id of the slip (a UUID): sent again, the first slip answers and nothing moves. */
    requestId: Type.String({ pattern: '^[A-Za-z0-9-]{8,64}$' }),
    /** The issue the player saw; refused once its sales have closed. */
    issue: Type.Optional(Issue),
    lines: Type.Array(LotterySlipLine, { minItems: 1, maxItems: 20 }),
    /** Draws from the current one: more than 1 is a chase. */
    draws: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    /** A chase stops after a winning draw; the rest is refunded. */
    stopOnWin: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type LotterySlip = Static<typeof LotterySlip>;

export const PlacedSlip = Type.Object({
  orderId: Type.Integer(),
  total: Type.Integer(),
  tickets: Type.Integer(),
  issues: Type.Array(Type.String()),
  replayed: Type.Boolean(),
  /** The wallet after the debit. */
  balance: Type.Integer(),
});
export type PlacedSlip = Static<typeof PlacedSlip>;

export const LotteryTicket = Type.Object({
  id: Type.Integer(),
  orderId: Type.Integer(),
  gameCode: Type.String(),
  family: Type.String(),
  issue: Type.String(),
  drawAt: Type.String({ format: 'date-time' }),
  play: Type.String(),
  pick: Type.Unknown(),
  combinations: Type.Integer(),
  unitStake: Type.Integer(),
  multiplier: Type.Integer(),
  stake: Type.Integer(),
  odds: Type.Record(Type.String(), Type.Integer()),
  status: Type.Union([
    Type.Literal('open'),
    Type.Literal('won'),
    Type.Literal('lost'),
    Type.Literal('tie'),
    Type.Literal('refunded'),
    Type.Literal('cancelled'),
  ]),
  payout: Type.Integer(),
  /** The draw's result once drawn. */
  result: Type.Unknown(),
  /** Part of a chase of this many draws. */
  chaseDraws: Type.Integer(),
  stopOnWin: Type.Boolean(),
  /** The player may cancel it now (open ticket, sales open, the game allows it). */
  cancellable: Type.Boolean(),
  placedAt: Type.String({ format: 'date-time' }),
  settledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type LotteryTicket = Static<typeof LotteryTicket>;

export const LotteryOrdersQuery = Type.Object(
  {
    gameCode: Type.Optional(GameCode),
    status: Type.Optional(
      Type.Union([
        Type.Literal('open'),
        Type.Literal('won'),
        Type.Literal('lost'),
        Type.Literal('tie'),
        Type.Literal('refunded'),
        Type.Literal('cancelled'),
      ]),
    ),
    startTime: Type.Optional(Type.String({ format: 'date-time' })),
    endTime: Type.Optional(Type.String({ format: 'date-time' })),
    /** Keyset: tickets before this id. */
    beforeId: Type.Optional(Type.Integer({ minimum: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);

export const LotteryTicketPage = Type.Object({
  content: Type.Array(LotteryTicket),
  /** The id to pass as beforeId for the next page; null on the last. */
  next: Type.Union([Type.Integer(), Type.Null()]),
});

export const TicketIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 }),
});

/** A big win of the last days, for the winners' ranking. */
export const LotteryRank = Type.Object({
  /** Masked login name. */
  account: Type.String(),
  gameCode: Type.String(),
  gameName: Type.String(),
  issue: Type.String(),
  payout: Type.Integer(),
  settledAt: Type.String({ format: 'date-time' }),
});

export type LotteryRank = Static<typeof LotteryRank>;

/** A lottery game's set-up as operators change it (ops API). */
export const OpsLotteryGame = Type.Object({
  gameCode: Type.String(),
  vendorCode: Type.String(),
  family: Type.String(),
  source: Type.Union([Type.Literal('house'), Type.Literal('outside')]),
  /** When it draws: a cron pattern (5 fields, or 6 with seconds) read in `timezone`. */
  cron: Type.String(),
  timezone: Type.String(),
  /** Sales close this many seconds before each draw. */
  closeSeconds: Type.Integer(),
  minStake: Type.Integer(),
  maxStake: Type.Integer(),
  /** The most the house may owe on one number of one play in one draw (minor units). */
  liabilityLimit: Type.Integer(),
  /** Odds overriding the rules' defaults, by play id, in basis points of the stake. */
  odds: Type.Record(Type.String(), Type.Record(Type.String(), Type.Integer())),
  cancelAllowed: Type.Boolean(),
  /** An outside draw simulated from the RNG (the embedded demo); off: an operator enters each result. */
  simulate: Type.Boolean(),
  enabled: Type.Boolean(),
});

export type OpsLotteryGame = Static<typeof OpsLotteryGame>;

export const OpsLotteryGamePatch = Type.Object(
  {
    cron: Type.Optional(Type.String({ minLength: 9, maxLength: 100 })),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    closeSeconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400 })),
    minStake: Type.Optional(Type.Integer({ minimum: 1 })),
    maxStake: Type.Optional(Type.Integer({ minimum: 1 })),
    liabilityLimit: Type.Optional(Type.Integer({ minimum: 1 })),
    odds: Type.Optional(
      Type.Record(
        Type.String({ maxLength: 60 }),
        Type.Union([Type.Record(Type.String({ maxLength: 20 }), Type.Integer({ minimum: 0 })), Type.Null()]),
      ),
    ),
    cancelAllowed: Type.Optional(Type.Boolean()),
    simulate: Type.Optional(Type.Boolean()),
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type OpsLotteryGamePatch = Static<typeof OpsLotteryGamePatch>;

export const OpsLotteryQuery = Type.Object({ merchant: Type.String({ pattern: '^[A-Za-z0-9_-]{2,40}$' }) });
export const OpsLotteryGameParams = Type.Object({ code: GameCode });
export const OpsDrawParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 }),
});

export const OpsLotteryDraw = Type.Object({
  id: Type.Integer(),
  gameCode: Type.String(),
  issue: Type.String(),
  closesAt: Type.String({ format: 'date-time' }),
  drawAt: Type.String({ format: 'date-time' }),
  status: Type.String(),
  source: Type.Union([Type.String(), Type.Null()]),
  result: Type.Unknown(),
  tickets: Type.Integer(),
  stake: Type.Integer(),
  payout: Type.Integer(),
  settledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  voidReason: Type.Union([Type.String(), Type.Null()]),
});

export type OpsLotteryDraw = Static<typeof OpsLotteryDraw>;

export const OpsDrawsQuery = Type.Object({
  merchant: OpsLotteryQuery.properties.merchant,
  game: GameCode,
  /** Draws before this instant, latest first; from a day ahead when absent. */
  before: Type.Optional(Type.String({ format: 'date-time' })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});

export const OpsExposure = Type.Object({
  drawId: Type.Integer(),
  gameCode: Type.String(),
  issue: Type.String(),
  liabilityLimit: Type.Integer(),
  targets: Type.Array(Type.Object({ target: Type.String(), liability: Type.Integer() })),
});
export type OpsExposure = Static<typeof OpsExposure>;

export const OpsDrawResultBody = Type.Object({ result: Type.Unknown() }, { additionalProperties: false });
export const OpsDrawVoidBody = Type.Object(
  { reason: Type.String({ minLength: 3, maxLength: 300 }) },
  { additionalProperties: false },
);
