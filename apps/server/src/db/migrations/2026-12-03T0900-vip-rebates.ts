import { type Kysely, sql } from 'kysely';

// Frozen: rebates and VIP levels (issue 18, decision 0031). Rebates: a merchant's settings (daily, manual or
// both; the daily hour; the manual claim's period; the instant from which bets earn), rates per VIP level and
// game category in basis points, agents' per-account overrides, a per-account watermark (every valid bet
// settled before it has been rebated), the daily runs (one per merchant day) and the payments, unique per
// (account, window start), so no bet is paid twice whichever way. VIP: a merchant's settings (the rolling
// window), its levels with thresholds and benefits, each account's level, its activity per merchant day (fed
// by events), and the level-up and monthly rewards, unique per (account, kind, period). Imports nothing.
export async function up(db: Kysely<any>): Promise<void> {
  const merchant = (c: any) => c.notNull().references('merchants.id').onDelete('cascade');
  const account = (c: any) => c.notNull().references('accounts.id').onDelete('cascade');
  const periods = sql`in ('day', 'week', 'halfMonth', 'month')`;

  await db.schema
    .createTable('rebate_settings')
    .addColumn('merchant_id', 'integer', (c) => merchant(c).primaryKey())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('daily', 'manual', 'both')`))
    .addColumn('daily_hour', 'integer', (c) => c.notNull().check(sql`daily_hour between 0 and 23`))
    .addColumn('claim_period', 'text', (c) => c.notNull().check(sql`claim_period ${periods}`))
    .addColumn('since', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('rebate_rates')
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('level', 'integer', (c) => c.notNull().check(sql`level >= 0`))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('rate', 'integer', (c) => c.notNull().check(sql`rate between 0 and 1000`))
    .addPrimaryKeyConstraint('rebate_rates_pk', ['merchant_id', 'level', 'category'])
    .execute();
  await db.schema
    .createTable('rebate_overrides')
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('account_id', 'integer', (c) => account(c))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('rate', 'integer', (c) => c.notNull().check(sql`rate between 0 and 1000`))
    .addColumn('set_by', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('rebate_overrides_pk', ['account_id', 'category'])
    .execute();
  await db.schema
    .createTable('rebate_watermarks')
    .addColumn('account_id', 'integer', (c) => account(c).primaryKey())
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('paid_until', 'timestamptz', (c) => c.notNull())
    .addColumn('last_claim_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('rebate_runs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('running', 'done', 'failed')`))
    .addColumn('players', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addColumn('error', 'text')
    .addUniqueConstraint('rebate_runs_day', ['merchant_id', 'day'])
    .execute();
  await db.schema
    .createTable('rebate_payments')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('account_id', 'integer', (c) => account(c))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('daily', 'manual')`))
    .addColumn('run_id', 'integer', (c) => c.references('rebate_runs.id').onDelete('set null'))
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('window_end', 'timestamptz', (c) => c.notNull())
    .addColumn('valid_bet', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('categories', 'jsonb', (c) => c.notNull())
    .addColumn('entry_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('rebate_payments_window', sql`window_start < window_end`)
    .addUniqueConstraint('rebate_payments_once', ['account_id', 'window_start'])
    .execute();
  await db.schema.createIndex('rebate_payments_run').on('rebate_payments').columns(['run_id']).execute();

  // The betting module's read of one account's valid bets over a window (rebates' watermark, VIP's review).
  await db.schema
    .createIndex('bets_account_settled')
    .on('bets')
    .columns(['merchant_id', 'account_id', 'settled_at'])
    .where(sql.ref('status'), 'in', ['won', 'lost'])
    .execute();

  await db.schema
    .createTable('vip_settings')
    .addColumn('merchant_id', 'integer', (c) => merchant(c).primaryKey())
    .addColumn('window_days', 'integer', (c) => c.notNull().check(sql`window_days between 1 and 366`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('vip_levels')
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('level', 'integer', (c) => c.notNull().check(sql`level between 1 and 100`))
    .addColumn('names', 'jsonb', (c) => c.notNull())
    .addColumn('min_deposit', 'bigint', (c) => c.notNull().check(sql`min_deposit >= 0`))
    .addColumn('min_valid_bet', 'bigint', (c) => c.notNull().check(sql`min_valid_bet >= 0`))
    .addColumn('withdraw_daily_limit', 'bigint')
    .addColumn('withdraw_daily_count', 'integer')
    .addColumn('level_up_bonus', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`level_up_bonus >= 0`))
    .addColumn('monthly_bonus', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`monthly_bonus >= 0`))
    .addColumn('turnover_multiplier', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('vip_levels_pk', ['merchant_id', 'level'])
    .execute();
  await db.schema
    .createTable('vip_accounts')
    .addColumn('account_id', 'integer', (c) => account(c).primaryKey())
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('reached_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('reviewed_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('vip_activity')
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('account_id', 'integer', (c) => account(c))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('deposits', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_bet', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('vip_activity_pk', ['account_id', 'day'])
    .execute();
  await db.schema
    .createTable('vip_rewards')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('account_id', 'integer', (c) => account(c))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('levelUp', 'monthly')`))
    .addColumn('level', 'integer', (c) => c.notNull())
    // levelUp: 'level:<n>'; monthly: the merchant month 'YYYY-MM'.
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('turnover_multiplier', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('claimable', 'claimed')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('bonus_ref', 'text')
    .addUniqueConstraint('vip_rewards_once', ['account_id', 'kind', 'period'])
    .execute();
}
