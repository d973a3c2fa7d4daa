import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.ts';

type Money = ColumnType<string | number, number, number>;

/** A merchant's VIP settings: the rolling window the thresholds are counted over. */
export type VipSettingsTable = { merchant_id: number; window_days: number; updated_at: Generated<Date> };

/** A merchant's level: thresholds (deposits and valid bets over the window) and benefits. */
export type VipLevelsTable = {
  merchant_id: number;
  level: number;
  names: ColumnType<Record<string, string>, string, string>;
  min_deposit: Money;
  min_valid_bet: Money;
  withdraw_daily_limit: ColumnType<string | number | null, number | null, number | null>;
  withdraw_daily_count: number | null;
  level_up_bonus: Money;
  monthly_bonus: Money;
  turnover_multiplier: number;
  updated_at: Generated<Date>;
};

/** The level an account holds (upgraded at once by events, downgraded by the review). */
export type VipAccountsTable = {
  account_id: number;
  merchant_id: number;
  level: number;
  reached_at: Generated<Date>;
  reviewed_at: Timestamp | null;
};

/** An account's deposits and valid bets per merchant day, counted from the events. */
export type VipActivityTable = {
  merchant_id: number;
  account_id: number;
  day: ColumnType<string, string, string>;
  deposits: Money;
  valid_bet: Money;
};

/** A level-up or monthly bonus owed to an account: once per (account, kind, period), claimed as a bonus. */
export type VipRewardsTable = {
  id: Generated<string>;
  merchant_id: number;
  account_id: number;
  kind: 'levelUp' | 'monthly';
  level: number;
  period: string;
  amount: Money;
  turnover_multiplier: number;
  status: 'claimable' | 'claimed';
  created_at: Generated<Date>;
  claimed_at: Timestamp | null;
  bonus_ref: string | null;
};

/** The tables this module owns: only its stores read or write them. */
export type VipTables = {
  vip_settings: VipSettingsTable;
  vip_levels: VipLevelsTable;
  vip_accounts: VipAccountsTable;
  vip_activity: VipActivityTable;
  vip_rewards: VipRewardsTable;
};
