import type { Database } from '../../db/database.ts';

export function insertSession(
  db: Database,
  row: {
    merchantId: number;
    accountId: number;
    tokenHash: string;
    ip: string;
    userAgent: string | null;
    remember: boolean;
    mustChangePassword: boolean;
    createdAt: Date;
    expiresAt: Date;
  },
) {
  return db
    .insertInto('sessions')
    .values({
      merchant_id: row.merchantId,
      account_id: row.accountId,
      token_hash: row.tokenHash,
      ip: row.ip,
      user_agent: row.userAgent,
      remember: row.remember,
      must_change_password: row.mustChangePassword,
      created_at: row.createdAt,
      last_seen_at: row.createdAt,
      expires_at: row.expiresAt,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** A live session with what every route needs of its account (type, forced password change). */
export function findLiveSession(db: Database, tokenHash: string, merchantId: number, now: Date) {
  return db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select([
      'sessions.id',
      'sessions.account_id',
      'sessions.last_seen_at',
      'sessions.remember',
      'sessions.must_change_password',
      'accounts.type',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.merchant_id', '=', merchantId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('accounts.status', '=', 'active')
    .executeTakeFirst();
}

/** The password changed: the account's remaining sessions are no longer held to changing it. */
export function clearPasswordChange(db: Database, accountId: number) {
  return db
    .updateTable('sessions')
    .set({ must_change_password: false })
    .where('account_id', '=', accountId)
    .where('must_change_password', '=', true)
    .execute();
}

/** Ends every live session of an account but one (a password change signs out other devices). */
export function revokeOthers(db: Database, accountId: number, keepSessionId: number | null, now: Date) {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== null) query = query.where('id', '!=', keepSessionId);
  return query.returning('token_hash').execute();
}

export function touchSession(db: Database, id: number, now: Date) {
  return db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

export async function revokeByHash(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function revokeById(db: Database, accountId: number, sessionId: number, now: Date) {
  return db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .returning('token_hash')
    .executeTakeFirst();
}

export function listLiveSessions(db: Database, accountId: number, now: Date) {
  return db
    .selectFrom('sessions')
    .select(['id', 'ip', 'user_agent', 'remember', 'created_at', 'last_seen_at', 'expires_at'])
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .execute();
}

/** Every session of an account, newest first, a page with the total (the operators' login history). */
export async function historyPage(db: Database, accountId: number, page: { offset: number; limit: number }) {
  const base = db.selectFrom('sessions').where('account_id', '=', accountId);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .select([
        'id',
        'ip',
        'user_agent',
        'remember',
        'created_at',
        'last_seen_at',
        'expires_at',
        'revoked_at',
      ])
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  ]);
  return { rows, total: Number(count.total) };
}
