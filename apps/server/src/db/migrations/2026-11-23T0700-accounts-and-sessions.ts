import { type Kysely, sql } from 'kysely';

// Frozen: player and agent accounts and their login sessions. Imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('username', 'text', (c) => c.notNull())
    // The username as compared: lower-case, so 'Somchai' and 'somchai' are one account.
    .addColumn('username_key', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    // 0 player, 4 trial, 1, 2, 41 and 42 agents (spec section 3).
    .addColumn('type', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('active').check(sql`status in ('active', 'locked', 'disabled')`),
    )
    .addColumn('parent_id', 'integer', (c) => c.references('accounts.id'))
    .addColumn('nickname', 'text')
    .addColumn('email', 'text')
    .addColumn('mobile', 'text')
    .addColumn('country_dialing_code', 'text')
    .addColumn('profile', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('first_login_at', 'timestamptz')
    .addColumn('password_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('accounts_merchant_username', ['merchant_id', 'username_key'])
    .execute();
  await db.schema.createIndex('accounts_parent').on('accounts').column('parent_id').execute();
  await db.schema.createIndex('accounts_mobile').on('accounts').columns(['merchant_id', 'mobile']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    // SHA-256 of the opaque token: the token itself is never stored.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('remember', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('sessions_account')
    .on('sessions')
    .columns(['account_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sessions').ifExists().execute();
  await db.schema.dropTable('accounts').ifExists().execute();
}
