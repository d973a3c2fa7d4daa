import { type Kysely, sql } from 'kysely';

// Frozen: less work per lottery slip (issue 16, decision 0028). The slip's one statement writes the
// order and its tickets; the foreign keys it no longer needs go: an order's merchant, account and game
// (rows never deleted, and the statement takes them from the request's merchant, the session's account
// and the game it has just read), and a ticket's order (inserted by the same statement; orders are never
// deleted). A ticket's draw keeps its key: it is what makes dropping unsold draws safe against a slip in
// flight. The index of orders by account and id goes too: the unique (account, request id) serves every
// query by account. Imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table lottery_orders
    drop constraint lottery_orders_merchant_id_fkey,
    drop constraint lottery_orders_account_id_fkey,
    drop constraint lottery_orders_game_id_fkey`.execute(db);
  await sql`alter table lottery_tickets drop constraint lottery_tickets_order_id_fkey`.execute(db);
  await db.schema.dropIndex('lottery_orders_account').execute();
}
