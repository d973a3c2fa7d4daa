import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Notes the address of a login among the account's known ones. */
export async function noteLoginAddress(db: Database, accountId: number, ip: string, at: Date) {
  await db
    .insertInto('account_ips')
    .values({ account_id: accountId, ip, first_seen_at: at, last_seen_at: at })
    .onConflict((oc) => oc.columns(['account_id', 'ip']).doUpdateSet({ last_seen_at: at }))
    .execute();
}

/** 'none' when the account never logged in, else whether this address is one it used. */
export async function ipHistory(db: Database, id: number, ip: string): Promise<'none' | 'known' | 'new'> {
  const rows = await db
    .selectFrom('account_ips')
    .select('ip')
    .where('account_id', '=', id)
    .orderBy(sql`ip = ${ip}`, 'desc')
    .limit(1)
    .execute();
  if (rows.length === 0) return 'none';
  return rows[0]?.ip === ip ? 'known' : 'new';
}

export function insertPasswordReset(db: Database, accountId: number, tokenHash: string, expiresAt: Date) {
  return db
    .insertInto('password_resets')
    .values({ account_id: accountId, token_hash: tokenHash, expires_at: expiresAt })
    .execute();
}

/** Spends a reset link once: the account id when the link is live, else null. */
export async function spendPasswordReset(db: Database, tokenHash: string, at: Date) {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('account_id')
    .executeTakeFirst();
  return row?.account_id ?? null;
}
