import { type Kysely, sql } from 'kysely';

// Frozen: missions, the mission leaderboard and player referrals (issue 19, decision 0037). Missions: a
// merchant's daily, weekly and one-off missions (rounds, valid bet in a category, deposits, invited friends)
// with a cash reward (a bonus with a turnover requirement) and points; each account's progress per mission
// and period, claimed once (the claim's points feed the leaderboard). The leaderboard: its prize per place,
// and its payouts, unique per (merchant, week, place). Referral: a merchant's rule, each player's own code,
// and each referred friend (one referrer per friend, paid once). Imports nothing.
export async function up(db: Kysely<any>): Promise<void> {
  const merchant = (c: any) => c.notNull().references('merchants.id').onDelete('cascade');
  const account = (c: any) => c.notNull().references('accounts.id').onDelete('cascade');

  await db.schema
    .createTable('missions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('daily', 'weekly', 'once')`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('rounds', 'bet', 'deposit', 'invite')`))
    .addColumn('category', 'text')
    .addColumn('target', 'bigint', (c) => c.notNull().check(sql`target > 0`))
    .addColumn('reward', 'bigint', (c) => c.notNull().check(sql`reward >= 0`))
    .addColumn('turnover_multiplier', 'integer', (c) => c.notNull().check(sql`turnover_multiplier >= 0`))
    .addColumn('points', 'integer', (c) => c.notNull().check(sql`points >= 0`))
    .addColumn('titles', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'paused')`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('missions_merchant')
    .on('missions')
    .columns(['merchant_id', 'status'])
    .execute();
  await db.schema
    .createTable('mission_progress')
    .addColumn('mission_id', 'integer', (c) => c.notNull().references('missions.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => account(c))
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('progress', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('mission_progress_pk', ['mission_id', 'account_id', 'period'])
    .execute();
  await db.schema
    .createIndex('mission_progress_claims')
    .on('mission_progress')
    .columns(['merchant_id', 'claimed_at'])
    .execute();
  await db.schema
    .createTable('mission_prizes')
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('place', 'integer', (c) => c.notNull().check(sql`place between 1 and 100`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('turnover_multiplier', 'integer', (c) => c.notNull().check(sql`turnover_multiplier >= 0`))
    .addPrimaryKeyConstraint('mission_prizes_pk', ['merchant_id', 'place'])
    .execute();
  await db.schema
    .createTable('mission_payouts')
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('place', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => account(c))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('mission_payouts_pk', ['merchant_id', 'period', 'place'])
    .execute();
  await db.schema
    .createTable('referral_rules')
    .addColumn('merchant_id', 'integer', (c) => merchant(c).primaryKey())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('reward', 'bigint', (c) => c.notNull().check(sql`reward >= 0`))
    .addColumn('turnover_multiplier', 'integer', (c) => c.notNull().check(sql`turnover_multiplier >= 0`))
    .addColumn('min_deposit', 'bigint', (c) => c.notNull().check(sql`min_deposit >= 0`))
    .addColumn('min_valid_bet', 'bigint', (c) => c.notNull().check(sql`min_valid_bet >= 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('referral_codes')
    .addColumn('account_id', 'integer', (c) => account(c).primaryKey())
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('code', 'text', (c) => c.notNull())
    .addUniqueConstraint('referral_codes_code', ['merchant_id', 'code'])
    .execute();
  await db.schema
    .createTable('referrals')
    .addColumn('friend_id', 'integer', (c) => account(c).primaryKey())
    .addColumn('referrer_id', 'integer', (c) => account(c))
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('friend_name', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('registered', 'deposited', 'rewarded', 'refused')`),
    )
    .addColumn('refused_reason', 'text')
    .addColumn('deposits', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_bet', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('reward', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('rewarded_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('referrals_referrer').on('referrals').columns(['referrer_id']).execute();
}
