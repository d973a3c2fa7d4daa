import type { Generated, JSONColumnType } from 'kysely';

export type VendorSandboxTicketsTable = {
  ticket_id: string;
  player_id: string;
  game_code: string;
  event_id: string;
  match: string;
  pick: string;
  odds: string;
  stake: number;
  status: Generated<string>;
  payout: Generated<number>;
  result: string | null;
  placed_at: Generated<Date>;
};

/** A sandbox event's result: written once by the node that plays the event first; every node settles on it. */
export type VendorSandboxResultsTable = {
  event_id: string;
  game_code: string;
  result: string;
  score: Generated<string>;
  played_at: Generated<Date>;
};

/** A real player's fishing shot (without the balance): a retried request answers it on any node. */
export type VendorSandboxShotsTable = {
  round_id: string;
  player_id: string;
  game_code: string;
  result: JSONColumnType<Record<string, unknown>, string, string>;
  created_at: Generated<Date>;
};

/** The tables this module owns: only its stores read or write them. */
export type SandboxTables = {
  vendor_sandbox_tickets: VendorSandboxTicketsTable;
  vendor_sandbox_results: VendorSandboxResultsTable;
  vendor_sandbox_shots: VendorSandboxShotsTable;
};
