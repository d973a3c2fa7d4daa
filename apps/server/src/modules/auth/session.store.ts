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
      created_at: row.createdAt,
      last_seen_at: row.createdAt,
      expires_at: row.expiresAt,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

export function findLiveSession(db: Database, tokenHash: string, merchantId: number, now: Date) {
  return db
    .selectFrom('sessions')
    .select(['id', 'account_id', 'last_seen_at', 'expires_at', 'remember'])
    .where('token_hash', '=', tokenHash)
    .where('merchant_id', '=', merchantId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
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
