import { type Kysely, sql } from 'kysely';

// Frozen: the chat room and the live hosts (issue 20, decision 0044). A conversation is one player's with
// one counterpart: customer service (host_id null) or one live host; at most one open conversation per
// player and counterpart. Its read marks are the last message id each side read. Messages are text and up
// to three images (kept like the feedback's). Live hosts: a merchant's, with their status and table.
// Imports nothing.
export async function up(db: Kysely<any>): Promise<void> {
  const merchant = (c: any) => c.notNull().references('merchants.id').onDelete('cascade');

  await db.schema
    .createTable('live_hosts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('picture', 'text', (c) => c.notNull())
    .addColumn('languages', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('online', 'busy', 'offline')`))
    .addColumn('table_code', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('live_hosts_merchant')
    .on('live_hosts')
    .columns(['merchant_id', 'sort'])
    .execute();

  await db.schema
    .createTable('chat_conversations')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('host_id', 'integer', (c) => c.references('live_hosts.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'closed')`))
    .addColumn('player_read_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('staff_read_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('waiting_since', 'timestamptz')
    .addColumn('last_message_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_by', 'text')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One open conversation per player and counterpart (customer service is host 0 here).
  await sql`create unique index chat_conversations_open on chat_conversations (account_id, coalesce(host_id, 0)) where status = 'open'`.execute(
    db,
  );
  await db.schema
    .createIndex('chat_conversations_merchant')
    .on('chat_conversations')
    .columns(['merchant_id', 'status', 'last_message_at'])
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('conversation_id', 'bigint', (c) =>
      c.notNull().references('chat_conversations.id').onDelete('cascade'),
    )
    .addColumn('sender', 'text', (c) => c.notNull().check(sql`sender in ('player', 'staff')`))
    .addColumn('operator', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('chat_messages_conversation')
    .on('chat_messages')
    .columns(['conversation_id', 'id'])
    .execute();
  await db.schema
    .createTable('chat_images')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('message_id', 'bigint', (c) => c.notNull().references('chat_messages.id').onDelete('cascade'))
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_images_message').on('chat_images').columns(['message_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_images').execute();
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('chat_conversations').execute();
  await db.schema.dropTable('live_hosts').execute();
}
