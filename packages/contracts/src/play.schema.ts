import { type Static, Type } from 'typebox';
import { LanguageCode, OneOf, Page } from './common.schema.ts';
import { Game } from './games.schema.ts';
import { BET_STATUSES, LAUNCH_MODES, RECORD_PERIODS } from './play.ts';

const VendorCode = Type.String({ pattern: '^[A-Za-z0-9_]{1,30}$' });
const GameCode = Type.String({ pattern: '^[A-Za-z0-9_]{1,40}$' });
const CategoryCode = Type.String({ pattern: '^[A-Z_]{2,20}$' });
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A day (YYYY-MM-DD)' });

/** GET /wps/game/launchGame: a real-money launch (login required; trial accounts refused). */
export const LaunchQuery = Type.Object({
  /** The game's nodeId, or vassalage and gameCode together. */
  nodeId: Type.Optional(Type.Integer({ minimum: 1 })),
  vassalage: Type.Optional(VendorCode),
  gameCode: Type.Optional(GameCode),
  language: Type.Optional(LanguageCode),
});
export type LaunchQuery = Static<typeof LaunchQuery>;

/** GET /wps/relay/GCS_gameTrialLaunch: a free trial (no login needed; only games with supportPlay 0). */
export const TrialLaunchQuery = LaunchQuery;
export type TrialLaunchQuery = Static<typeof TrialLaunchQuery>;

export const LaunchResult = Type.Object({
  /** The game's address: a page of this site (in-house and sandbox games) or the vendor's. */
  url: Type.String(),
  /** popup: the game popup (iframe); seamless: the /seamless page. */
  mode: OneOf(LAUNCH_MODES),
  trial: Type.Boolean(),
  game: Game,
});
export type LaunchResult = Static<typeof LaunchResult>;

/** POST /wps/relay/MCSFE_addFavoriteGameV2 (spec: nodeId, vendor, gameType). */
export const FavouriteBody = Type.Object({
  nodeId: Type.Integer({ minimum: 1 }),
  vendor: Type.Optional(VendorCode),
  gameType: Type.Optional(CategoryCode),
});
export type FavouriteBody = Static<typeof FavouriteBody>;

/** DELETE /wps/relay/MCSFE_removeFavoriteGameV2?nodeId= */
export const FavouriteRemoveQuery = Type.Object({ nodeId: Type.Integer({ minimum: 1 }) });
export type FavouriteRemoveQuery = Static<typeof FavouriteRemoveQuery>;

/** GET /wps/relay/MCSFE_getFavoriteGamesList and GCS_recentGame paging. */
export const GamePageQuery = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 12 })),
});

export const RecentGame = Type.Object({ game: Game, lastPlayedAt: Type.String({ format: 'date-time' }) });
export type RecentGame = Static<typeof RecentGame>;

/** GET /wps/relay/GLS2_roomList: the in-house card tables standing for PvP rooms. */
export const RoomQuery = Type.Object({ gameCode: Type.Optional(GameCode) });
export const PvpRoom = Type.Object({
  roomId: Type.String(),
  gameCode: Type.String(),
  name: Type.String(),
  /** Minor units. */
  minBet: Type.Integer(),
  maxBet: Type.Integer(),
  /** Players who played at the room's game in the last five minutes. */
  players: Type.Integer({ minimum: 0 }),
  seats: Type.Integer({ minimum: 1 }),
});
export type PvpRoom = Static<typeof PvpRoom>;

/** GET /wps/report/accountGameBetHistory (personalHistoryCopy). */
export const BetHistoryQuery = Type.Object({
  gameCategory: Type.Optional(CategoryCode),
  vendor: Type.Optional(VendorCode),
  status: Type.Optional(OneOf(BET_STATUSES)),
  period: Type.Optional(OneOf(RECORD_PERIODS)),
  /** A custom range instead of a period: first and last day, inclusive, at most 90 days. */
  startDate: Type.Optional(IsoDate),
  endDate: Type.Optional(IsoDate),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
});
export type BetHistoryQuery = Static<typeof BetHistoryQuery>;

export const BetRecord = Type.Object({
  id: Type.Integer(),
  betNo: Type.String(),
  vendor: Type.String(),
  gameCode: Type.String(),
  gameName: Type.String(),
  gameCategory: Type.String(),
  roundId: Type.String(),
  /** Minor units. */
  stake: Type.Integer(),
  validBet: Type.Integer(),
  payout: Type.Integer(),
  /** payout - stake once settled; 0 while open or refunded. */
  winLoss: Type.Integer(),
  status: OneOf(BET_STATUSES),
  placedAt: Type.String({ format: 'date-time' }),
  settledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type BetRecord = Static<typeof BetRecord>;

export const BetTotals = Type.Object({
  count: Type.Integer(),
  stake: Type.Integer(),
  validBet: Type.Integer(),
  payout: Type.Integer(),
  winLoss: Type.Integer(),
});

export const BetHistoryPage = Type.Object({ ...Page(BetRecord).properties, totals: BetTotals });
export type BetHistoryPage = Static<typeof BetHistoryPage>;

/** GET /wps/report/personalProfit: one period, by category. */
export const ProfitQuery = Type.Object({
  period: Type.Optional(OneOf(RECORD_PERIODS)),
  startDate: Type.Optional(IsoDate),
  endDate: Type.Optional(IsoDate),
  gameCategory: Type.Optional(CategoryCode),
});
export type ProfitQuery = Static<typeof ProfitQuery>;

export const ProfitRow = Type.Object({
  gameCategory: Type.String(),
  bets: Type.Integer(),
  stake: Type.Integer(),
  validBet: Type.Integer(),
  payout: Type.Integer(),
  /** payout - stake of settled bets (the player's side). */
  profit: Type.Integer(),
  /** Percent, or null where the category has no rebate. */
  rebateRate: Type.Union([Type.Number(), Type.Null()]),
  /** validBet x rate, rounded down to the minor unit (display only: paying it is a later issue). */
  rebate: Type.Integer(),
});
export const ProfitReport = Type.Object({
  startDate: IsoDate,
  endDate: IsoDate,
  rows: Type.Array(ProfitRow),
  totals: Type.Object({
    bets: Type.Integer(),
    stake: Type.Integer(),
    validBet: Type.Integer(),
    payout: Type.Integer(),
    profit: Type.Integer(),
    rebate: Type.Integer(),
  }),
});
export type ProfitReport = Static<typeof ProfitReport>;

/** GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType */
export const RebateRate = Type.Object({
  productType: Type.String(),
  /** Percent, null when the product has no rebate. */
  rate: Type.Union([Type.Number(), Type.Null()]),
});
export type RebateRate = Static<typeof RebateRate>;
