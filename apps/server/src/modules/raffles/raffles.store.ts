import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { RafflesTable, StoredPrize } from './raffles.tables.ts';

/** The raffles module's SQL: only this file reads or writes its tables. */

export type RaffleRow = {
  id: number;
  merchant_id: number;
  titles: Record<string, string>;
  descriptions: Record<string, string>;
  opens_at: Date;
  closes_at: Date;
  draw_at: Date;
  bet_per_ticket: number | null;
  deposit_min: number | null;
  tickets_per_deposit: number;
  max_tickets: number;
  prizes: StoredPrize[];
  commitment: string;
  sealed_secret: string;
  status: RafflesTable['status'];
  secret: string | null;
  tickets_hash: string | null;
  total_tickets: number | null;
  entrants: number | null;
  drawn_at: Date | null;
};

export type RaffleInput = {
  titles: Record<string, string>;
  descriptions: Record<string, string>;
  opens_at: Date;
  closes_at: Date;
  draw_at: Date;
  bet_per_ticket: number | null;
  deposit_min: number | null;
  tickets_per_deposit: number;
  max_tickets: number;
  prizes: StoredPrize[];
};

const num = (v: string | number | null) => (v === null ? null : Number(v));
const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

// biome-ignore lint/suspicious/noExplicitAny: one mapping for the rows of every select below.
function rowOf(r: any): RaffleRow {
  return {
    ...r,
    titles: json(r.titles),
    descriptions: json(r.descriptions),
    prizes: json(r.prizes),
    opens_at: new Date(r.opens_at),
    closes_at: new Date(r.closes_at),
    draw_at: new Date(r.draw_at),
    drawn_at: r.drawn_at ? new Date(r.drawn_at) : null,
    bet_per_ticket: num(r.bet_per_ticket),
    deposit_min: num(r.deposit_min),
  };
}

const values = (input: RaffleInput) => ({
  titles: JSON.stringify(input.titles),
  descriptions: JSON.stringify(input.descriptions),
  opens_at: input.opens_at,
  closes_at: input.closes_at,
  draw_at: input.draw_at,
  bet_per_ticket: input.bet_per_ticket,
  deposit_min: input.deposit_min,
  tickets_per_deposit: input.tickets_per_deposit,
  max_tickets: input.max_tickets,
  prizes: JSON.stringify(input.prizes),
});

export async function insertRaffle(
  db: Database,
  merchantId: number,
  input: RaffleInput,
  commit: { commitment: string; sealed: string },
): Promise<RaffleRow> {
  const row = await db
    .insertInto('raffles')
    .values({
      merchant_id: merchantId,
      ...values(input),
      commitment: commit.commitment,
      sealed_secret: commit.sealed,
      status: 'active',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return rowOf(row);
}

/** Changes a raffle whose window has not opened yet (checked in the update): false when it had. */
export async function updateUpcoming(db: Database, id: number, input: RaffleInput, now: Date) {
  const row = await db
    .updateTable('raffles')
    .set({ ...values(input), updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .where('opens_at', '>', now)
    .returningAll()
    .executeTakeFirst();
  return row ? rowOf(row) : null;
}

export async function raffle(db: Database, id: number): Promise<RaffleRow | null> {
  const row = await db.selectFrom('raffles').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? rowOf(row) : null;
}

/** A merchant's raffles, the latest draw time first (operators). */
export async function raffles(db: Database, merchantId: number, limit: number): Promise<RaffleRow[]> {
  const rows = await db
    .selectFrom('raffles')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('draw_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(rowOf);
}

/** The raffles players see: not cancelled, not drawn before `since`; the soonest draw first. */
export async function current(db: Database, merchantId: number, since: Date): Promise<RaffleRow[]> {
  const rows = await db
    .selectFrom('raffles')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('status', '!=', 'cancelled')
    .where((eb) => eb.or([eb('drawn_at', 'is', null), eb('drawn_at', '>=', since)]))
    .orderBy('draw_at')
    .orderBy('id')
    .limit(20)
    .execute();
  return rows.map(rowOf);
}

/** Raffles due for their draw at `now`, every merchant's. */
export async function due(db: Database, now: Date, limit: number): Promise<RaffleRow[]> {
  const rows = await db
    .selectFrom('raffles')
    .selectAll()
    .where('status', '=', 'active')
    .where('draw_at', '<=', now)
    .orderBy('draw_at')
    .limit(limit)
    .execute();
  return rows.map(rowOf);
}

export async function cancel(db: Database, id: number, now: Date): Promise<RaffleRow | null> {
  const row = await db
    .updateTable('raffles')
    .set({ status: 'cancelled', updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .returningAll()
    .executeTakeFirst();
  return row ? rowOf(row) : null;
}

/** Draw now: an open raffle's window closes now and its draw is due now (false: not open any more). */
export async function closeNow(db: Database, id: number, now: Date): Promise<boolean> {
  const done = await db
    .updateTable('raffles')
    .set({
      closes_at: sql<Date>`least(closes_at, ${now}::timestamptz)`,
      draw_at: sql<Date>`least(draw_at, ${now}::timestamptz)`,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .where('opens_at', '<', now)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** Locks an active raffle for its draw: the row, or null when it is drawn, cancelled or gone. */
export async function lockActive(trx: Database, id: number): Promise<RaffleRow | null> {
  const row = await trx
    .selectFrom('raffles')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'active')
    .forUpdate()
    .executeTakeFirst();
  return row ? rowOf(row) : null;
}

export async function markDrawn(
  trx: Database,
  id: number,
  draw: { secret: string; ticketsHash: string; totalTickets: number; entrants: number; at: Date },
) {
  const done = await trx
    .updateTable('raffles')
    .set({
      status: 'drawn',
      secret: draw.secret,
      tickets_hash: draw.ticketsHash,
      total_tickets: draw.totalTickets,
      entrants: draw.entrants,
      drawn_at: draw.at,
      updated_at: draw.at,
    })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

export async function insertGrant(
  db: Database,
  grant: { raffleId: number; accountId: number; tickets: number; reason: string; operatorId: number | null },
) {
  await db
    .insertInto('raffle_grants')
    .values({
      raffle_id: grant.raffleId,
      account_id: grant.accountId,
      tickets: grant.tickets,
      reason: grant.reason,
      operator_id: grant.operatorId,
    })
    .execute();
}

/** Granted tickets per account of a raffle (one account's when given). */
export async function grants(
  db: Database,
  raffleId: number,
  accountId?: number,
): Promise<Map<number, number>> {
  let query = db
    .selectFrom('raffle_grants')
    .select(['account_id', (eb) => eb.fn.sum<string>('tickets').as('tickets')])
    .where('raffle_id', '=', raffleId)
    .groupBy('account_id');
  if (accountId !== undefined) query = query.where('account_id', '=', accountId);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.account_id, Number(r.tickets)]));
}

/** Tickets granted per raffle (the operators' list). */
export async function grantTotals(db: Database, raffleIds: readonly number[]): Promise<Map<number, number>> {
  if (raffleIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('raffle_grants')
    .select(['raffle_id', (eb) => eb.fn.sum<string>('tickets').as('tickets')])
    .where('raffle_id', 'in', [...raffleIds])
    .groupBy('raffle_id')
    .execute();
  return new Map(rows.map((r) => [r.raffle_id, Number(r.tickets)]));
}

export type EntrantRow = { entrant: number; account_id: number; tickets: number; first_ticket: number };

export async function insertEntrants(trx: Database, raffleId: number, entrants: readonly EntrantRow[]) {
  for (let i = 0; i < entrants.length; i += 1000)
    await trx
      .insertInto('raffle_entrants')
      .values(entrants.slice(i, i + 1000).map((e) => ({ raffle_id: raffleId, ...e })))
      .execute();
}

export async function entrants(db: Database, raffleId: number): Promise<EntrantRow[]> {
  return db
    .selectFrom('raffle_entrants')
    .select(['entrant', 'account_id', 'tickets', 'first_ticket'])
    .where('raffle_id', '=', raffleId)
    .orderBy('entrant')
    .execute();
}

/** The ticket lists of drawn raffles: each entrant's tickets in entrant order. */
export async function ticketLists(
  db: Database,
  raffleIds: readonly number[],
): Promise<Map<number, number[]>> {
  const lists = new Map<number, number[]>();
  if (raffleIds.length === 0) return lists;
  const rows = await db
    .selectFrom('raffle_entrants')
    .select(['raffle_id', 'tickets'])
    .where('raffle_id', 'in', [...raffleIds])
    .orderBy('raffle_id')
    .orderBy('entrant')
    .execute();
  for (const r of rows) lists.set(r.raffle_id, [...(lists.get(r.raffle_id) ?? []), r.tickets]);
  return lists;
}

/** The caller's entry of each drawn raffle. */
export async function entriesOf(db: Database, raffleIds: readonly number[], accountId: number) {
  if (raffleIds.length === 0) return [];
  return db
    .selectFrom('raffle_entrants')
    .select(['raffle_id', 'entrant', 'tickets', 'first_ticket'])
    .where('raffle_id', 'in', [...raffleIds])
    .where('account_id', '=', accountId)
    .execute();
}

export type WinnerRow = {
  raffle_id: number;
  place: number;
  account_id: number;
  entrant: number;
  ticket: number;
  amount: number;
  turnover_multiplier: number;
  claimed_at: Date | null;
};

export async function insertWinners(
  trx: Database,
  merchantId: number,
  winners: readonly Omit<WinnerRow, 'claimed_at'>[],
) {
  if (winners.length === 0) return;
  await trx
    .insertInto('raffle_winners')
    .values(winners.map((w) => ({ ...w, merchant_id: merchantId })))
    .execute();
}

export async function winners(db: Database, raffleIds: readonly number[]): Promise<WinnerRow[]> {
  if (raffleIds.length === 0) return [];
  const rows = await db
    .selectFrom('raffle_winners')
    .select([
      'raffle_id',
      'place',
      'account_id',
      'entrant',
      'ticket',
      'amount',
      'turnover_multiplier',
      'claimed_at',
    ])
    .where('raffle_id', 'in', [...raffleIds])
    .orderBy('raffle_id')
    .orderBy('place')
    .execute();
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

/** An account's unclaimed places (the reward centre). */
export async function unclaimedOf(db: Database, merchantId: number, accountId: number) {
  const rows = await db
    .selectFrom('raffle_winners')
    .innerJoin('raffles', 'raffles.id', 'raffle_winners.raffle_id')
    .select([
      'raffle_winners.raffle_id',
      'raffle_winners.place',
      'raffle_winners.amount',
      'raffle_winners.turnover_multiplier',
      'raffles.titles',
    ])
    .where('raffle_winners.merchant_id', '=', merchantId)
    .where('raffle_winners.account_id', '=', accountId)
    .where('raffle_winners.claimed_at', 'is', null)
    .orderBy('raffle_winners.raffle_id')
    .execute();
  return rows.map((r) => ({
    ...r,
    amount: Number(r.amount),
    titles: json<Record<string, string>>(r.titles),
  }));
}

/** Marks the account's place in a raffle claimed (once, whoever races): the place, or null. */
export async function markClaimed(trx: Database, raffleId: number, accountId: number, at: Date) {
  const row = await trx
    .updateTable('raffle_winners')
    .set({ claimed_at: at })
    .where('raffle_id', '=', raffleId)
    .where('account_id', '=', accountId)
    .where('claimed_at', 'is', null)
    .returning(['place', 'amount', 'turnover_multiplier', 'merchant_id'])
    .executeTakeFirst();
  return row ? { ...row, amount: Number(row.amount) } : null;
}
