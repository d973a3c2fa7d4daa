import { type Kysely, sql } from 'kysely';

// Frozen: points and the points mall (issue 19, decision 0035). A player's points are a ledger account of
// a kind of its own ('points', code 'POINTS'): the same double-entry journal, the same CHECK that an owned
// balance never goes below zero, never mixed with money in one entry. The points module's tables: the
// merchant's settings (the cash value of a point, the smallest conversion), the earning rates per game
// category, each bet counted once (its key) and each account's carried valid bet per category (what has
// not yet made a whole point), the mall's items (stock never negative) and the exchanges (item
// redemptions waiting for an operator, cash conversions done at once). Imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  const merchant = (c: any) => c.notNull().references('merchants.id').onDelete('cascade');
  const account = (c: any) => c.notNull().references('accounts.id').onDelete('cascade');

  await sql`alter table ledger_accounts drop constraint if exists ledger_accounts_kind_check`.execute(db);
  await sql`alter table ledger_accounts add constraint ledger_accounts_kind_check
    check (kind in ('wallet', 'vendor', 'house', 'points'))`.execute(db);

  await db.schema
    .createTable('points_settings')
    .addColumn('merchant_id', 'integer', (c) => merchant(c).primaryKey())
    // Minor units of cash one point converts to (10: 100 points are 10.00).
    .addColumn('cash_per_point', 'integer', (c) =>
      c.notNull().check(sql`cash_per_point between 0 and 1000000`),
    )
    // The fewest points one conversion takes.
    .addColumn('min_convert', 'integer', (c) => c.notNull().check(sql`min_convert >= 1`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('points_rates')
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('category', 'text', (c) => c.notNull())
    // Minor units of valid bet that earn one point (10000: a point per 100.00); 0: the category earns none.
    .addColumn('bet_per_point', 'bigint', (c) => c.notNull().check(sql`bet_per_point >= 0`))
    .addPrimaryKeyConstraint('points_rates_pk', ['merchant_id', 'category'])
    .execute();
  await db.schema
    .createTable('points_bets')
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('bet_key', 'text', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => account(c))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('points_bets_pk', ['merchant_id', 'bet_key'])
    .execute();
  await db.schema
    .createTable('points_carry')
    .addColumn('account_id', 'integer', (c) => account(c))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('carry', 'bigint', (c) => c.notNull().check(sql`carry >= 0`))
    .addPrimaryKeyConstraint('points_carry_pk', ['account_id', 'category'])
    .execute();
  await db.schema
    .createTable('points_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    // Names and descriptions by language ({"en": "...", "th": "..."}).
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('description', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('picture_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 1`))
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('points_items_merchant')
    .on('points_items')
    .columns(['merchant_id', 'sort'])
    .execute();
  await db.schema
    .createTable('points_exchanges')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('account_id', 'integer', (c) => account(c))
    // 'item': a mall item, waits for an operator; 'cash': a conversion, approved at once.
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('item', 'cash')`))
    .addColumn('item_id', 'integer', (c) => c.references('points_items.id').onDelete('set null'))
    .addColumn('item_name', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('points', 'integer', (c) => c.notNull().check(sql`points >= 1`))
    // Cash credited (minor units), 0 for an item.
    .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('cash_per_point', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'approved', 'rejected')`))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('points_exchanges_request', ['account_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('points_exchanges_account')
    .on('points_exchanges')
    .columns(['account_id', 'id'])
    .execute();
  await db.schema
    .createIndex('points_exchanges_queue')
    .on('points_exchanges')
    .columns(['merchant_id', 'status', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'points_exchanges',
    'points_items',
    'points_carry',
    'points_bets',
    'points_rates',
    'points_settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`alter table ledger_accounts drop constraint if exists ledger_accounts_kind_check`.execute(db);
  await sql`alter table ledger_accounts add constraint ledger_accounts_kind_check
    check (kind in ('wallet', 'vendor', 'house'))`.execute(db);
}
