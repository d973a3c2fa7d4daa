import { type Kysely, sql } from 'kysely';

// Frozen: the embedded vendors' state that lived in the serving process moves to the database, so any
// node of a cluster serves any call (issue 21, decision 0047). A free trial's session (its demo credit,
// recent rounds, answers by request id and sandbox tickets) is one row keyed by the hash of its session
// id; a sandbox event's result is one row, written once by whichever node plays the event first; a real
// player's fishing shot is one row, so a retried shot answers its first draw on any node.
// Imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vendor_trial_sessions')
    .addColumn('session_hash', 'text', (c) => c.primaryKey())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().check(sql`balance >= 0`))
    .addColumn('book', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('vendor_trial_sessions_expires_idx')
    .on('vendor_trial_sessions')
    .column('expires_at')
    .execute();
  await db.schema
    .createTable('vendor_sandbox_results')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('score', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('played_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('vendor_sandbox_shots')
    .addColumn('round_id', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('result', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
