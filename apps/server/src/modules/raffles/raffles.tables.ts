import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.ts';

type Money = ColumnType<string | number, number, number>;
type Json<T> = ColumnType<T, string, string>;

export type StoredPrize = { place: number; amount: number; turnoverMultiplier: number };

/**
 * A merchant's raffle (decision 0038): texts per language, the entry window [opens_at, closes_at), the draw
 * time, the ticket rules, the prizes, the commitment and the secret sealed until the draw reveals it.
 */
export type RafflesTable = {
  id: Generated<number>;
  merchant_id: number;
  titles: Json<Record<string, string>>;
  descriptions: Json<Record<string, string>>;
  opens_at: Timestamp;
  closes_at: Timestamp;
  draw_at: Timestamp;
  bet_per_ticket: ColumnType<string | number | null, number | null, number | null>;
  deposit_min: ColumnType<string | number | null, number | null, number | null>;
  tickets_per_deposit: number;
  max_tickets: number;
  prizes: Json<StoredPrize[]>;
  /** SHA-256 of the secret, published from the start. */
  commitment: string;
  /** The secret sealed by the raffles' secret box (context `raffle:<merchant>:<commitment>`). */
  sealed_secret: string;
  status: 'active' | 'drawn' | 'cancelled';
  /** Revealed at the draw, with the ticket list's hash and size. */
  secret: string | null;
  tickets_hash: string | null;
  total_tickets: number | null;
  entrants: number | null;
  drawn_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

/** Tickets an operator granted a player for a raffle (added to what its rules earn, under the cap). */
export type RaffleGrantsTable = {
  id: Generated<number>;
  raffle_id: number;
  account_id: number;
  tickets: number;
  reason: string;
  operator_id: number | null;
  created_at: Generated<Date>;
};

/** The ticket list frozen at the draw: entrant e holds tickets first_ticket .. first_ticket + tickets - 1. */
export type RaffleEntrantsTable = {
  raffle_id: number;
  entrant: number;
  account_id: number;
  tickets: number;
  first_ticket: number;
};

/** A place drawn: its prize, claimed once. */
export type RaffleWinnersTable = {
  raffle_id: number;
  place: number;
  account_id: number;
  merchant_id: number;
  entrant: number;
  ticket: number;
  amount: Money;
  turnover_multiplier: number;
  claimed_at: Timestamp | null;
};

/** The tables this module owns: only its store reads or writes them. */
export type RafflesTables = {
  raffles: RafflesTable;
  raffle_grants: RaffleGrantsTable;
  raffle_entrants: RaffleEntrantsTable;
  raffle_winners: RaffleWinnersTable;
};
