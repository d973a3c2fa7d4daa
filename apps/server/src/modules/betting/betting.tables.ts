import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.ts';

export type SeamlessTransactionsTable = {
  provider: string;
  tx_id: string;
  /** Bets are claimed by their own row in bets (migration 2026-11-23T1100). */
  operation: 'win' | 'refund';
  merchant_id: number;
  account_id: number;
  round_id: string;
  bet_tx_id: string | null;
  amount: number;
  reference: string | null;
  outcome: string;
  created_at: Generated<Date>;
};

export type BetsTable = {
  id: Generated<number>;
  merchant_id: number;
  account_id: number;
  provider: string;
  tx_id: string;
  round_id: string;
  vendor_code: string;
  game_code: string;
  game_name: string;
  game_category: string;
  stake: number;
  valid_bet: number;
  payout: Generated<number>;
  status: Generated<'open' | 'won' | 'lost' | 'refunded'>;
  placed_at: Generated<Date>;
  settled_at: Timestamp | null;
  /** The ledger entry's reference; null for a bet that landed refunded. */
  reference: string | null;
};

/** Settled bets per merchant and UTC day (won and lost; refunds are not bets): the dashboard's source. */
export type BetDailyTable = {
  merchant_id: number;
  /** yyyy-MM-dd (UTC). */
  day: string;
  bets: number;
  stake: number;
  valid_bet: number;
  payout: number;
  players: number;
  updated_at: Generated<Date>;
};

/** Who bet on a day: a period's active players are the distinct accounts over its days. */
export type BetDailyPlayersTable = { merchant_id: number; day: string; account_id: number };

/** The tables this module owns: only its stores read or write them. */
export type BettingTables = {
  seamless_transactions: SeamlessTransactionsTable;
  bets: BetsTable;
  bet_daily: BetDailyTable;
  bet_daily_players: BetDailyPlayersTable;
};
