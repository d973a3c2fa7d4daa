import type { Generated } from 'kysely';

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

/** The tables this module owns: only its stores read or write them. */
export type SandboxTables = {
  vendor_sandbox_tickets: VendorSandboxTicketsTable;
};
