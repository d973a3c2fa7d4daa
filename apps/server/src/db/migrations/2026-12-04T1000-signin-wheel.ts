import { type Kysely, sql } from 'kysely';

// Frozen: the sign-in task and the wheel (issue 19, decision 0036). A merchant's calendar (length, rewards
// per day and for the streak, the day's condition, the reset rule) and wheel (prizes and weights); each
// account's check-ins, unique per (account, merchant day), so a day is paid once whichever node answers;
// the cash rewards the check-ins owe, claimed in the reward centre, unique per (check-in, kind); the
// wheel tickets (a balance that cannot go below zero and its moves, unique per reference) and the spins,
// unique per (account, the client's request id). Imports nothing.
export async function up(db: Kysely<any>): Promise<void> {
  const merchant = (c: any) => c.notNull().references('merchants.id').onDelete('cascade');
  const account = (c: any) => c.notNull().references('accounts.id').onDelete('cascade');

  await db.schema
    .createTable('signin_calendars')
    .addColumn('merchant_id', 'integer', (c) => merchant(c).primaryKey())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('length', 'integer', (c) => c.notNull().check(sql`length in (7, 30)`))
    .addColumn('days', 'jsonb', (c) => c.notNull())
    .addColumn('streak_reward', 'jsonb', (c) => c.notNull())
    .addColumn('condition', 'text', (c) =>
      c.notNull().check(sql`condition in ('none', 'deposit', 'validBet')`),
    )
    .addColumn('condition_amount', 'bigint', (c) =>
      c.notNull().defaultTo(0).check(sql`condition_amount >= 0`),
    )
    .addColumn('reset_on_miss', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('signin_checkins')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('account_id', 'integer', (c) => account(c))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('streak_day', 'integer', (c) => c.notNull().check(sql`streak_day >= 1`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('signin_checkins_once', ['account_id', 'day'])
    .execute();
  await db.schema
    .createTable('signin_rewards')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('account_id', 'integer', (c) => account(c))
    .addColumn('checkin_id', 'bigint', (c) =>
      c.notNull().references('signin_checkins.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('day', 'streak')`))
    .addColumn('streak_day', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('turnover_multiplier', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('claimable', 'claimed')`))
    .addColumn('bonus_id', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('claimed_at', 'timestamptz')
    .addUniqueConstraint('signin_rewards_once', ['checkin_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('signin_rewards_account')
    .on('signin_rewards')
    .columns(['account_id', 'status'])
    .execute();
  await db.schema
    .createTable('wheel_configs')
    .addColumn('merchant_id', 'integer', (c) => merchant(c).primaryKey())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('prizes', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('wheel_tickets')
    .addColumn('account_id', 'integer', (c) => account(c).primaryKey())
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('balance', 'integer', (c) => c.notNull().check(sql`balance >= 0`))
    .execute();
  await db.schema
    .createTable('wheel_ticket_moves')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('account_id', 'integer', (c) => account(c))
    .addColumn('delta', 'integer', (c) => c.notNull().check(sql`delta <> 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('operator_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('wheel_ticket_moves_account')
    .on('wheel_ticket_moves')
    .columns(['account_id', 'id'])
    .execute();
  await db.schema
    .createTable('wheel_spins')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('account_id', 'integer', (c) => account(c))
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('labels', 'jsonb', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('cash', 'none')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('turnover_multiplier', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bonus_id', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('wheel_spins_once', ['account_id', 'request_id'])
    .execute();
}
