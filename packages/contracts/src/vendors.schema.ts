import { type Static, Type } from 'typebox';
import { OneOf } from './common.schema.ts';

/**
 * The APIs of the embedded vendors (DESIGN.md 6): the in-house provider (slots and the baccarat table)
 * under /vendor/house/v1 and the sandbox vendor (sports, esports, cockfight and fishing) under
 * /vendor/sandbox/v1. Their game pages (/play/house/... and /play/sandbox/... of the portal) call them;
 * they move money only through the seamless wallet protocol.
 */

const RequestId = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });
/** A launch token (real money) or a trial session id the vendor made (free trial). */
const Session = Type.String({ minLength: 8, maxLength: 128 });
const Minor = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });

/** POST /vendor/{house|sandbox}/v1/session: opens the game page's session. */
export const OpenSessionBody = Type.Object({
  gameCode: Type.String({ pattern: '^[A-Za-z0-9_]{1,40}$' }),
  /** The launch token from the game URL; absent for a free trial. */
  token: Type.Optional(Type.String({ minLength: 16, maxLength: 128 })),
  /** Free trial: demo credit, nothing touches the ledger. */
  trial: Type.Optional(Type.Boolean()),
});
export type OpenSessionBody = Static<typeof OpenSessionBody>;

export const PlayerState = Type.Object({
  session: Type.String(),
  trial: Type.Boolean(),
  currency: Type.String(),
  /** Minor units. */
  balance: Type.Integer(),
  username: Type.Union([Type.String(), Type.Null()]),
});
export type PlayerState = Static<typeof PlayerState>;

// ---------------------------------------------------------------- slots

export const SlotSymbol = Type.Object({
  id: Type.Integer({ minimum: 0 }),
  /** A stable key the page draws ('dragon', 'wild', 'scatter', 'A', 'K' ...). */
  key: Type.String(),
  kind: Type.Union([Type.Literal('regular'), Type.Literal('wild'), Type.Literal('scatter')]),
  /** Line pays for 3, 4 and 5 of a kind, as multiples of the line bet (scatter: of the total bet). */
  pays: Type.Array(Type.Number(), { minItems: 3, maxItems: 3 }),
});
export type SlotSymbol = Static<typeof SlotSymbol>;

export const SlotGameInfo = Type.Object({
  gameCode: Type.String(),
  title: Type.String(),
  /** The art set the page draws: one of the engine's themes. */
  theme: Type.String(),
  reels: Type.Integer(),
  rows: Type.Integer(),
  symbols: Type.Array(SlotSymbol),
  /** Each payline as the row (0 top) on reels 1 to 5. */
  paylines: Type.Array(Type.Array(Type.Integer())),
  /** Total stakes per spin offered, in minor units (stake / lines = line bet). */
  betLevels: Type.Array(Type.Integer({ minimum: 1 })),
  /** Free spins awarded for 3, 4, 5 scatters; wins in free spins are multiplied. */
  freeSpins: Type.Object({ awards: Type.Array(Type.Integer()), multiplier: Type.Integer() }),
  /** The theoretical return to player in percent, computed exactly from the reel strips and paytable. */
  rtp: Type.Number(),
});
export type SlotGameInfo = Static<typeof SlotGameInfo>;

export const SlotSpinBody = Type.Object({
  session: Session,
  gameCode: Type.String({ pattern: '^[A-Za-z0-9_]{1,40}$' }),
  /** Total stake, one of the game's bet levels (minor units). */
  stake: Type.Integer({ minimum: 1 }),
  requestId: RequestId,
});
export type SlotSpinBody = Static<typeof SlotSpinBody>;

export const LineWin = Type.Object({
  /** Index into paylines; -1 for a scatter pay. */
  line: Type.Integer(),
  symbol: Type.Integer(),
  count: Type.Integer(),
  amount: Minor,
  /** Reel and row of each symbol that pays (for the highlight). */
  cells: Type.Array(Type.Tuple([Type.Integer(), Type.Integer()])),
});
export type LineWin = Static<typeof LineWin>;

export const SlotScreen = Type.Object({
  /** grid[reel][row] symbol ids. */
  grid: Type.Array(Type.Array(Type.Integer())),
  wins: Type.Array(LineWin),
  win: Minor,
});
export type SlotScreen = Static<typeof SlotScreen>;

export const SlotSpinResult = Type.Object({
  roundId: Type.String(),
  stake: Minor,
  base: SlotScreen,
  /** The free spins this spin triggered, played out on the server (retriggers included). */
  freeSpins: Type.Array(SlotScreen),
  totalWin: Minor,
  balance: Type.Integer(),
});
export type SlotSpinResult = Static<typeof SlotSpinResult>;

// ---------------------------------------------------------------- baccarat table

export const BACCARAT_BETS = ['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR'] as const;
export type BaccaratBet = (typeof BACCARAT_BETS)[number];

export const Card = Type.Object({
  /** 1 (ace) to 13 (king). */
  rank: Type.Integer({ minimum: 1, maximum: 13 }),
  suit: Type.Union([Type.Literal('S'), Type.Literal('H'), Type.Literal('D'), Type.Literal('C')]),
});
export type Card = Static<typeof Card>;

export const TableGameInfo = Type.Object({
  gameCode: Type.String(),
  title: Type.String(),
  /** Chip values offered (minor units). */
  chips: Type.Array(Type.Integer({ minimum: 1 })),
  minBet: Type.Integer(),
  maxBet: Type.Integer(),
  /** Payout odds per bet ('PLAYER': 1 pays 1 to 1; 'BANKER': 0.95). */
  odds: Type.Record(Type.String(), Type.Number()),
  /** Theoretical RTP in percent per bet, computed exactly. */
  rtp: Type.Record(Type.String(), Type.Number()),
});
export type TableGameInfo = Static<typeof TableGameInfo>;

export const TableDealBody = Type.Object({
  session: Session,
  gameCode: Type.String({ pattern: '^[A-Za-z0-9_]{1,40}$' }),
  /** Stake per bet spot (minor units); at least one above zero. */
  bets: Type.Object({
    PLAYER: Type.Optional(Minor),
    BANKER: Type.Optional(Minor),
    TIE: Type.Optional(Minor),
    PLAYER_PAIR: Type.Optional(Minor),
    BANKER_PAIR: Type.Optional(Minor),
  }),
  requestId: RequestId,
});
export type TableDealBody = Static<typeof TableDealBody>;

export const TableDealResult = Type.Object({
  roundId: Type.String(),
  player: Type.Array(Card),
  banker: Type.Array(Card),
  playerTotal: Type.Integer(),
  bankerTotal: Type.Integer(),
  outcome: Type.Union([Type.Literal('PLAYER'), Type.Literal('BANKER'), Type.Literal('TIE')]),
  stake: Minor,
  payout: Minor,
  balance: Type.Integer(),
});
export type TableDealResult = Static<typeof TableDealResult>;

// ---------------------------------------------------------------- the mini game (Hi-Lo dice)

/** The mini game's picks: the sum of two dice is low (2 to 6), seven, or high (8 to 12). */
export const MINI_PICKS = ['LOW', 'SEVEN', 'HIGH'] as const;
export type MiniPick = (typeof MINI_PICKS)[number];

export const MiniGameInfo = Type.Object({
  gameCode: Type.String(),
  title: Type.String(),
  /** The stakes offered (minor units), smallest first. */
  stakes: Type.Array(Type.Integer({ minimum: 1 })),
  /** What a winning pick pays per unit staked, stake included ('LOW': 2.3). */
  pays: Type.Record(Type.String(), Type.Number()),
  /** The published return to player in percent (the same for every pick), computed exactly. */
  rtp: Type.Number(),
  /** The published house edge in percent: 100 − rtp. */
  houseEdge: Type.Number(),
});
export type MiniGameInfo = Static<typeof MiniGameInfo>;

export const MiniRollBody = Type.Object({
  session: Session,
  gameCode: Type.String({ pattern: '^[A-Za-z0-9_]{1,40}$' }),
  pick: OneOf(MINI_PICKS),
  stake: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  requestId: RequestId,
});
export type MiniRollBody = Static<typeof MiniRollBody>;

export const MiniRollResult = Type.Object({
  roundId: Type.String(),
  pick: OneOf(MINI_PICKS),
  /** The two dice, 1 to 6 each. */
  dice: Type.Array(Type.Integer({ minimum: 1, maximum: 6 }), { minItems: 2, maxItems: 2 }),
  total: Type.Integer(),
  stake: Minor,
  payout: Minor,
  balance: Type.Integer(),
});
export type MiniRollResult = Static<typeof MiniRollResult>;

// ---------------------------------------------------------------- history (both vendors)

export const VendorRound = Type.Object({
  roundId: Type.String(),
  gameCode: Type.String(),
  stake: Minor,
  payout: Minor,
  /** A one-line summary the page shows ('3 x dragon on line 4', 'BANKER 7 : 5'). */
  summary: Type.String(),
  at: Type.String({ format: 'date-time' }),
});
export type VendorRound = Static<typeof VendorRound>;

// ---------------------------------------------------------------- sandbox vendor: events and fishing

export const SANDBOX_KINDS = ['sports', 'esports', 'cockfight', 'fish'] as const;
export type SandboxKind = (typeof SANDBOX_KINDS)[number];

export const SandboxEvent = Type.Object({
  eventId: Type.String(),
  kind: OneOf(SANDBOX_KINDS),
  league: Type.String(),
  home: Type.String(),
  away: Type.String(),
  startsAt: Type.String({ format: 'date-time' }),
  /** Decimal odds per pick ('HOME', 'DRAW', 'AWAY'; cockfight 'MERON', 'WALA', 'DRAW'). */
  odds: Type.Record(Type.String(), Type.Number()),
});
export type SandboxEvent = Static<typeof SandboxEvent>;

export const SandboxBetBody = Type.Object({
  session: Session,
  gameCode: Type.String({ pattern: '^[A-Za-z0-9_]{1,40}$' }),
  eventId: Type.String({ maxLength: 64 }),
  pick: Type.String({ pattern: '^[A-Z]{3,6}$' }),
  stake: Type.Integer({ minimum: 1 }),
  requestId: RequestId,
});
export type SandboxBetBody = Static<typeof SandboxBetBody>;

export const SandboxTicket = Type.Object({
  ticketId: Type.String(),
  eventId: Type.String(),
  match: Type.String(),
  pick: Type.String(),
  odds: Type.Number(),
  stake: Minor,
  status: Type.Union([
    Type.Literal('open'),
    Type.Literal('won'),
    Type.Literal('lost'),
    Type.Literal('refunded'),
  ]),
  payout: Minor,
  /** The result once settled ('HOME 2 : 1'). */
  result: Type.Union([Type.String(), Type.Null()]),
  placedAt: Type.String({ format: 'date-time' }),
});
export type SandboxTicket = Static<typeof SandboxTicket>;

/** POST /vendor/sandbox/v1/fish/shoot: one shot is one bet; a catch pays its fish's multiplier. */
export const FishShotBody = Type.Object({
  session: Session,
  gameCode: Type.String({ pattern: '^[A-Za-z0-9_]{1,40}$' }),
  stake: Type.Integer({ minimum: 1 }),
  /** The fish aimed at: its multiplier sets the payout and (inversely) the chance to catch it. */
  target: Type.String({ pattern: '^[a-z]{2,12}$' }),
  requestId: RequestId,
});
export type FishShotBody = Static<typeof FishShotBody>;

export const FishShotResult = Type.Object({
  roundId: Type.String(),
  target: Type.String(),
  caught: Type.Boolean(),
  multiplier: Type.Number(),
  stake: Minor,
  payout: Minor,
  balance: Type.Integer(),
});
export type FishShotResult = Static<typeof FishShotResult>;

// ---------------------------------------------------------------- sessions

/** POST /vendor/house/v1/session answers the player and the game (a slot or the table). */
export const HouseSession = Type.Object({
  player: PlayerState,
  slot: Type.Union([SlotGameInfo, Type.Null()]),
  table: Type.Union([TableGameInfo, Type.Null()]),
  /** The mini game (the portal's mini-game modal), when the session is at it. */
  mini: Type.Optional(Type.Union([MiniGameInfo, Type.Null()])),
});
export type HouseSession = Static<typeof HouseSession>;

export const FishTarget = Type.Object({
  target: Type.String(),
  /** Payout multiple of the stake when caught. */
  multiplier: Type.Number(),
});
export type FishTarget = Static<typeof FishTarget>;

/** POST /vendor/sandbox/v1/session */
export const SandboxSession = Type.Object({
  player: PlayerState,
  game: Type.Object({
    gameCode: Type.String(),
    title: Type.String(),
    kind: OneOf(SANDBOX_KINDS),
  }),
  /** Stakes offered (minor units). */
  stakes: Type.Array(Type.Integer({ minimum: 1 })),
  /** Fishing only: what can be aimed at. */
  targets: Type.Array(FishTarget),
});
export type SandboxSession = Static<typeof SandboxSession>;

/** Answer of placing a sandbox bet, and of settling an event (the tickets it settled). */
export const SandboxTickets = Type.Object({ tickets: Type.Array(SandboxTicket), balance: Type.Integer() });
export type SandboxTickets = Static<typeof SandboxTickets>;
