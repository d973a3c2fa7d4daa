import { type Kysely, sql } from 'kysely';

// Frozen: agent contracts (issue 17, decision 0027). A merchant's default (top-level) terms per kind, which
// the house pays its top agents; contracts between an upline agent (null: the house) and a direct downline
// agent, of kind daily, hourly, realtime or dividend, with their terms and the states of spec section 4
// (requestNew, success, requestTermination, declined, terminated); and the payments of the settlement runs,
// one per (contract, period), unique, so a run is exactly once across nodes: paid (with its ledger entry),
// owed (the payer's wallet could not cover it; paid by a later run) or nothing (nothing due). Imports
// nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  const kinds = sql`kind in ('daily', 'hourly', 'realtime', 'dividend')`;
  await db.schema
    .createTable('contract_defaults')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(kinds))
    .addColumn('terms', 'jsonb', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('contract_defaults_pk', ['merchant_id', 'kind'])
    .execute();

  await db.schema
    .createTable('agent_contracts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(kinds))
    // null: the house (a top agent's contract on the merchant's default terms).
    .addColumn('upline_id', 'integer', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('downline_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('terms', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(sql`status in ('requestNew', 'success', 'requestTermination', 'declined', 'terminated')`),
    )
    .addColumn('termination_by', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('signed_at', 'timestamptz')
    // The end of the last period it pays; set when it is terminated (or declined).
    .addColumn('ends_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('agent_contracts_not_self', sql`upline_id is null or upline_id <> downline_id`)
    .addCheckConstraint(
      'agent_contracts_signed',
      sql`(status in ('success', 'requestTermination')) <= (signed_at is not null)`,
    )
    .execute();
  // One live contract per downline and kind (offered, signed or asked to end).
  await db.schema
    .createIndex('agent_contracts_live')
    .on('agent_contracts')
    .columns(['merchant_id', 'downline_id', 'kind'])
    .unique()
    .where(sql.ref('status'), 'in', ['requestNew', 'success', 'requestTermination'])
    .execute();
  await db.schema
    .createIndex('agent_contracts_upline')
    .on('agent_contracts')
    .columns(['merchant_id', 'upline_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('agent_contracts_settle')
    .on('agent_contracts')
    .columns(['merchant_id', 'kind'])
    .where(sql.ref('signed_at'), 'is not', null)
    .execute();

  await db.schema
    .createTable('contract_payments')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('contract_id', 'integer', (c) =>
      c.notNull().references('agent_contracts.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull().check(kinds))
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    // null: the house.
    .addColumn('payer_id', 'integer')
    .addColumn('payee_id', 'integer', (c) => c.notNull())
    // Team valid bets (salaries) or the net loss after the carried loss (dividends).
    .addColumn('base', 'bigint', (c) => c.notNull())
    .addColumn('active_members', 'integer', (c) => c.notNull())
    .addColumn('rate', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('carry', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`carry <= 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('paid', 'owed', 'nothing')`))
    .addColumn('entry_id', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .addUniqueConstraint('contract_payments_once', ['contract_id', 'period_start'])
    .addCheckConstraint(
      'contract_payments_paid',
      sql`(status = 'paid') = (entry_id is not null and paid_at is not null) and (status = 'nothing') = (amount = 0)`,
    )
    .addCheckConstraint('contract_payments_period', sql`period_start < period_end`)
    .execute();
  await db.schema
    .createIndex('contract_payments_payee')
    .on('contract_payments')
    .columns(['merchant_id', 'payee_id', 'period_start'])
    .execute();
  await db.schema
    .createIndex('contract_payments_payer')
    .on('contract_payments')
    .columns(['merchant_id', 'payer_id', 'period_start'])
    .execute();
  await db.schema
    .createIndex('contract_payments_owed')
    .on('contract_payments')
    .columns(['merchant_id', 'kind', 'id'])
    .where(sql.ref('status'), '=', 'owed')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contract_payments').execute();
  await db.schema.dropTable('agent_contracts').execute();
  await db.schema.dropTable('contract_defaults').execute();
}
