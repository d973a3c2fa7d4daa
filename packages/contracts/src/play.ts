/** Playing games: launch, favourites, records and rebates (issue 5; spec sections 2, 3, 4, 7 and 9). */

/** Favourite toggles are throttled to one per second (spec section 9). */
export const FAVOURITE_THROTTLE_MS = 1000;

/** The statuses of a bet record. */
export const BET_STATUSES = ['open', 'won', 'lost', 'refunded'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** Quick date ranges of the betting record and personal profit, in the merchant's days. */
export const RECORD_PERIODS = ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'lastMonth'] as const;
export type RecordPeriod = (typeof RECORD_PERIODS)[number];
/** The longest custom range of a record, in days (inclusive). */
export const MAX_RANGE_DAYS = 90;

/**
 * Rebate display rates in percent per product type (spec section 9), the default of every merchant;
 * a merchant's settings may replace them. Poker (PVP) has no rebate.
 */
export const DEFAULT_REBATE_RATES: Readonly<Record<string, number | null>> = {
  LOTT: 1,
  ELOTT: 1,
  FISH: 1,
  RNG: 1.2,
  LIVE: 0.8,
  SPORTS: 1,
  ESPORTS: 1,
  PVP: null,
};

/** Credit a free trial starts with, in minor units; it never touches the ledger. */
export const TRIAL_CREDIT = 200_000;

/** How the portal opens what launchGame answers (spec section 2, game launch). */
export const LAUNCH_MODES = ['popup', 'seamless'] as const;
export type LaunchMode = (typeof LAUNCH_MODES)[number];

export type {
  BetHistoryPage,
  BetHistoryQuery,
  BetRecord,
  FavouriteBody,
  FavouriteRemoveQuery,
  LaunchQuery,
  LaunchResult,
  ProfitQuery,
  ProfitReport,
  PvpRoom,
  RebateRate,
  RecentGame,
  TrialLaunchQuery,
} from './play.schema.ts';
