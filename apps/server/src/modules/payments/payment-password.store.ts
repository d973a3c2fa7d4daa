import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export type PaymentPasswordRow = {
  hash: string;
  failures: number;
  locked_until: Date | null;
};

export function find(db: Database, accountId: number): Promise<PaymentPasswordRow | undefined> {
  return db
    .selectFrom('payment_passwords')
    .select(['hash', 'failures', 'locked_until'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** The first payment password; false when one exists already (a concurrent first set won). */
export async function insert(db: Database, accountId: number, hash: string, at: Date): Promise<boolean> {
  const rows = await db
    .insertInto('payment_passwords')
    .values({ account_id: accountId, hash, updated_at: at })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .returning('account_id')
    .execute();
  return rows.length > 0;
}

export async function replace(db: Database, accountId: number, hash: string, at: Date): Promise<void> {
  await db
    .updateTable('payment_passwords')
    .set({ hash, failures: 0, locked_until: null, updated_at: at })
    .where('account_id', '=', accountId)
    .execute();
}

/**
 * Spends one attempt before the password is checked, in one statement: the count goes up (from zero
 * again when an earlier lock has run out) and the attempt that reaches the cap locks the password.
 * Nothing is returned while locked, so parallel guesses can never check more than `maxFailures`.
 */
export async function reserveAttempt(
  db: Database,
  accountId: number,
  at: Date,
  rule: { maxFailures: number; lockMs: number },
): Promise<PaymentPasswordRow | undefined> {
  const lockUntil = new Date(at.getTime() + rule.lockMs);
  const { rows } = await sql<PaymentPasswordRow>`
    update payment_passwords set
      failures = (case when locked_until is not null then 0 else failures end) + 1,
      locked_until = case
        when (case when locked_until is not null then 0 else failures end) + 1 >= ${rule.maxFailures}
        then ${lockUntil}::timestamptz else null end
    where account_id = ${accountId} and (locked_until is null or locked_until <= ${at}::timestamptz)
    returning hash, failures, locked_until`.execute(db);
  return rows[0];
}

/** A right password: the attempts start again. */
export async function clearFailures(db: Database, accountId: number): Promise<void> {
  await db
    .updateTable('payment_passwords')
    .set({ failures: 0, locked_until: null })
    .where('account_id', '=', accountId)
    .execute();
}
