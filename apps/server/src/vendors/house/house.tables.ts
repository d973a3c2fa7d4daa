import type { Generated, JSONColumnType } from 'kysely';

export type VendorHouseRoundsTable = {
  round_id: string;
  player_id: string;
  game_code: string;
  stake: number;
  payout: number;
  summary: string;
  result: JSONColumnType<Record<string, unknown>>;
  created_at: Generated<Date>;
};

/** The tables this module owns: only its stores read or write them. */
export type HouseTables = {
  vendor_house_rounds: VendorHouseRoundsTable;
};
