import type { Kysely } from 'kysely';

// Frozen: the operators' catalogue switches (issue 15). A game gets its own maintenance switch (until now
// only its vendor had one); a vendor gets the enabled switch games already had. Existing rows take the
// defaults: no game under maintenance, every vendor enabled. Imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('games')
    .addColumn('maintenance', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('vendors')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
}
