import type { Generated, JSONColumnType } from 'kysely';

/** What a free trial keeps besides its credit: recent rounds, answers by request id, sandbox tickets. */
export type TrialBookColumn = {
  rounds?: unknown[];
  answers?: Array<[string, unknown]>;
  tickets?: unknown[];
};

export type VendorTrialSessionsTable = {
  /** SHA-256 of the trial's session id: the id is the page's bearer credential and is not stored. */
  session_hash: string;
  currency: string;
  balance: number;
  book: JSONColumnType<TrialBookColumn, string, string>;
  created_at: Generated<Date>;
  expires_at: Date;
};

/** The tables the embedded vendors' shared player sessions own: only trials.store.ts reads or writes them. */
export type TrialsTables = {
  vendor_trial_sessions: VendorTrialSessionsTable;
};
