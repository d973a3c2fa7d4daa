import { type Kysely, sql } from 'kysely';

// Frozen: raffles (issue 19, decision 0038). A merchant's raffle: texts per language, the entry window, the
// draw time, the ticket rules, the prizes per place, the draw's commitment and its sealed secret (revealed
// at the draw with the ticket list's hash). Operators' ticket grants; at the draw, the entrants (the
// frozen ticket list) and the winners, whose prizes are claimed once. Imports nothing.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('raffles')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('titles', 'jsonb', (c) => c.notNull())
    .addColumn('descriptions', 'jsonb', (c) => c.notNull())
    .addColumn('opens_at', 'timestamptz', (c) => c.notNull())
    .addColumn('closes_at', 'timestamptz', (c) => c.notNull())
    .addColumn('draw_at', 'timestamptz', (c) => c.notNull())
    .addColumn('bet_per_ticket', 'bigint', (c) => c.check(sql`bet_per_ticket > 0`))
    .addColumn('deposit_min', 'bigint', (c) => c.check(sql`deposit_min > 0`))
    .addColumn('tickets_per_deposit', 'integer', (c) => c.notNull().check(sql`tickets_per_deposit > 0`))
    .addColumn('max_tickets', 'integer', (c) => c.notNull().check(sql`max_tickets > 0`))
    .addColumn('prizes', 'jsonb', (c) => c.notNull())
    .addColumn('commitment', 'text', (c) => c.notNull())
    .addColumn('sealed_secret', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'drawn', 'cancelled')`))
    .addColumn('secret', 'text')
    .addColumn('tickets_hash', 'text')
    .addColumn('total_tickets', 'integer')
    .addColumn('entrants', 'integer')
    .addColumn('drawn_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('raffles_window', sql`opens_at < closes_at and closes_at <= draw_at`)
    .execute();
  await db.schema.createIndex('raffles_due').on('raffles').columns(['status', 'draw_at']).execute();
  await db.schema.createIndex('raffles_merchant').on('raffles').columns(['merchant_id', 'draw_at']).execute();
  await db.schema
    .createTable('raffle_grants')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('raffle_id', 'integer', (c) => c.notNull().references('raffles.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('tickets', 'integer', (c) => c.notNull().check(sql`tickets > 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('raffle_grants_account')
    .on('raffle_grants')
    .columns(['raffle_id', 'account_id'])
    .execute();
  await db.schema
    .createTable('raffle_entrants')
    .addColumn('raffle_id', 'integer', (c) => c.notNull().references('raffles.id').onDelete('cascade'))
    .addColumn('entrant', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('tickets', 'integer', (c) => c.notNull().check(sql`tickets > 0`))
    .addColumn('first_ticket', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('raffle_entrants_pk', ['raffle_id', 'entrant'])
    .addUniqueConstraint('raffle_entrants_account', ['raffle_id', 'account_id'])
    .execute();
  await db.schema
    .createTable('raffle_winners')
    .addColumn('raffle_id', 'integer', (c) => c.notNull().references('raffles.id').onDelete('cascade'))
    .addColumn('place', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('entrant', 'integer', (c) => c.notNull())
    .addColumn('ticket', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('turnover_multiplier', 'integer', (c) => c.notNull())
    .addColumn('claimed_at', 'timestamptz')
    .addPrimaryKeyConstraint('raffle_winners_pk', ['raffle_id', 'place'])
    .addUniqueConstraint('raffle_winners_account', ['raffle_id', 'account_id'])
    .execute();
  await db.schema
    .createIndex('raffle_winners_unclaimed')
    .on('raffle_winners')
    .columns(['account_id', 'claimed_at'])
    .execute();
}
