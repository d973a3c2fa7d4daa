import type { Database } from '../db/database.ts';
import type { TrialBookColumn } from './trials.tables.ts';

/** Rows of the embedded vendors' free trials (decision 0047): one per trial session, by its hash. */

export type TrialRow = { currency: string; balance: number; book: TrialBookColumn };

const SWEPT_PER_OPENING = 100;

export async function insertTrial(
  db: Database,
  trial: { sessionHash: string; currency: string; balance: number; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('vendor_trial_sessions')
    .values({
      session_hash: trial.sessionHash,
      currency: trial.currency,
      balance: trial.balance,
      book: JSON.stringify({}),
      expires_at: trial.expiresAt,
    })
    .execute();
}

/** A live trial; with `lock`, the row stays locked until the caller's transaction ends. */
export async function findTrial(
  db: Database,
  sessionHash: string,
  now: Date,
  lock = false,
): Promise<TrialRow | undefined> {
  let query = db
    .selectFrom('vendor_trial_sessions')
    .select(['currency', 'balance', 'book'])
    .where('session_hash', '=', sessionHash)
    .where('expires_at', '>', now);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? { currency: row.currency, balance: Number(row.balance), book: row.book } : undefined;
}

export async function saveTrial(
  db: Database,
  sessionHash: string,
  state: { balance: number; book: TrialBookColumn },
): Promise<void> {
  await db
    .updateTable('vendor_trial_sessions')
    .set({ balance: state.balance, book: JSON.stringify(state.book) })
    .where('session_hash', '=', sessionHash)
    .execute();
}

/** Deletes a bounded batch of ended trials, so the table holds about the last six hours' trials. */
export async function deleteEndedTrials(db: Database, now: Date): Promise<void> {
  await db
    .deleteFrom('vendor_trial_sessions')
    .where(
      'session_hash',
      'in',
      db
        .selectFrom('vendor_trial_sessions')
        .select('session_hash')
        .where('expires_at', '<=', now)
        .limit(SWEPT_PER_OPENING),
    )
    .execute();
}
