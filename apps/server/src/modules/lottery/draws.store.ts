import { type Insertable, sql, type Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { LotteryDrawsTable, LotteryGamesTable } from './lottery.tables.ts';

/** The lottery's games and draws: the only file that touches lottery_games and lottery_draws. */

export function enabledGames(db: Database) {
  return db.selectFrom('lottery_games').selectAll().where('enabled', '=', true).orderBy('id').execute();
}

export type GameRow = Awaited<ReturnType<typeof enabledGames>>[number];

export function gamesOf(db: Database, merchantId: number) {
  return db
    .selectFrom('lottery_games')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findGame(db: Database, merchantId: number, code: string) {
  return db
    .selectFrom('lottery_games')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('game_code', '=', code)
    .executeTakeFirst();
}

export function findGameById(db: Database, id: number) {
  return db.selectFrom('lottery_games').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The game's liability limit; with `lock`, its row locked for share: an operator's change of the limit (an
 * update of the row) waits for the slips splitting budgets under the old one, and they for it (decision
 * 0028).
 */
export async function limitOf(db: Database, gameId: number, lock = false): Promise<number> {
  const query = db.selectFrom('lottery_games').select('liability_limit').where('id', '=', gameId);
  const row = await (lock ? query.forShare() : query).executeTakeFirstOrThrow();
  return Number(row.liability_limit);
}

/** The game's last planned draw time, or null before its first. */
/** The issues of a game's draws still to come (whatever schedule planned them). */
export async function upcomingIssues(db: Database, gameId: number, now: Date): Promise<Set<string>> {
  const rows = await db
    .selectFrom('lottery_draws')
    .select('issue')
    .where('game_id', '=', gameId)
    .where('draw_at', '>', now)
    .execute();
  return new Set(rows.map((r) => r.issue));
}

/** Inserts planned draws; one already planned (same game and issue) is left as it is. */
export async function insertDraws(db: Database, rows: Insertable<LotteryDrawsTable>[]): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await db
    .insertInto('lottery_draws')
    .values(rows)
    .onConflict((oc) => oc.columns(['game_id', 'issue']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

/** Draws whose time has come and that the platform draws itself, oldest first, locked for this node. */
/** The draws whose sales closed in (from, to]: the drawing job's tick announces them. */
export function closedBetween(db: Database, from: Date, to: Date) {
  return (
    db
      .selectFrom('lottery_draws as d')
      .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
      .select(['d.merchant_id', 'd.issue', 'g.game_code'])
      // closes_at <= draw_at: the open draws still to be drawn after `from` (lottery_draws_due), a few per game.
      .where('d.draw_at', '>', from)
      .where('d.status', '=', 'open')
      .where('d.closes_at', '>', from)
      .where('d.closes_at', '<=', to)
      .execute()
  );
}

export function dueDraws(db: Database, now: Date, limit: number) {
  return db
    .selectFrom('lottery_draws as d')
    .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
    .select([
      'd.id',
      'd.game_id',
      'd.issue',
      'd.draw_at',
      'd.secret',
      'd.merchant_id',
      'g.game_code',
      'g.family',
      'g.source',
      'g.simulate',
    ])
    .where('d.status', '=', 'open')
    .where('d.draw_at', '<=', now)
    .where((eb) => eb.or([eb('g.source', '=', 'house'), eb('g.simulate', '=', true)]))
    .orderBy('d.draw_at')
    .limit(limit)
    .forUpdate('d')
    .skipLocked()
    .execute();
}

/**
 * A draw; locked for update (drawing, voiding, settling), or for share (a cancellation: it holds off those,
 * yet not the slips' key locks on the draw, which wait on no cancellation then).
 */
export function findDraw(db: Database, id: number, lock: boolean | 'share' = false) {
  const query = db.selectFrom('lottery_draws').selectAll().where('id', '=', id);
  return (lock === 'share' ? query.forShare() : lock ? query.forUpdate() : query).executeTakeFirst();
}

export type DrawRow = NonNullable<Awaited<ReturnType<typeof findDraw>>>;

export function findDrawByIssue(db: Database, gameId: number, issue: string) {
  return db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('issue', '=', issue)
    .executeTakeFirst();
}

export async function updateDraw(
  db: Database,
  id: number,
  values: Updateable<LotteryDrawsTable>,
): Promise<void> {
  await db.updateTable('lottery_draws').set(values).where('id', '=', id).execute();
}

/** The draws whose sales are open now, soonest first: the first is the current issue. */
export function openDraws(db: Database, gameId: number, now: Date, limit: number) {
  return db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('status', '=', 'open')
    .where('closes_at', '>', now)
    .orderBy('draw_at')
    .limit(limit)
    .execute();
}

/** A game's drawn (or settled) draws, newest first, before a draw time when paging. */
export function pastDraws(db: Database, gameId: number, limit: number, before?: Date) {
  let query = db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('status', 'in', ['drawn', 'settled']);
  if (before) query = query.where('draw_at', '<', before);
  return query.orderBy('draw_at', 'desc').limit(limit).execute();
}

/** Drawn draws whose settlement has not finished, for the sweep that defers their settlement again. */
export function unsettledDraws(db: Database, before: Date, limit: number) {
  return db
    .selectFrom('lottery_draws')
    .select(['id', 'draw_at'])
    .where('status', '=', 'drawn')
    .where('drawn_at', '<', before)
    .orderBy('draw_at')
    .limit(limit)
    .execute();
}

export const jsonb = (value: unknown) => sql<string>`${JSON.stringify(value)}::jsonb`;

export async function updateGame(
  db: Database,
  id: number,
  values: Updateable<LotteryGamesTable>,
): Promise<void> {
  await db.updateTable('lottery_games').set(values).where('id', '=', id).execute();
}

/** Drops a game's coming draws that have no ticket (a new schedule plans them again). */
export async function dropUnsoldDraws(db: Database, gameId: number, now: Date): Promise<void> {
  await db
    .deleteFrom('lottery_draws')
    .where('game_id', '=', gameId)
    .where('status', '=', 'open')
    .where('closes_at', '>', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('lottery_tickets as t').select('t.id').whereRef('t.draw_id', '=', 'lottery_draws.id'),
        ),
      ),
    )
    .execute();
}

/** A game's draws before an instant, latest first, with their tickets' count, stakes and payouts. */
export function drawsWithTotals(db: Database, gameId: number, before: Date, limit: number) {
  return db
    .selectFrom('lottery_draws as d')
    .leftJoin('lottery_tickets as t', 't.draw_id', 'd.id')
    .select([
      'd.id',
      'd.issue',
      'd.closes_at',
      'd.draw_at',
      'd.status',
      'd.result_source',
      'd.result',
      'd.settled_at',
      'd.void_reason',
      (eb) => eb.fn.count<number>('t.id').as('tickets'),
      (eb) => eb.fn.coalesce(eb.fn.sum<number>('t.stake'), eb.lit(0)).as('stake'),
      (eb) => eb.fn.coalesce(eb.fn.sum<number>('t.payout'), eb.lit(0)).as('payout'),
    ])
    .where('d.game_id', '=', gameId)
    .where('d.draw_at', '<', before)
    .groupBy('d.id')
    .orderBy('d.draw_at', 'desc')
    .limit(limit)
    .execute();
}
