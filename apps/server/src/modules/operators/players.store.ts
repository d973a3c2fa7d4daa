import type { Database } from '../../db/database.ts';
import type { PlayerAdjustmentsTable } from './operators.tables.ts';

/** The statements of the operators' own player tables: notes and manual adjustments. */

type Paging = { offset: number; limit: number };

export function insertNote(
  db: Database,
  note: { merchantId: number; accountId: number; operatorId: number; body: string; at: Date },
) {
  return db
    .insertInto('player_notes')
    .values({
      merchant_id: note.merchantId,
      account_id: note.accountId,
      operator_id: note.operatorId,
      body: note.body,
      created_at: note.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A player's notes, newest first, with their authors' names and the total. */
export async function notesPage(db: Database, accountId: number, page: Paging) {
  const base = db.selectFrom('player_notes as n').where('n.account_id', '=', accountId);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .innerJoin('operators as o', 'o.id', 'n.operator_id')
      .select(['n.id', 'n.body', 'n.created_at', 'o.username as author'])
      .orderBy('n.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  ]);
  return { rows, total: Number(count.total) };
}

/** An adjustment with the names of the operators who asked for it and decided it. */
function adjustments(db: Database) {
  return db
    .selectFrom('player_adjustments as a')
    .innerJoin('operators as r', 'r.id', 'a.requested_by')
    .leftJoin('operators as d', 'd.id', 'a.decided_by')
    .select([
      'a.id',
      'a.merchant_id',
      'a.account_id',
      'a.direction',
      'a.amount',
      'a.reason',
      'a.status',
      'a.requested_by',
      'a.request_key',
      'a.requested_at',
      'a.decided_at',
      'a.note',
      'a.entry_id',
      'a.balance_after',
      'r.username as requester',
      'd.username as decider',
    ]);
}

export type AdjustmentRow = NonNullable<Awaited<ReturnType<typeof findAdjustment>>>;

export function findAdjustment(db: Database, id: number) {
  return adjustments(db).where('a.id', '=', id).executeTakeFirst();
}

export function findByRequest(db: Database, operatorId: number, requestKey: string) {
  return adjustments(db)
    .where('a.requested_by', '=', operatorId)
    .where('a.request_key', '=', requestKey)
    .executeTakeFirst();
}

/** A new adjustment, waiting; null when the requester's request key was used before. */
export async function insertAdjustment(
  db: Database,
  row: {
    merchantId: number;
    accountId: number;
    direction: PlayerAdjustmentsTable['direction'];
    amount: number;
    reason: string;
    requestedBy: number;
    requestKey: string;
    at: Date;
  },
): Promise<number | null> {
  const inserted = await db
    .insertInto('player_adjustments')
    .values({
      merchant_id: row.merchantId,
      account_id: row.accountId,
      direction: row.direction,
      amount: row.amount,
      reason: row.reason,
      status: 'pending',
      requested_by: row.requestedBy,
      request_key: row.requestKey,
      requested_at: row.at,
    })
    .onConflict((oc) => oc.columns(['requested_by', 'request_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/**
 * Takes a waiting adjustment for a decision: its row locked until the transaction ends, so a second
 * decision waits and then finds it decided. Undefined when it is not waiting (any more).
 */
export function claimPending(trx: Database, id: number) {
  return trx
    .selectFrom('player_adjustments')
    .select(['id', 'merchant_id', 'account_id', 'direction', 'amount', 'reason', 'requested_by'])
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
}

export type ClaimedAdjustment = NonNullable<Awaited<ReturnType<typeof claimPending>>>;

export function decideAdjustment(
  trx: Database,
  id: number,
  decision: {
    status: 'posted' | 'rejected';
    decidedBy: number | null;
    at: Date;
    note: string | null;
    entryId?: number;
    balanceAfter?: number | null;
  },
) {
  return trx
    .updateTable('player_adjustments')
    .set({
      status: decision.status,
      decided_by: decision.decidedBy,
      decided_at: decision.at,
      note: decision.note,
      entry_id: decision.entryId ?? null,
      balance_after: decision.balanceAfter ?? null,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

export type AdjustmentFilter = {
  /** null: every merchant. */
  merchantIds: readonly number[] | null;
  merchantId?: number;
  accountId?: number;
  status?: PlayerAdjustmentsTable['status'];
};

/** Adjustments under a filter, newest first, a page with the total. */
export async function adjustmentsPage(db: Database, filter: AdjustmentFilter, page: Paging) {
  if (filter.merchantIds?.length === 0) return { rows: [], total: 0 };
  let base = db.selectFrom('player_adjustments as a');
  if (filter.merchantIds) base = base.where('a.merchant_id', 'in', [...filter.merchantIds]);
  if (filter.merchantId !== undefined) base = base.where('a.merchant_id', '=', filter.merchantId);
  if (filter.accountId !== undefined) base = base.where('a.account_id', '=', filter.accountId);
  if (filter.status) base = base.where('a.status', '=', filter.status);
  const [count, ids] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base.select('a.id').orderBy('a.id', 'desc').offset(page.offset).limit(page.limit).execute(),
  ]);
  const rows =
    ids.length === 0
      ? []
      : await adjustments(db)
          .where(
            'a.id',
            'in',
            ids.map((row) => row.id),
          )
          .orderBy('a.id', 'desc')
          .execute();
  return { rows, total: Number(count.total) };
}
