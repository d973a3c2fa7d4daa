import { type Kysely, sql } from 'kysely';

// Frozen: what logins, registration and passwords keep: verification codes, captchas, the SMS and
// mail outbox, reset links and the addresses each account has logged in from. Imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    // The code an agent hands out; a registration with it lands under that agent.
    .addColumn('affiliate_code', 'text')
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo('crown'))
    .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('last_login_ip', 'text')
    .execute();
  // Per session: a login by SMS proves the phone and is not held by an expired password (spec 4).
  await db.schema
    .alterTable('sessions')
    .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('accounts_affiliate_code')
    .unique()
    .on('accounts')
    .columns(['merchant_id', 'affiliate_code'])
    .execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    // 'no-login' (SMS login, set password by phone), 'register', 'login-ip'.
    .addColumn('purpose', 'text', (c) => c.notNull())
    // A phone number with its dialing code, or an e-mail address.
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('verification_codes_target')
    .on('verification_codes')
    .columns(['merchant_id', 'purpose', 'target', 'created_at'])
    .execute();

  await db.schema
    .createTable('captchas')
    // The client's key (an HttpOnly cookie): one live picture per client.
    .addColumn('client_key', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('answer_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'mail')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('account_ips')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('account_ips_pk', ['account_id', 'ip'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['account_ips', 'password_resets', 'outbox', 'captchas', 'verification_codes']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('accounts_affiliate_code').ifExists().execute();
  await db.schema.alterTable('sessions').dropColumn('must_change_password').execute();
  await db.schema
    .alterTable('accounts')
    .dropColumn('affiliate_code')
    .dropColumn('icon')
    .dropColumn('must_change_password')
    .dropColumn('last_login_at')
    .dropColumn('last_login_ip')
    .execute();
}
