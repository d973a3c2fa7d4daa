import { type Kysely, sql } from 'kysely';

// Frozen: the red envelope (issue 19, decision 0039). A merchant's campaigns (names per language, the
// window, a drop every N minutes open M minutes, the total and per-drop budgets with `remaining >= 0`
// checks, the amount tiers and weights, the day's condition, the turnover multiple); each drop opened at
// least once, with its own remaining budget; and each opening, unique per (campaign, drop, account), so a
// player opens one envelope per drop whichever node answers. Imports nothing.
export async function up(db: Kysely<any>): Promise<void> {
  const merchant = (c: any) => c.notNull().references('merchants.id').onDelete('cascade');

  await db.schema
    .createTable('red_envelope_campaigns')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('names', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'paused', 'ended')`))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('every_minutes', 'integer', (c) => c.notNull().check(sql`every_minutes >= 1`))
    .addColumn('open_minutes', 'integer', (c) => c.notNull().check(sql`open_minutes >= 1`))
    .addColumn('total_budget', 'bigint', (c) => c.notNull().check(sql`total_budget > 0`))
    .addColumn('remaining', 'bigint', (c) => c.notNull())
    .addColumn('drop_budget', 'bigint', (c) => c.notNull().check(sql`drop_budget > 0`))
    .addColumn('tiers', 'jsonb', (c) => c.notNull())
    .addColumn('condition', 'text', (c) =>
      c.notNull().check(sql`condition in ('none', 'deposit', 'validBet')`),
    )
    .addColumn('condition_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('turnover_multiplier', 'integer', (c) => c.notNull().check(sql`turnover_multiplier >= 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('red_envelope_campaigns_budget', sql`remaining >= 0 and remaining <= total_budget`)
    .addCheckConstraint('red_envelope_campaigns_window', sql`ends_at > starts_at`)
    .execute();
  await db.schema
    .createIndex('red_envelope_campaigns_merchant')
    .on('red_envelope_campaigns')
    .columns(['merchant_id', 'status', 'ends_at'])
    .execute();
  await db.schema
    .createTable('red_envelope_drops')
    .addColumn('campaign_id', 'integer', (c) =>
      c.notNull().references('red_envelope_campaigns.id').onDelete('cascade'),
    )
    .addColumn('drop_index', 'integer', (c) => c.notNull().check(sql`drop_index >= 0`))
    .addColumn('opens_at', 'timestamptz', (c) => c.notNull())
    .addColumn('closes_at', 'timestamptz', (c) => c.notNull())
    .addColumn('budget', 'bigint', (c) => c.notNull())
    .addColumn('remaining', 'bigint', (c) => c.notNull())
    .addColumn('opens', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('red_envelope_drops_budget', sql`remaining >= 0 and remaining <= budget`)
    .addPrimaryKeyConstraint('red_envelope_drops_pk', ['campaign_id', 'drop_index'])
    .execute();
  await db.schema
    .createTable('red_envelope_opens')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('campaign_id', 'integer', (c) =>
      c.notNull().references('red_envelope_campaigns.id').onDelete('cascade'),
    )
    .addColumn('drop_index', 'integer', (c) => c.notNull())
    .addColumn('merchant_id', 'integer', (c) => merchant(c))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('turnover_multiplier', 'integer', (c) => c.notNull())
    .addColumn('redrawn', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('bonus_id', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('red_envelope_opens_once', ['campaign_id', 'drop_index', 'account_id'])
    .execute();
  await db.schema
    .createIndex('red_envelope_opens_account')
    .on('red_envelope_opens')
    .columns(['account_id', 'id'])
    .execute();
}
