import { type Insertable, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { LotteryOrdersTable, LotteryTicketsTable, TicketStatus } from './lottery.tables.ts';

/** Slips and tickets: the only file that touches lottery_orders, lottery_tickets and lottery_exposure. */

export function findOrder(db: Database, accountId: number, requestId: string) {
  return db
    .selectFrom('lottery_orders')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export async function insertOrder(db: Database, row: Insertable<LotteryOrdersTable>): Promise<number> {
  const { id } = await db.insertInto('lottery_orders').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(id);
}

export async function insertTickets(db: Database, rows: Insertable<LotteryTicketsTable>[]) {
  return db.insertInto('lottery_tickets').values(rows).returning(['id', 'draw_id', 'stake']).execute();
}

/**
 * Adds liability to a draw's targets and answers each target's total after it; the caller refuses the slip
 * when one is over the limit (its transaction then undoes the additions).
 */
export async function addExposure(
  db: Database,
  rows: ReadonlyArray<{ drawId: number; target: string; liability: number }>,
): Promise<Array<{ target: string; liability: number }>> {
  if (rows.length === 0) return [];
  return db
    .insertInto('lottery_exposure')
    .values(rows.map((r) => ({ draw_id: r.drawId, target: r.target, liability: r.liability })))
    .onConflict((oc) =>
      oc
        .columns(['draw_id', 'target'])
        .doUpdateSet({ liability: sql`lottery_exposure.liability + excluded.liability` }),
    )
    .returning(['target', 'liability'])
    .execute();
}

export async function removeExposure(
  db: Database,
  rows: ReadonlyArray<{ drawId: number; target: string; liability: number }>,
): Promise<void> {
  for (const r of rows) {
    await db
      .updateTable('lottery_exposure')
      .set({ liability: sql`greatest(liability - ${r.liability}, 0)` })
      .where('draw_id', '=', r.drawId)
      .where('target', '=', r.target)
      .execute();
  }
}

/** A draw's exposure, largest first: what the house may owe per target. */
export function exposureOf(db: Database, drawId: number, limit: number) {
  return db
    .selectFrom('lottery_exposure')
    .select(['target', 'liability'])
    .where('draw_id', '=', drawId)
    .where('liability', '>', 0)
    .orderBy('liability', 'desc')
    .orderBy('target')
    .limit(limit)
    .execute();
}

const ticketColumns = [
  't.id',
  't.order_id',
  't.draw_id',
  't.merchant_id',
  't.account_id',
  't.play',
  't.pick',
  't.combinations',
  't.unit_stake',
  't.multiplier',
  't.stake',
  't.odds',
  't.status',
  't.payout',
  't.settled_at',
] as const;

/** The next open tickets of a draw after an id, locked: one batch of its settlement. */
export function openTicketsOfDraw(db: Database, drawId: number, limit: number) {
  return db
    .selectFrom('lottery_tickets as t')
    .innerJoin('lottery_orders as o', 'o.id', 't.order_id')
    .select([...ticketColumns, 'o.stop_on_win', 'o.game_id'])
    .where('t.draw_id', '=', drawId)
    .where('t.status', '=', 'open')
    .orderBy('t.id')
    .limit(limit)
    .forUpdate('t')
    .execute();
}

export type OpenTicket = Awaited<ReturnType<typeof openTicketsOfDraw>>[number];

/** The open tickets of orders (a chase stopped by a win), locked. */
export function openTicketsOfOrders(db: Database, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('lottery_tickets as t')
    .select(ticketColumns)
    .where('t.order_id', 'in', orderIds)
    .where('t.status', '=', 'open')
    .orderBy('t.id')
    .forUpdate()
    .execute();
}

export async function setOutcomes(
  db: Database,
  outcomes: ReadonlyArray<{ id: number; status: TicketStatus; payout: number }>,
  at: Date,
): Promise<void> {
  if (outcomes.length === 0) return;
  const values = sql.join(
    outcomes.map((o) => sql`(${o.id}::bigint, ${o.status}::text, ${o.payout}::bigint)`),
  );
  await sql`update lottery_tickets t set status = v.status, payout = v.payout, settled_at = ${at}
    from (values ${values}) as v(id, status, payout) where t.id = v.id and t.status = 'open'`.execute(db);
}

export function findTicket(db: Database, id: number, lock = false) {
  const query = db.selectFrom('lottery_tickets as t').select(ticketColumns).where('t.id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export type TicketRow = NonNullable<Awaited<ReturnType<typeof findTicket>>>;

/** A member's tickets with their draws and games, newest first, after filters; keyset by id. */
export function ticketsOf(
  db: Database,
  filter: {
    accountId: number;
    merchantId: number;
    since?: Date;
    until?: Date;
    gameId?: number;
    status?: TicketStatus;
    beforeId?: number;
    limit: number;
  },
) {
  let query = db
    .selectFrom('lottery_tickets as t')
    .innerJoin('lottery_draws as d', 'd.id', 't.draw_id')
    .innerJoin('lottery_orders as o', 'o.id', 't.order_id')
    .innerJoin('lottery_games as g', 'g.id', 'o.game_id')
    .select([
      ...ticketColumns,
      'o.created_at',
      'o.request_id',
      'o.draws as chase_draws',
      'o.stop_on_win',
      'd.issue',
      'd.draw_at',
      'd.closes_at',
      'd.status as draw_status',
      'd.result',
      'g.game_code',
      'g.vendor_code',
      'g.family',
      'g.cancel_allowed',
    ])
    .where('t.account_id', '=', filter.accountId)
    .where('t.merchant_id', '=', filter.merchantId);
  if (filter.since) query = query.where('o.created_at', '>=', filter.since);
  if (filter.until) query = query.where('o.created_at', '<', filter.until);
  if (filter.gameId) query = query.where('o.game_id', '=', filter.gameId);
  if (filter.status) query = query.where('t.status', '=', filter.status);
  if (filter.beforeId) query = query.where('t.id', '<', filter.beforeId);
  return query.orderBy('t.id', 'desc').limit(filter.limit).execute();
}

export type MemberTicket = Awaited<ReturnType<typeof ticketsOf>>[number];

/** How many open tickets a draw still has (a settlement is done when none). */
export async function openCount(db: Database, drawId: number): Promise<number> {
  const row = await db
    .selectFrom('lottery_tickets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('draw_id', '=', drawId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The issues of an order's tickets, one per ticket, in draw order. */
export async function issuesOfOrder(db: Database, orderId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('lottery_tickets as t')
    .innerJoin('lottery_draws as d', 'd.id', 't.draw_id')
    .select(['d.issue'])
    .where('t.order_id', '=', orderId)
    .orderBy('d.draw_at')
    .orderBy('t.id')
    .execute();
  return rows.map((r) => r.issue);
}

/** The accounts with open tickets in a draw. */
export async function accountsOfDraw(db: Database, drawId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('lottery_tickets')
    .select('account_id')
    .distinct()
    .where('draw_id', '=', drawId)
    .where('status', '=', 'open')
    .execute();
  return rows.map((r) => r.account_id);
}

/** The biggest wins since an instant, largest first: the winners' ranking. */
export function bigWins(
  db: Database,
  filter: { merchantId: number; since: Date; gameId?: number; limit: number },
) {
  let query = db
    .selectFrom('lottery_tickets as t')
    .innerJoin('lottery_orders as o', 'o.id', 't.order_id')
    .innerJoin('lottery_draws as d', 'd.id', 't.draw_id')
    .innerJoin('lottery_games as g', 'g.id', 'o.game_id')
    .select(['t.account_id', 't.payout', 't.settled_at', 'd.issue', 'g.game_code', 'g.vendor_code'])
    .where('t.merchant_id', '=', filter.merchantId)
    .where('t.status', '=', 'won')
    .where('t.settled_at', '>=', filter.since);
  if (filter.gameId) query = query.where('o.game_id', '=', filter.gameId);
  return query.orderBy('t.payout', 'desc').orderBy('t.id').limit(filter.limit).execute();
}

/** Tickets per game since an instant: what is popular now. */
export async function ticketCounts(
  db: Database,
  merchantId: number,
  since: Date,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('lottery_orders')
    .select(['game_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('merchant_id', '=', merchantId)
    .where('created_at', '>=', since)
    .groupBy('game_id')
    .execute();
  return new Map(rows.map((r) => [r.game_id, Number(r.n)]));
}

/** The games a member bet on, the latest first. */
export async function recentGameIds(db: Database, accountId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('lottery_orders')
    .select(['game_id', (eb) => eb.fn.max('created_at').as('last')])
    .where('account_id', '=', accountId)
    .groupBy('game_id')
    .orderBy('last', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.game_id);
}
