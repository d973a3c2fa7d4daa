import type { Kysely } from 'kysely';

// Frozen: the member's chosen language (spec section 4, the language-update action; issue 20, decision
// 0042): null until the player switches language while logged in. Imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('language', 'text').execute();
}
