/**
 * Raffles (issue 19, decision 0038): tickets earned by rule in an entry window, a draw at the set time with
 * commit and reveal (the lottery's, `@portal/lottery` raffleWinners), winners listed, prizes claimed once.
 * Money in minor units.
 */
import { type Static, Type } from 'typebox';
import { OneOf } from './common.schema.ts';

const Instant = Type.String({ format: 'date-time' });
const Money = Type.Integer({ minimum: 0, maximum: 1e13, description: 'Minor units' });
const Hex64 = Type.String({ pattern: '^[0-9a-f]{64}$' });
const Texts = (max: number) =>
  Type.Record(Type.String({ pattern: '^[a-z]{2}$' }), Type.String({ minLength: 1, maxLength: max }));

/**
 * Where a raffle stands: `upcoming` before its window opens (operators may still change it), `open` while
 * tickets are earned, `closed` from the window's end to the draw, `drawn`, `cancelled`.
 */
export const RAFFLE_PHASES = ['upcoming', 'open', 'closed', 'drawn', 'cancelled'] as const;
export type RafflePhase = (typeof RAFFLE_PHASES)[number];

export const RafflePrize = Type.Object({
  place: Type.Integer({ minimum: 1, maximum: 100 }),
  amount: Type.Integer({ minimum: 1, maximum: 1e13 }),
  turnoverMultiplier: Type.Integer({ minimum: 0, maximum: 100 }),
});
export type RafflePrize = Static<typeof RafflePrize>;

/** How tickets are earned in the window; at least one of the two rules is set. Capped at maxTickets. */
export const RaffleRules = Type.Object({
  /** One ticket per this much valid bet settled in the window (null: bets earn none). */
  betPerTicket: Type.Union([Type.Integer({ minimum: 1, maximum: 1e13 }), Type.Null()]),
  /** Each paid deposit of at least this much in the window earns ticketsPerDeposit (null: none). */
  depositMin: Type.Union([Type.Integer({ minimum: 1, maximum: 1e13 }), Type.Null()]),
  ticketsPerDeposit: Type.Integer({ minimum: 1, maximum: 1000 }),
  maxTickets: Type.Integer({ minimum: 1, maximum: 100_000 }),
});
export type RaffleRules = Static<typeof RaffleRules>;

export const RaffleWinnerRow = Type.Object({
  place: Type.Integer({ minimum: 1 }),
  /** Masked username (first two characters, ****, the last). */
  name: Type.String(),
  entrant: Type.Integer({ minimum: 1 }),
  ticket: Type.Integer({ minimum: 1 }),
  amount: Money,
  turnoverMultiplier: Type.Integer({ minimum: 0 }),
  own: Type.Boolean(),
  claimed: Type.Boolean(),
});
export type RaffleWinnerRow = Static<typeof RaffleWinnerRow>;

/** The revealed draw: the secret, the ticket list's hash and size, the winners. */
export const RaffleDraw = Type.Object({
  /** The HMAC message prefix of the draw: `RAFFLE-<id>`. */
  drawId: Type.String(),
  secret: Hex64,
  ticketsHash: Hex64,
  totalTickets: Type.Integer({ minimum: 0 }),
  entrants: Type.Integer({ minimum: 0 }),
  /** The ticket list: each entrant's tickets in entrant order (what the winners are drawn from). */
  tickets: Type.Array(Type.Integer({ minimum: 1 })),
  drawnAt: Instant,
  winners: Type.Array(RaffleWinnerRow),
  /** The caller's entrant number and first ticket number (null: it held no ticket). */
  ownEntrant: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  ownFirstTicket: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
});
export type RaffleDraw = Static<typeof RaffleDraw>;

/** A raffle as the player sees it, with its own tickets. */
export const PlayerRaffle = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  phase: OneOf(RAFFLE_PHASES),
  opensAt: Instant,
  closesAt: Instant,
  drawAt: Instant,
  rules: RaffleRules,
  prizes: Type.Array(RafflePrize),
  /** SHA-256 of the draw's secret, published from the raffle's creation. */
  commitment: Hex64,
  /** The caller's tickets (counted so far while the window is open; frozen at the draw). */
  tickets: Type.Object({
    total: Type.Integer({ minimum: 0 }),
    fromBets: Type.Integer({ minimum: 0 }),
    fromDeposits: Type.Integer({ minimum: 0 }),
    granted: Type.Integer({ minimum: 0 }),
    /** Valid bet in the window so far and what the next ticket needs (null: bets earn none). */
    validBet: Money,
    toNextTicket: Type.Union([Money, Type.Null()]),
  }),
  draw: Type.Union([RaffleDraw, Type.Null()]),
  /** The caller won a place whose prize it has not claimed yet. */
  claimable: Type.Boolean(),
});
export type PlayerRaffle = Static<typeof PlayerRaffle>;

/** GET /wps/raffles: the merchant's raffles that are coming, open, waiting for the draw or drawn lately. */
export const RaffleList = Type.Object({ raffles: Type.Array(PlayerRaffle) });
export type RaffleList = Static<typeof RaffleList>;

export const RaffleParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** MCSFE_claimRafflePromotion: the caller's prize of a drawn raffle (the spec names the call only). */
export const RaffleClaimBody = Type.Object({
  raffleId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
export const RaffleClaim = Type.Object({
  raffleId: Type.Integer(),
  place: Type.Integer(),
  amount: Money,
  turnoverMultiplier: Type.Integer({ minimum: 0 }),
});
export type RaffleClaim = Static<typeof RaffleClaim>;

// Operators

export const RaffleConfig = Type.Object({
  titles: Texts(80),
  descriptions: Texts(1000),
  opensAt: Instant,
  closesAt: Instant,
  drawAt: Instant,
  rules: RaffleRules,
  prizes: Type.Array(RafflePrize, { minItems: 1, maxItems: 100 }),
});
export type RaffleConfig = Static<typeof RaffleConfig>;

export const OpsRaffle = Type.Intersect([
  Type.Object({
    id: Type.Integer(),
    phase: OneOf(RAFFLE_PHASES),
    commitment: Hex64,
    /** Tickets counted at the draw (null before it). */
    totalTickets: Type.Union([Type.Integer(), Type.Null()]),
    entrants: Type.Union([Type.Integer(), Type.Null()]),
    /** Tickets operators granted so far. */
    granted: Type.Integer({ minimum: 0 }),
    drawnAt: Type.Union([Instant, Type.Null()]),
    claimed: Type.Integer({ minimum: 0 }),
    winners: Type.Integer({ minimum: 0 }),
  }),
  RaffleConfig,
]);
export type OpsRaffle = Static<typeof OpsRaffle>;

/** A raffle for operators with its draw: the secret once drawn, entrants and winners with usernames. */
export const OpsRaffleDetail = Type.Object({
  raffle: OpsRaffle,
  secret: Type.Union([Hex64, Type.Null()]),
  ticketsHash: Type.Union([Hex64, Type.Null()]),
  entrants: Type.Array(
    Type.Object({
      entrant: Type.Integer(),
      username: Type.String(),
      tickets: Type.Integer(),
      firstTicket: Type.Integer(),
    }),
  ),
  winners: Type.Array(
    Type.Object({
      place: Type.Integer(),
      username: Type.String(),
      entrant: Type.Integer(),
      ticket: Type.Integer(),
      amount: Money,
      turnoverMultiplier: Type.Integer(),
      claimedAt: Type.Union([Instant, Type.Null()]),
    }),
  ),
});
export type OpsRaffleDetail = Static<typeof OpsRaffleDetail>;

const MerchantCode = Type.String({ minLength: 1, maxLength: 32, examples: ['siam'] });
export const OpsRaffleQuery = Type.Object({ merchant: MerchantCode });
export const OpsRaffleParams = RaffleParams;
export const OpsRaffleBody = Type.Intersect([RaffleConfig, Type.Object({ merchant: MerchantCode })]);
export const OpsRaffleGrantBody = Type.Object({
  raffleId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  tickets: Type.Integer({ minimum: 1, maximum: 10_000 }),
  reason: Type.String({ minLength: 1, maxLength: 200 }),
});
export const OpsRaffleGrant = Type.Object({
  raffleId: Type.Integer(),
  accountId: Type.Integer(),
  granted: Type.Integer(),
});
export type OpsRaffleGrant = Static<typeof OpsRaffleGrant>;
