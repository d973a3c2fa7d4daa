import type { Timestamp } from '../../db/column-types.ts';

/**
 * Settled bets (won and lost) per member, UTC hour and game category (decision 0026): the source of
 * every team sum of bets. Maintained from bet.settled, rebuilt from the bets by `ops rollups rebuild`.
 */
export type MemberHourlyTable = {
  merchant_id: number;
  account_id: number;
  hour: Timestamp;
  game_category: string;
  bets: number;
  stake: number;
  valid_bet: number;
  payout: number;
};

/** Paid deposits and withdrawals per member and UTC hour: the source of every team sum of money. */
export type MemberMoneyHourlyTable = {
  merchant_id: number;
  account_id: number;
  hour: Timestamp;
  deposits: number;
  deposit_count: number;
  withdrawals: number;
  withdrawal_count: number;
};

/** The periods whose active members are counted per agent. */
export type ActiveBucket = 'hour' | 'day' | 'week' | 'month';

/** member_hourly summed per agent above the member (every ancestor, depth >= 1): a team's bets per hour. */
export type TeamHourlyTable = Omit<MemberHourlyTable, 'account_id'> & { ancestor_id: number };

/** member_money_hourly summed per agent above the member. */
export type TeamMoneyHourlyTable = Omit<MemberMoneyHourlyTable, 'account_id'> & { ancestor_id: number };

/** How many of an agent's team bet in an hour (UTC) or a merchant day, week or month (its start). */
export type TeamActiveTable = {
  merchant_id: number;
  ancestor_id: number;
  bucket: ActiveBucket;
  at: Timestamp;
  members: number;
};

/**
 * member_hourly summed per member, category and merchant day or month (decision 0032): kept by the same
 * statement as the hour, rebuilt with it; the per-member lists read them for whole days.
 */
export type MemberPeriodsTable = Omit<MemberHourlyTable, 'hour'> & { bucket: 'day' | 'month'; at: Timestamp };

/** member_money_hourly summed per member and merchant day or month. */
export type MemberMoneyPeriodsTable = Omit<MemberMoneyHourlyTable, 'hour'> & {
  bucket: 'day' | 'month';
  at: Timestamp;
};

/** The tables this module owns: only its stores read or write them. */
export type AgentTables = {
  member_hourly: MemberHourlyTable;
  member_money_hourly: MemberMoneyHourlyTable;
  team_hourly: TeamHourlyTable;
  team_money_hourly: TeamMoneyHourlyTable;
  team_active: TeamActiveTable;
  member_periods: MemberPeriodsTable;
  member_money_periods: MemberMoneyPeriodsTable;
};
