import { type Kysely, sql } from 'kysely';

// Frozen: promotions and bonuses (issue 18, decision 0030). Promotions an operator configures (type,
// audience, period, rules, turnover multiplier and category weights, texts and banner); each player's
// entry in a promotion (joined, applying, rejected, issued) once per promotion and period, with the
// images of an application; bonuses, each with its turnover requirement (amount x multiplier, the
// progress counted from valid bets, the state); and the bets counted towards a bonus, one row per
// (bonus, bet), so a bet is never counted twice. Imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('promotions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    // The demo seed's key (null for an operator's promotion): a re-seed updates its own rows.
    .addColumn('seed_key', 'text')
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('welcome', 'reload', 'rebate', 'signup', 'raffle', 'custom')`),
    )
    .addColumn('audience', 'jsonb', (c) => c.notNull())
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz')
    .addColumn('rules', 'jsonb', (c) => c.notNull())
    .addColumn('turnover_multiplier', 'integer', (c) =>
      c.notNull().check(sql`turnover_multiplier between 0 and 100`),
    )
    .addColumn('category_weights', 'jsonb', (c) => c.notNull())
    .addColumn('forfeit_rule', 'text', (c) =>
      c.notNull().check(sql`forfeit_rule in ('bonus', 'bonus_and_winnings')`),
    )
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('banner', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paused', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('promotions_period', sql`end_at is null or end_at > start_at`)
    .execute();
  await db.schema
    .createIndex('promotions_seed_key')
    .on('promotions')
    .columns(['merchant_id', 'seed_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('bonuses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('promotion_id', 'integer', (c) => c.references('promotions.id').onDelete('set null'))
    // Who asked ('promotion:12', 'operator:3', 'rebates') and what it belongs to.
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('turnover_multiplier', 'integer', (c) => c.notNull())
    .addColumn('category_weights', 'jsonb', (c) => c.notNull())
    .addColumn('forfeit_rule', 'text', (c) =>
      c.notNull().check(sql`forfeit_rule in ('bonus', 'bonus_and_winnings')`),
    )
    // The turnover requirement: required = amount x multiplier; progress = the weighted valid bets counted.
    .addColumn('required', 'bigint', (c) => c.notNull().check(sql`required >= 0`))
    .addColumn('progress', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`progress >= 0`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('active', 'met', 'forfeited', 'revoked', 'expired')`),
    )
    .addColumn('entry_id', 'bigint')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_at', 'timestamptz')
    // What closing it took back from the wallet, who closed it and why.
    .addColumn('taken_back', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('closed_by', 'text')
    .addColumn('reason', 'text')
    .execute();
  await db.schema
    .createIndex('bonuses_key')
    .on('bonuses')
    .columns(['merchant_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema.createIndex('bonuses_account').on('bonuses').columns(['account_id', 'status']).execute();
  await db.schema
    .createIndex('bonuses_active_expiry')
    .on('bonuses')
    .column('expires_at')
    .where(sql.ref('status'), '=', 'active')
    .execute();

  await db.schema
    .createTable('bonus_bets')
    .addColumn('bonus_id', 'integer', (c) => c.notNull().references('bonuses.id').onDelete('cascade'))
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('bet_tx_id', 'text', (c) => c.notNull())
    .addColumn('round_id', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull())
    .addColumn('payout', 'bigint', (c) => c.notNull())
    // The valid bet times the category's weight; 0 for a hedged bet (decision 0030).
    .addColumn('counted', 'bigint', (c) => c.notNull().check(sql`counted >= 0`))
    .addColumn('hedged', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('bonus_bets_pk', ['bonus_id', 'vendor', 'bet_tx_id'])
    .execute();
  await db.schema
    .createIndex('bonus_bets_round')
    .on('bonus_bets')
    .columns(['bonus_id', 'vendor', 'round_id'])
    .execute();

  await db.schema
    .createTable('promotion_entries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    // '' for a once-only promotion; the period's first day (merchant's days) for a reload.
    .addColumn('period_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('joined', 'qualified', 'applying', 'rejected', 'issued')`),
    )
    .addColumn('comment', 'text')
    .addColumn('reason', 'text')
    .addColumn('bonus_id', 'integer', (c) => c.references('bonuses.id').onDelete('set null'))
    .addColumn('reviewed_by', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('promotion_entries_once')
    .on('promotion_entries')
    .columns(['promotion_id', 'account_id', 'period_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('promotion_entries_review')
    .on('promotion_entries')
    .columns(['merchant_id', 'status'])
    .execute();

  await db.schema
    .createTable('promotion_images')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('entry_id', 'integer', (c) =>
      c.notNull().references('promotion_entries.id').onDelete('cascade'),
    )
    .addColumn('mime', 'text', (c) => c.notNull().check(sql`mime in ('image/png', 'image/jpeg')`))
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('promotion_images_entry').on('promotion_images').column('entry_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['promotion_images', 'promotion_entries', 'bonus_bets', 'bonuses', 'promotions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
