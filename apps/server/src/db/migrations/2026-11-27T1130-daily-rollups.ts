import { type Kysely, sql } from 'kysely';

// Frozen: the back office's dashboard (issue 15). Bets are summed per merchant and UTC day into bet_daily,
// and each day's distinct players kept in bet_daily_players (a period's active players are the distinct
// players over its days), both rewritten for the last two days by the betting module's rollup job. The
// indexes serve that job and the dashboard's other sums (deposits and withdrawals by the time they were
// paid, registrations by day). Imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bet_daily')
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('bets', 'integer', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull())
    .addColumn('valid_bet', 'bigint', (c) => c.notNull())
    .addColumn('payout', 'bigint', (c) => c.notNull())
    .addColumn('players', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('bet_daily_pk', ['merchant_id', 'day'])
    .execute();
  await db.schema
    .createTable('bet_daily_players')
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('bet_daily_players_pk', ['merchant_id', 'day', 'account_id'])
    .execute();
  await db.schema.createIndex('bets_settled').on('bets').columns(['merchant_id', 'settled_at']).execute();
  await db.schema
    .createIndex('deposits_decided')
    .on('deposits')
    .columns(['merchant_id', 'decided_at'])
    .execute();
  await db.schema
    .createIndex('withdrawals_paid')
    .on('withdrawals')
    .columns(['merchant_id', 'paid_at'])
    .execute();
  await db.schema
    .createIndex('accounts_created')
    .on('accounts')
    .columns(['merchant_id', 'created_at'])
    .execute();
}
