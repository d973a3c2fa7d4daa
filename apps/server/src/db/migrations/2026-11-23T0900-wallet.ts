import { type Kysely, sql } from 'kysely';

// Frozen: the money tables (DESIGN.md section 4). The ledger (accounts, entries, lines) is written only by
// the wallet module's ledger service; deposits, withdrawals, cards and payment passwords are the payments
// module's; operators and their audit log the operators module's. Imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    // 'wallet': a player's or agent's main wallet; 'vendor': the same owner's wallet at a game vendor
    // (transfer-wallet merchants); 'house': the merchant's side of every movement.
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('wallet', 'vendor', 'house')`))
    .addColumn('owner_id', 'integer', (c) => c.references('accounts.id').onDelete('cascade'))
    // 'MAIN' for a main wallet, the vendor code for a vendor wallet, the house account's name.
    .addColumn('code', 'text', (c) => c.notNull())
    // Owned accounts keep a running balance updated with each entry. House accounts are written by every
    // movement of the merchant, so a running balance would make them one hot row that serialises all money:
    // their balance is the sum of their lines, and this column stays 0.
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Money a person holds can never go below zero, whatever the application does.
    .addCheckConstraint('ledger_accounts_owned_not_negative', sql`kind = 'house' or balance >= 0`)
    .addCheckConstraint('ledger_accounts_owner', sql`(kind = 'house') = (owner_id is null)`)
    .execute();
  // Balances change on every movement: room on each page keeps those updates HOT (no index writes).
  await sql`alter table ledger_accounts set (fillfactor = 70)`.execute(db);
  await sql`create unique index ledger_accounts_key on ledger_accounts (merchant_id, kind, code, coalesce(owner_id, 0))`.execute(
    db,
  );

  // journal_entries.merchant_id and journal_lines.account_id carry no foreign key on purpose: a foreign key
  // check takes a KEY SHARE lock on the row it references, and every movement of a merchant references the
  // same merchant row and the same few house accounts: those shared locks (multixacts) would serialise the
  // ledger on a hot row. The ledger is their only writer and takes both ids from ledger_accounts.
  await db.schema
    .createTable('journal_entries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    // What the movement belongs to: a deposit order, a withdrawal, a bet round, a transfer.
    .addColumn('reference', 'text', (c) => c.notNull())
    // Who asked for it ('deposit', 'gateway:SANDBOX', 'vendor:INHOUSE', 'member:42'): keys are unique per source.
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('memo', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('journal_entries_idempotency', ['merchant_id', 'source', 'idempotency_key'])
    .execute();

  // One line per account and entry (the ledger merges an entry's lines by account), so (entry, account)
  // is the key: no line id, one index fewer to write per line.
  await db.schema
    .createTable('journal_lines')
    .addColumn('entry_id', 'bigint', (c) => c.notNull().references('journal_entries.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull())
    // Signed: positive adds to the account's balance.
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    // The owned account's balance after this line; null on house accounts (see ledger_accounts.balance).
    .addColumn('balance_after', 'bigint')
    .addPrimaryKeyConstraint('journal_lines_pk', ['entry_id', 'account_id'])
    .execute();
  // The account record: an account's lines, newest entry first.
  await db.schema
    .createIndex('journal_lines_account')
    .on('journal_lines')
    .columns(['account_id', 'entry_id'])
    .execute();

  await db.schema
    .createTable('payment_channels')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    // 'bank': the player transfers to the payee account and an operator approves; 'gateway': a pay page
    // and a signed notification.
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('bank', 'gateway')`))
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('min_amount', 'bigint', (c) => c.notNull())
    .addColumn('max_amount', 'bigint', (c) => c.notNull())
    .addColumn('quick_amounts', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // Bank channels: {bankName, accountName, accountNumber}.
    .addColumn('payee', 'jsonb')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('payment_channels_code', ['merchant_id', 'code'])
    .execute();

  await db.schema
    .createTable('deposits')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'paid', 'rejected', 'expired')`),
    )
    // The player's own words: the payer name and the transfer reference a bank deposit carries.
    .addColumn('payer_name', 'text')
    .addColumn('payer_reference', 'text')
    // The gateway's own id of the payment, once it notifies.
    .addColumn('gateway_reference', 'text')
    // The client's key for the request: a retried submit returns the same order.
    .addColumn('request_key', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('decided_by', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addUniqueConstraint('deposits_request', ['account_id', 'request_key'])
    .execute();
  await db.schema
    .createIndex('deposits_account')
    .on('deposits')
    .columns(['account_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('deposits_status')
    .on('deposits')
    .columns(['merchant_id', 'status', 'id'])
    .execute();

  await db.schema
    .createTable('payment_passwords')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('bank_cards')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('bank_cards_number', ['account_id', 'bank_code', 'account_number'])
    .execute();

  await db.schema
    .createTable('withdrawals')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    // pending (held) -> paid (awaiting the player) -> received | not_received (reopened) -> received | refunded;
    // pending -> rejected (released).
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(sql`status in ('pending', 'paid', 'rejected', 'received', 'not_received', 'refunded')`),
    )
    // The card as it was when asked: a later change to the card does not rewrite history.
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('request_key', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('comment', 'text')
    .addColumn('auto_received', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('decided_by', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('confirmed_at', 'timestamptz')
    .addUniqueConstraint('withdrawals_request', ['account_id', 'request_key'])
    .execute();
  await db.schema
    .createIndex('withdrawals_account')
    .on('withdrawals')
    .columns(['account_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('withdrawals_status')
    .on('withdrawals')
    .columns(['merchant_id', 'status', 'id'])
    .execute();

  await db.schema
    .createTable('withdrawal_proofs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('withdrawal_id', 'integer', (c) =>
      c.notNull().references('withdrawals.id').onDelete('cascade'),
    )
    .addColumn('mime', 'text', (c) => c.notNull().check(sql`mime in ('image/png', 'image/jpeg')`))
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('withdrawal_proofs_withdrawal')
    .on('withdrawal_proofs')
    .column('withdrawal_id')
    .execute();

  await db.schema
    .createTable('operators')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    // admin: everything, operators and the audit log; finance: approvals; viewer: reads.
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'finance', 'viewer')`))
    // null: every merchant of the deployment.
    .addColumn('merchant_id', 'integer', (c) => c.references('merchants.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('active').check(sql`status in ('active', 'disabled')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_login_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('operator_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('operator_id', 'integer', (c) => c.references('operators.id').onDelete('set null'))
    .addColumn('operator_name', 'text', (c) => c.notNull())
    .addColumn('merchant_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('audit_log_time').on('audit_log').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'audit_log',
    'operator_sessions',
    'operators',
    'withdrawal_proofs',
    'withdrawals',
    'bank_cards',
    'payment_passwords',
    'deposits',
    'payment_channels',
    'journal_lines',
    'journal_entries',
    'ledger_accounts',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
