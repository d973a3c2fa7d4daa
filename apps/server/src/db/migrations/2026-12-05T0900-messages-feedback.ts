import { type Kysely, sql } from 'kysely';

// Frozen: messages and feedback (issue 20, decision 0040). A message is one row whatever its audience; a
// message to named accounts (a player, a list, a VIP level, a team) has one recipient row per account,
// written by one INSERT ... SELECT; a message to the whole merchant has none: every inbox query joins it,
// and a reader's read or delete mark is a recipient row written when it happens. Feedback: a player's
// category, text and images, an operator's answer (sent as a message). Imports nothing.
export async function up(db: Kysely<any>): Promise<void> {
  const merchant = (c: any) => c.notNull().references('merchants.id').onDelete('cascade');
  const account = (c: any) => c.notNull().references('accounts.id').onDelete('cascade');

  await db.schema
    .createTable('messages')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('system', 'personal', 'promotion')`))
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('audience', 'text', (c) =>
      c.notNull().check(sql`audience in ('player', 'list', 'vip', 'team', 'merchant')`),
    )
    .addColumn('target', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('scheduled', 'sent', 'cancelled')`))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('operator'))
    .addColumn('send_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('messages_merchant')
    .on('messages')
    .columns(['merchant_id', 'status', 'send_at'])
    .execute();
  // The broadcasts every inbox of a merchant joins.
  await sql`create index messages_broadcasts on messages (merchant_id, sent_at) where audience = 'merchant' and status = 'sent'`.execute(
    db,
  );
  await db.schema
    .createTable('message_recipients')
    .addColumn('message_id', 'bigint', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => account(c))
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('read_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addPrimaryKeyConstraint('message_recipients_pk', ['account_id', 'message_id'])
    .execute();
  await db.schema
    .createIndex('message_recipients_message')
    .on('message_recipients')
    .columns(['message_id'])
    .execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('account_id', 'integer', (c) => account(c))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'answered')`))
    .addColumn('answer', 'text')
    .addColumn('answered_by', 'text')
    .addColumn('answered_at', 'timestamptz')
    .addColumn('message_id', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('feedback_merchant')
    .on('feedback')
    .columns(['merchant_id', 'status', 'id'])
    .execute();
  await db.schema
    .createTable('feedback_images')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('feedback_id', 'bigint', (c) => c.notNull().references('feedback.id').onDelete('cascade'))
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('feedback_images_feedback')
    .on('feedback_images')
    .columns(['feedback_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('feedback_images').execute();
  await db.schema.dropTable('feedback').execute();
  await db.schema.dropTable('message_recipients').execute();
  await db.schema.dropTable('messages').execute();
}
