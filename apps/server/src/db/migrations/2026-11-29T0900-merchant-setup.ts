import type { Kysely } from 'kysely';

// Frozen: merchants set up in the back office (issue 15, decision 0022). edited_at marks a merchant an
// operator has changed: the demo seed then leaves its set-up, domains and channels' limits alone, as it
// leaves the catalogue's switches. Imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('merchants').addColumn('edited_at', 'timestamptz').execute();
}
