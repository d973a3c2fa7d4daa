/** Bets and their records: statuses, record periods, rebate rates (spec sections 3 and 7). */

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

export type {
  BetHistoryPage,
  BetHistoryQuery,
  BetRecord,
  ProfitQuery,
  ProfitReport,
  RebateRate,
} from './betting.schema.ts';
