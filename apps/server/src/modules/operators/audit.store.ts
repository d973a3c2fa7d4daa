import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export type AuditInsert = {
  operatorId: number | null;
  operatorName: string;
  merchantId: number | null;
  action: string;
  target: string | null;
  detail: Record<string, unknown>;
  ip: string;
  userAgent: string | null;
  createdAt: Date;
};

export type AuditFilter = {
  /** null: every merchant's rows, and the rows of no merchant. */
  merchantIds: number[] | null;
  /** An exact action, or a family: 'deposit' matches 'deposit.approve' and 'deposit.approve.refused'. */
  action?: string;
  operator?: string;
  target?: string;
  start?: Date;
  end?: Date;
  limit: number;
  offset: number;
};

export async function insertAudit(db: Database, row: AuditInsert): Promise<number> {
  const inserted = await db
    .insertInto('audit_log')
    .values({
      operator_id: row.operatorId,
      operator_name: row.operatorName,
      merchant_id: row.merchantId,
      action: row.action,
      target: row.target,
      detail: JSON.stringify(row.detail) as never,
      ip: row.ip,
      user_agent: row.userAgent,
      created_at: row.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/**
 * Completes a row written before its outcome was known (a decision): the only change an audit row
 * ever sees, and only while its outcome is still 'pending'.
 */
export function completeAudit(
  db: Database,
  id: number,
  row: { action: string; merchantId: number | null; detail: Record<string, unknown>; target?: string },
) {
  return db
    .updateTable('audit_log')
    .set({
      action: row.action,
      merchant_id: row.merchantId,
      detail: JSON.stringify(row.detail) as never,
      ...(row.target ? { target: row.target } : {}),
    })
    .where('id', '=', id)
    .where(sql<boolean>`detail->>'outcome' = 'pending'`)
    .execute();
}

function filtered(db: Database, filter: AuditFilter) {
  let query = db.selectFrom('audit_log');
  if (filter.merchantIds) query = query.where('audit_log.merchant_id', 'in', filter.merchantIds);
  if (filter.action) {
    const family = `${filter.action.replace(/[\\%_]/g, (c) => `\\${c}`)}.%`;
    const action = filter.action;
    query = query.where((eb) =>
      eb.or([eb('audit_log.action', '=', action), eb('audit_log.action', 'like', family)]),
    );
  }
  if (filter.operator) query = query.where('audit_log.operator_name', '=', filter.operator);
  if (filter.target) query = query.where('audit_log.target', '=', filter.target);
  if (filter.start) query = query.where('audit_log.created_at', '>=', filter.start);
  if (filter.end) query = query.where('audit_log.created_at', '<', filter.end);
  return query;
}

/** A page of the log, newest first, with the merchant's code; and the count of the whole filter. */
export async function listAudit(db: Database, filter: AuditFilter) {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .select([
        'audit_log.id',
        'audit_log.operator_name',
        'audit_log.merchant_id',
        'audit_log.action',
        'audit_log.target',
        'audit_log.detail',
        'audit_log.ip',
        'audit_log.user_agent',
        'audit_log.created_at',
      ])
      .orderBy('audit_log.created_at', 'desc')
      .orderBy('audit_log.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
