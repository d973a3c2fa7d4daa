import type { ClaimPeriod, RebateKind, RebateMode } from '@portal/contracts/rebates';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.ts';

/** One category's part of a payment: its valid bets, the rate applied, the amount. */
export type CategoryPart = { category: string; validBet: number; rate: number; amount: number };

/** A merchant's rebate settings; a merchant without a row pays no rebates (decision 0031). */
export type RebateSettingsTable = {
  merchant_id: number;
  mode: RebateMode;
  daily_hour: number;
  claim_period: ClaimPeriod;
  /** Bets settled from this instant on earn rebates. */
  since: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: Generated<Date>;
};

/** Rates in basis points per VIP level (0: below the first level) and game category. */
export type RebateRatesTable = { merchant_id: number; level: number; category: string; rate: number };

/** An upline agent's rate for one of its downline accounts, at most its own. */
export type RebateOverridesTable = {
  merchant_id: number;
  account_id: number;
  category: string;
  rate: number;
  set_by: number;
  updated_at: Generated<Date>;
};

/** Every valid bet an account settled before `paid_until` has been rebated (by the job or a claim). */
export type RebateWatermarksTable = {
  account_id: number;
  merchant_id: number;
  paid_until: ColumnType<Date, Date, Date>;
  last_claim_at: Timestamp | null;
};

/** A daily run: one merchant day's rebates, paid at the merchant's hour; re-runnable. */
export type RebateRunsTable = {
  id: Generated<number>;
  merchant_id: number;
  day: ColumnType<string, string, string>;
  period_start: ColumnType<Date, Date, Date>;
  period_end: ColumnType<Date, Date, Date>;
  status: 'running' | 'done' | 'failed';
  players: Generated<number>;
  paid: Generated<number>;
  amount: ColumnType<string | number, number | undefined, number>;
  attempts: Generated<number>;
  started_at: Generated<Date>;
  finished_at: Timestamp | null;
  error: string | null;
};

/** A rebate paid to an account for the bets settled in [window_start, window_end): unique per window start. */
export type RebatePaymentsTable = {
  id: Generated<string>;
  merchant_id: number;
  account_id: number;
  kind: RebateKind;
  run_id: number | null;
  window_start: ColumnType<Date, Date, Date>;
  window_end: ColumnType<Date, Date, Date>;
  valid_bet: ColumnType<string | number, number, number>;
  amount: ColumnType<string | number, number, number>;
  categories: ColumnType<CategoryPart[], string, string>;
  entry_id: ColumnType<string | number, number, number>;
  created_at: Generated<Date>;
};

/** The tables this module owns: only its stores read or write them. */
export type RebatesTables = {
  rebate_settings: RebateSettingsTable;
  rebate_rates: RebateRatesTable;
  rebate_overrides: RebateOverridesTable;
  rebate_watermarks: RebateWatermarksTable;
  rebate_runs: RebateRunsTable;
  rebate_payments: RebatePaymentsTable;
};
