import { type Kysely, sql } from 'kysely';

// Frozen: per-member rollups of merchant days and months (issue 17, decision 0032), beside the hourly ones
// (decision 0026) and kept by the same statements: a team's per-member lists over whole days read a row per
// member, category and day or month instead of one per hour, and one more per member and day or month for all
// its categories (`game_category` '*': the unfiltered lists read a row per member). `bucket` is 'day' or 'month', `at` its start
// in the merchant's time zone (settings.utcOffsetMinutes, Thailand's 420 when absent), as team_active's
// buckets. Backfilled from the hourly rows. Imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('member_periods')
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('bucket', 'text', (c) => c.notNull().check(sql`bucket in ('day', 'month')`))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('game_category', 'text', (c) => c.notNull())
    .addColumn('bets', 'integer', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull())
    .addColumn('valid_bet', 'bigint', (c) => c.notNull())
    .addColumn('payout', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_periods_pk', [
      'merchant_id',
      'account_id',
      'bucket',
      'at',
      'game_category',
    ])
    .execute();
  await sql`create index member_periods_at on member_periods (merchant_id, bucket, at, game_category)
    include (account_id, bets, stake, valid_bet, payout)`.execute(db);
  await db.schema
    .createTable('member_money_periods')
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('bucket', 'text', (c) => c.notNull().check(sql`bucket in ('day', 'month')`))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('deposits', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deposit_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('withdrawals', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('withdrawal_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('member_money_periods_pk', ['merchant_id', 'account_id', 'bucket', 'at'])
    .execute();
  await sql`create index member_money_periods_at on member_money_periods (merchant_id, bucket, at)
    include (account_id, deposits, deposit_count, withdrawals, withdrawal_count)`.execute(db);

  const offset = sql`make_interval(mins => coalesce((m.settings->>'utcOffsetMinutes')::int, 420))`;
  const day = sql`date_bin('1 day', h.hour, timestamptz '2000-01-01 00:00:00+00' - ${offset})`;
  const month = sql`(date_trunc('month', (h.hour at time zone 'UTC') + ${offset}) - ${offset}) at time zone 'UTC'`;
  for (const [name, at] of [
    ['day', day],
    ['month', month],
  ] as const) {
    await sql`
      insert into member_periods (merchant_id, account_id, bucket, at, game_category, bets, stake, valid_bet, payout)
      select h.merchant_id, h.account_id, ${name}, ${at}, h.game_category, sum(h.bets), sum(h.stake), sum(h.valid_bet), sum(h.payout)
      from member_hourly h join merchants m on m.id = h.merchant_id
      group by 1, 2, 4, 5`.execute(db);
    await sql`
      insert into member_periods (merchant_id, account_id, bucket, at, game_category, bets, stake, valid_bet, payout)
      select h.merchant_id, h.account_id, ${name}, ${at}, '*', sum(h.bets), sum(h.stake), sum(h.valid_bet), sum(h.payout)
      from member_hourly h join merchants m on m.id = h.merchant_id
      group by 1, 2, 4`.execute(db);
    await sql`
      insert into member_money_periods (merchant_id, account_id, bucket, at, deposits, deposit_count, withdrawals, withdrawal_count)
      select h.merchant_id, h.account_id, ${name}, ${at}, sum(h.deposits), sum(h.deposit_count), sum(h.withdrawals), sum(h.withdrawal_count)
      from member_money_hourly h join merchants m on m.id = h.merchant_id
      group by 1, 2, 4`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_money_periods').execute();
  await db.schema.dropTable('member_periods').execute();
}
