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

/** The tables this module owns: only its stores read or write them. */
export type BettingTables = {
  seamless_transactions: SeamlessTransactionsTable;
  bets: BetsTable;
};
