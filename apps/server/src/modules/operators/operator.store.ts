import type { OperatorRole } from '@portal/contracts/operators';
import type { Database } from '../../db/database.ts';

/** An operator; its merchant_id is null for an operator of every merchant. */
const operatorColumns = [
  'operators.id',
  'operators.username',
  'operators.password_hash',
  'operators.role',
  'operators.merchant_id',
  'operators.status',
  'operators.created_at',
  'operators.last_login_at',
  'operators.totp_enrolled_at',
] as const;

function operators(db: Database) {
  return db.selectFrom('operators');
}

export type OperatorRow = NonNullable<Awaited<ReturnType<typeof findOperatorByUsername>>>;

export function findOperatorByUsername(db: Database, username: string) {
  return operators(db).select(operatorColumns).where('operators.username', '=', username).executeTakeFirst();
}

export function findOperatorById(db: Database, id: number) {
  return operators(db).select(operatorColumns).where('operators.id', '=', id).executeTakeFirst();
}

/** Operators of the given merchants (null: all of them, including those of every merchant). */
export function listOperators(db: Database, merchantIds: number[] | null) {
  let query = operators(db).select(operatorColumns).orderBy('operators.id');
  if (merchantIds) query = query.where('operators.merchant_id', 'in', merchantIds);
  return query.execute();
}

/** Inserts an operator; null when the username is taken. */
export async function insertOperator(
  db: Database,
  row: { username: string; passwordHash: string; role: OperatorRole; merchantId: number | null },
): Promise<number | null> {
  const inserted = await db
    .insertInto('operators')
    .values({
      username: row.username,
      password_hash: row.passwordHash,
      role: row.role,
      merchant_id: row.merchantId,
    })
    .onConflict((oc) => oc.column('username').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

export async function setOperatorStatus(db: Database, id: number, status: 'active' | 'disabled') {
  const result = await db
    .updateTable('operators')
    .set({ status })
    .where('id', '=', id)
    .where('status', '!=', status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function recordLogin(db: Database, id: number, at: Date) {
  return db.updateTable('operators').set({ last_login_at: at }).where('id', '=', id).execute();
}

/** Whether the operator has ever logged in from this address (the failure cap spares known addresses). */
export async function hasLoggedInFrom(db: Database, operatorId: number, ip: string): Promise<boolean> {
  const row = await db
    .selectFrom('operator_sessions')
    .select('operator_id')
    .where('operator_id', '=', operatorId)
    .where('ip', '=', ip)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertSession(
  db: Database,
  row: { tokenHash: string; operatorId: number; ip: string; createdAt: Date; expiresAt: Date },
) {
  return db
    .insertInto('operator_sessions')
    .values({
      token_hash: row.tokenHash,
      operator_id: row.operatorId,
      ip: row.ip,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
      last_seen_at: row.createdAt,
    })
    .execute();
}

/**
 * The active operator behind a session that was not revoked, with the session's end and last activity:
 * the service tells an expired session from an unknown one.
 */
export function findSession(db: Database, tokenHash: string) {
  return operators(db)
    .innerJoin('operator_sessions', 'operator_sessions.operator_id', 'operators.id')
    .select(operatorColumns)
    .select(['operator_sessions.expires_at', 'operator_sessions.last_seen_at'])
    .where('operator_sessions.token_hash', '=', tokenHash)
    .where('operator_sessions.revoked_at', 'is', null)
    .where('operators.status', '=', 'active')
    .executeTakeFirst();
}

/** Records activity on a session (the idle limit counts from it). */
export function touchSession(db: Database, tokenHash: string, at: Date) {
  return db
    .updateTable('operator_sessions')
    .set({ last_seen_at: at })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function revokeSession(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('operator_sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends every live session of an operator (it was disabled). */
export function revokeSessionsOf(db: Database, operatorId: number, now: Date) {
  return db
    .updateTable('operator_sessions')
    .set({ revoked_at: now })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}

export function replacePasswordHash(db: Database, id: number, passwordHash: string) {
  return db.updateTable('operators').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}
