import { type Kysely, sql } from 'kysely';

// Frozen: the back office's players (issue 15, decision 0020). Operators' notes on a player and manual
// adjustments of a player's main wallet, both owned by the operators module; an adjustment above the
// approval limit waits for a second operator, and once posted names its journal entry (posted with the
// adjustment's id as the ledger's idempotency key). Prefix searches of accounts by username, mobile and
// e-mail, and of bank cards by holder, get indexes that LIKE 'prefix%' can use under any collation
// (text_pattern_ops). Locking needs no column: accounts.status has had 'locked' since the start.
// Imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('player_notes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id'))
    .addColumn('body', 'text', (c) => c.notNull().check(sql`char_length(body) between 1 and 1000`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('player_notes_account')
    .on('player_notes')
    .columns(['account_id', 'id'])
    .execute();

  await db.schema
    .createTable('player_adjustments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('credit', 'debit')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`char_length(reason) between 1 and 500`))
    // pending -> posted | rejected; an adjustment within the limit is posted as it is made.
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'posted', 'rejected')`))
    .addColumn('requested_by', 'integer', (c) => c.notNull().references('operators.id'))
    // The requester's requestId: a retried submit finds its adjustment instead of making a second.
    .addColumn('request_key', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_by', 'integer', (c) => c.references('operators.id'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('note', 'text')
    .addColumn('entry_id', 'bigint')
    .addColumn('balance_after', 'bigint')
    .addUniqueConstraint('player_adjustments_request', ['requested_by', 'request_key'])
    // Decided once: a decided adjustment has its time, a posted one its entry. Four eyes: an approver
    // is never the requester (the requester may withdraw its own by rejecting it); one posted at once,
    // within the limit, has no approver.
    .addCheckConstraint(
      'player_adjustments_decided',
      sql`(status = 'pending') = (decided_at is null) and (status = 'posted') = (entry_id is not null)`,
    )
    .addCheckConstraint(
      'player_adjustments_four_eyes',
      sql`status <> 'posted' or decided_by is null or decided_by <> requested_by`,
    )
    .execute();
  await db.schema
    .createIndex('player_adjustments_account')
    .on('player_adjustments')
    .columns(['account_id', 'id'])
    .execute();
  await db.schema
    .createIndex('player_adjustments_status')
    .on('player_adjustments')
    .columns(['status', 'merchant_id', 'id'])
    .execute();

  // Prefix searches (LIKE 'abc%'): text_pattern_ops makes them indexable whatever the collation.
  await db.schema
    .createIndex('accounts_username_prefix')
    .on('accounts')
    .expression(sql`username_key text_pattern_ops`)
    .execute();
  await db.schema
    .createIndex('accounts_email_prefix')
    .on('accounts')
    .expression(sql`lower(email) text_pattern_ops`)
    .execute();
  await db.schema
    .createIndex('accounts_mobile_prefix')
    .on('accounts')
    .expression(sql`mobile text_pattern_ops`)
    .execute();
  await db.schema
    .createIndex('accounts_mobile_international_prefix')
    .on('accounts')
    .expression(sql`(country_dialing_code || substr(mobile, 2)) text_pattern_ops`)
    .execute();
  await db.schema
    .createIndex('bank_cards_holder_prefix')
    .on('bank_cards')
    .expression(sql`lower(account_name) text_pattern_ops`)
    .execute();
}
