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

/** The tables this module owns: only its stores read or write them. */
export type AgentTables = {
  member_hourly: MemberHourlyTable;
  member_money_hourly: MemberMoneyHourlyTable;
};
