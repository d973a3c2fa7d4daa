import { type Insertable, type RawBuilder, sql } from 'kysely';
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

/** The exposure a slip adds: a liability on a target of a draw. */
export type ExposureRow = { drawId: number; target: string; liability: number };

/** A target of a draw: the key of its exposure stripes. */
export type ExposureKey = { drawId: number; target: string };

/**
 * Whether an error is the exposure's CHECK (`liability <= budget` on a stripe): the stripe's budget is short
 * for the slip (or the stripe is new, or its budget was split from another limit). The slips service then
 * takes the slow path, which moves budget between the stripes under their locks or refuses the slip.
 */
export function isOverLimit(error: unknown): boolean {
  const pg = error as { code?: string; constraint?: string; message?: string };
  return pg.code === '23514' && (pg.constraint === EXPOSURE_LIMIT || !!pg.message?.includes(EXPOSURE_LIMIT));
}
const EXPOSURE_LIMIT = 'lottery_exposure_limit';

/** Targets in one order (draw, then target): every path locks stripes in (draw, target, stripe) order. */
export function inKeyOrder<T extends ExposureKey>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) =>
    a.drawId === b.drawId ? (a.target < b.target ? -1 : a.target > b.target ? 1 : 0) : a.drawId - b.drawId,
  );
}

const keyValues = (keys: readonly ExposureKey[]) =>
  sql.join(keys.map((k) => sql`(${k.drawId}::bigint, ${k.target}::text)`));

/**
 * A slip's rows as the ledger's companion (one statement with its debit, decision 0024): the order, its
 * tickets, their exposure and their bets (`bets`, a CTE of the betting module reading `made`), written
 * only while every draw is still open and once per request id. The exposure goes to the slip's stripe of
 * each target (decision 0028): the stripe's CHECK fails the whole statement when its budget is short or
 * was split from another limit than `limit` (the budget becomes 0). A stripe still to be made fails it
 * too: a row the upsert inserts (its limit_value -1 marks it; PostgreSQL checks a CHECK on the proposed
 * row before it looks for a conflict, so that row carries a budget that passes) makes the answer call
 * lottery_exposure_short(), which raises the same constraint's error. The entry is written only with the
 * order.
 */
export function slipCompanion(slip: {
  order: {
    merchantId: number;
    accountId: number;
    gameId: number;
    requestId: string;
    total: number;
    draws: number;
    stopOnWin: boolean;
    reference: string;
  };
  drawIds: readonly number[];
  tickets: ReadonlyArray<{
    drawId: number;
    play: string;
    pick: string;
    combinations: number;
    unitStake: number;
    multiplier: number;
    stake: number;
    odds: string;
  }>;
  /** In key order (inKeyOrder), one row per target. */
  exposure: readonly ExposureRow[];
  stripe: number;
  limit: number;
  bets: RawBuilder<unknown>;
}) {
  const { order } = slip;
  const ids = sql.join(slip.drawIds.map((id) => sql`${id}::bigint`));
  const ticketValues = sql.join(
    slip.tickets.map(
      (t) =>
        sql`(${t.drawId}::bigint, ${t.play}::text, ${t.pick}::jsonb, ${t.combinations}::int, ${t.unitStake}::bigint,
             ${t.multiplier}::int, ${t.stake}::bigint, ${t.odds}::jsonb)`,
    ),
  );
  const exposureValues = sql.join(
    slip.exposure.map(
      (e, n) => sql`(${n}::int, ${e.drawId}::bigint, ${e.target}::text, ${e.liability}::bigint)`,
    ),
  );
  return {
    before: sql`
      guard as (
        select count(*) = ${slip.drawIds.length}::int as open from lottery_draws
        where id in (${ids}) and status = 'open' and closes_at > now()
      ),
      placed_order as (
        insert into lottery_orders (merchant_id, account_id, game_id, request_id, total, draws, stop_on_win, reference)
        select ${order.merchantId}::int, ${order.accountId}::int, ${order.gameId}::int, ${order.requestId}::text,
               ${order.total}::bigint, ${order.draws}::int, ${order.stopOnWin}::boolean, ${order.reference}::text
        where (select open from guard)
        on conflict (account_id, request_id) do nothing
        returning id
      ),
      made as (
        insert into lottery_tickets (order_id, draw_id, merchant_id, account_id, play, pick, combinations,
                                     unit_stake, multiplier, stake, odds)
        select o.id, v.draw_id, ${order.merchantId}::int, ${order.accountId}::int, v.play, v.pick, v.combinations,
               v.unit_stake, v.multiplier, v.stake, v.odds
        from placed_order o
        cross join (values ${ticketValues}) as v(draw_id, play, pick, combinations, unit_stake, multiplier, stake, odds)
        returning id, draw_id, stake
      ),
      exposed as (
        insert into lottery_exposure (draw_id, target, stripe, liability, budget, limit_value)
        select v.draw_id, v.target, ${slip.stripe}::int, v.liability, v.liability, -1
        from (values ${exposureValues}) as v(n, draw_id, target, liability)
        where exists (select 1 from placed_order)
        order by v.n
        on conflict (draw_id, target, stripe) do update
          set liability = lottery_exposure.liability + excluded.liability,
              budget = case when lottery_exposure.limit_value = ${slip.limit}::bigint
                            then lottery_exposure.budget else 0 end
        returning limit_value
      ),
      ${slip.bets}`,
    when: sql`exists (select 1 from placed_order)`,
    select: sql`(select open from guard) as open,
      (select id from placed_order) as order_id,
      (select coalesce(json_agg(json_build_array(m.id, m.draw_id, m.stake) order by m.id), '[]'::json) from made m) as tickets,
      (select count(*) from exposed)::int as exposed,
      (select lottery_exposure_short() from exposed where limit_value < 0 limit 1) as short,
      (select count(*) from placed_bets)::int as bets`,
  };
}

export type SlipRow = {
  open: boolean;
  order_id: number | string | null;
  tickets: Array<[number | string, number | string, number | string]> | string;
};

/** A stripe of a target's exposure as the slow path reads it. */
export type StripeRow = {
  draw_id: number | string;
  target: string;
  stripe: number;
  liability: number | string;
  budget: number | string;
  limit_value: number | string;
};

/** One stripe of each target (a slip's own), unlocked: what the slow path checks first. */
export async function stripesOf(db: Database, keys: readonly ExposureKey[], stripe: number) {
  if (keys.length === 0) return [];
  const { rows } =
    await sql<StripeRow>`select e.draw_id, e.target, e.stripe, e.liability, e.budget, e.limit_value
    from lottery_exposure e
    where (e.draw_id, e.target) in (values ${keyValues(keys)}) and e.stripe = ${stripe}::int`.execute(db);
  return rows;
}

/**
 * Makes the stripes 0 to `stripes - 1` of targets that lack them, with no budget (the sum of a target's
 * budgets is unchanged): run on its own, committed at once, so no slip waits on an uncommitted stripe.
 */
export async function addStripes(db: Database, keys: readonly ExposureKey[], stripes: number, limit: number) {
  if (keys.length === 0) return;
  await sql`insert into lottery_exposure (draw_id, target, stripe, liability, budget, limit_value)
    select k.draw_id, k.target, s.stripe, 0, 0, ${limit}::bigint
    from (values ${keyValues(inKeyOrder(keys))}) as k(draw_id, target)
    cross join generate_series(0, ${stripes - 1}::int) as s(stripe)
    order by k.draw_id, k.target, s.stripe
    on conflict (draw_id, target, stripe) do nothing`.execute(db);
}

/**
 * Locks, in (draw, target, stripe) order, every stripe of the `whole` targets and the `stripe` of the
 * `own` targets: the rows a slip on the slow path reads and writes, so it waits on no other row later.
 */
export async function lockStripes(
  trx: Database,
  whole: readonly ExposureKey[],
  own: { keys: readonly ExposureKey[]; stripe: number },
) {
  const parts = [];
  if (whole.length > 0) parts.push(sql`(e.draw_id, e.target) in (values ${keyValues(whole)})`);
  if (own.keys.length > 0)
    parts.push(
      sql`((e.draw_id, e.target) in (values ${keyValues(own.keys)}) and e.stripe = ${own.stripe}::int)`,
    );
  if (parts.length === 0) return [];
  const { rows } =
    await sql<StripeRow>`select e.draw_id, e.target, e.stripe, e.liability, e.budget, e.limit_value
    from lottery_exposure e where ${sql.join(parts, sql` or `)}
    order by e.draw_id, e.target, e.stripe
    for update`.execute(trx);
  return rows;
}

/** The open draws' stripes of a game, locked in order: an operator's change of its limit splits them anew. */
export async function lockOpenStripes(trx: Database, gameId: number) {
  const { rows } =
    await sql<StripeRow>`select e.draw_id, e.target, e.stripe, e.liability, e.budget, e.limit_value
    from lottery_exposure e join lottery_draws d on d.id = e.draw_id
    where d.game_id = ${gameId}::int and d.status = 'open'
    order by e.draw_id, e.target, e.stripe
    for update of e`.execute(trx);
  return rows;
}

/** New liabilities and budgets of locked stripes, each split from `limit`. */
export async function setStripes(
  trx: Database,
  rows: ReadonlyArray<{ drawId: number; target: string; stripe: number; liability: number; budget: number }>,
  limit: number,
): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.drawId}::bigint, ${r.target}::text, ${r.stripe}::int, ${r.liability}::bigint, ${r.budget}::bigint)`,
    ),
  );
  await sql`update lottery_exposure e set liability = v.liability, budget = v.budget, limit_value = ${limit}::bigint
    from (values ${values}) as v(draw_id, target, stripe, liability, budget)
    where e.draw_id = v.draw_id and e.target = v.target and e.stripe = v.stripe`.execute(trx);
}

/** A draw's exposure (the sum of each target's stripes), largest first: what the house may owe per target. */
export function exposureOf(db: Database, drawId: number, limit: number) {
  return db
    .selectFrom('lottery_exposure')
    .select(['target', (eb) => eb.fn.sum<number | string>('liability').as('liability')])
    .where('draw_id', '=', drawId)
    .groupBy('target')
    .having((eb) => eb.fn.sum('liability'), '>', 0)
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
export function openTicketsOfDraw(db: Database, drawId: number, limit: number, afterId = 0) {
  return db
    .selectFrom('lottery_tickets as t')
    .innerJoin('lottery_orders as o', 'o.id', 't.order_id')
    .select([...ticketColumns, 'o.stop_on_win', 'o.game_id'])
    .where('t.draw_id', '=', drawId)
    .where('t.status', '=', 'open')
    .where('t.id', '>', afterId)
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
  // Three arrays, not a row of parameters per ticket; `id = any` makes the rows an index scan (joined to the
  // arrays alone, the planner hashes the whole table: a draw of 100,000 tickets settled in O(n²)).
  const ids = outcomes.map((o) => o.id);
  await sql`update lottery_tickets t set status = v.status, payout = v.payout, settled_at = ${at}
    from unnest(${ids}::bigint[], ${outcomes.map((o) => o.status)}::text[],
                ${outcomes.map((o) => o.payout)}::bigint[]) as v(id, status, payout)
    where t.id = any(${ids}::bigint[]) and t.id = v.id and t.status = 'open'`.execute(db);
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
