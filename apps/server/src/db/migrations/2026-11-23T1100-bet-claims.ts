import { type Kysely, sql } from 'kysely';

// Frozen: a bet's own row is its claim (issue 5, the seamless wallet's speed). A bet no longer writes a row
// to seamless_transactions: its unique (provider, tx_id) already admits it once, and the row keeps the
// entry's reference a replay answers with. Wins and refunds keep their claims there.
// Imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bets').addColumn('reference', 'text').execute();
  await sql`update bets b set reference = t.reference
    from seamless_transactions t
    where t.operation = 'bet' and t.provider = b.provider and t.tx_id = b.tx_id`.execute(db);
  await sql`delete from seamless_transactions where operation = 'bet'`.execute(db);
}
