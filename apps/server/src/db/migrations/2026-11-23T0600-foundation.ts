import { type Kysely, sql } from 'kysely';

// Frozen: merchants, domain routes, catalogue, content. Imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('merchants')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('brand', 'jsonb', (c) => c.notNull())
    .addColumn('languages', 'jsonb', (c) => c.notNull())
    .addColumn('default_language', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('currency_symbol', 'text', (c) => c.notNull())
    .addColumn('features', 'jsonb', (c) => c.notNull())
    .addColumn('register_settings', 'jsonb', (c) => c.notNull())
    .addColumn('resources', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('customer_service', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('maintenance', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('domain_routes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('domain', 'text', (c) => c.notNull().unique())
    .addColumn('main', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('country_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('dialing_code', 'text', (c) => c.notNull())
    .addColumn('phone_length', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('vendors')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('account_type_name', 'text', (c) => c.notNull())
    .addColumn('is_game', 'text', (c) => c.notNull().defaultTo('GAME'))
    .addColumn('game_code', 'text')
    .addColumn('maintenance', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('vendors_merchant_code_type', ['merchant_id', 'code', 'game_type'])
    .execute();

  await db.schema
    .createTable('games')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('vendor_code', 'text', (c) => c.notNull())
    .addColumn('node_name', 'text', (c) => c.notNull())
    .addColumn('game_name', 'text')
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('game_classify', 'text')
    .addColumn('prize_mode', 'text')
    .addColumn('min_bet', 'bigint', (c) => c.notNull().check(sql`min_bet >= 0`))
    .addColumn('min_line_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('show_icon', 'text')
    .addColumn('icon_url', 'text', (c) => c.notNull())
    .addColumn('support_play', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('is_game', 'text', (c) => c.notNull().defaultTo('GAME'))
    .addColumn('is_hot', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('hot_rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_new', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_jackpot', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('games_merchant_vendor_code', ['merchant_id', 'vendor_code', 'game_code'])
    .execute();
  await db.schema
    .createIndex('games_list')
    .on('games')
    .columns(['merchant_id', 'game_type', 'sort'])
    .execute();

  await db.schema
    .createTable('announcements')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('seed_key', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz')
    .addColumn('promotion_type', 'text')
    .addColumn('execution', 'text', (c) => c.notNull().defaultTo('B'))
    .addColumn('group_name', 'text')
    .addColumn('image_url', 'text')
    .addColumn('url', 'text')
    .addColumn('linkage_type', 'text', (c) => c.notNull().defaultTo('NONE'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addUniqueConstraint('announcements_seed', ['merchant_id', 'seed_key'])
    .execute();
  await db.schema
    .createIndex('announcements_list')
    .on('announcements')
    .columns(['merchant_id', 'type', 'sort'])
    .execute();

  await db.schema
    .createTable('help_sections')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('anchor', 'text', (c) => c.notNull())
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('help_sections_anchor', ['merchant_id', 'anchor'])
    .execute();

  await db.schema
    .createTable('winners')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('seed_key', 'text')
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('game_name', 'text', (c) => c.notNull())
    .addColumn('game_category', 'text', (c) => c.notNull())
    .addColumn('vassalage', 'text', (c) => c.notNull())
    .addColumn('win_amount', 'bigint', (c) => c.notNull().check(sql`win_amount > 0`))
    .addColumn('won_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('winners_seed', ['merchant_id', 'seed_key'])
    .execute();
  await db.schema.createIndex('winners_recent').on('winners').columns(['merchant_id', 'won_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'winners',
    'help_sections',
    'announcements',
    'games',
    'vendors',
    'country_codes',
    'domain_routes',
    'merchants',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
