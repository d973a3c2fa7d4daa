import type { Generated } from 'kysely';

export type LedgerAccountsTable = {
  id: Generated<number>;
  merchant_id: number;
  kind: 'wallet' | 'vendor' | 'house' | 'points';
  owner_id: number | null;
  code: string;
  balance: Generated<number>;
  created_at: Generated<Date>;
};

export type JournalEntriesTable = {
  id: Generated<number>;
  merchant_id: number;
  type: string;
  reference: string;
  source: string;
  idempotency_key: string;
  memo: Generated<Record<string, unknown>>;
  created_at: Generated<Date>;
};

export type JournalLinesTable = {
  entry_id: number;
  account_id: number;
  amount: number;
  balance_after: number | null;
};

/** The tables this module owns: only its stores read or write them. */
export type WalletTables = {
  ledger_accounts: LedgerAccountsTable;
  journal_entries: JournalEntriesTable;
  journal_lines: JournalLinesTable;
};
