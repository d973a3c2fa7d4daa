import { type Kysely, sql } from 'kysely';

// Frozen: the lottery (issue 16, decision 0024). A merchant's lottery games with their family, schedule
// (a cron pattern in a time zone), sales close, stakes and liability limit; the draws of each game with
// the commitment published before sales close and the secret revealed after the draw (DESIGN.md 5c); a
// slip (order) of one or more lines over one or more draws (a chase), paid with one ledger debit; a
// ticket per line and draw, settled once; the exposure per draw and number that the liability limit
// checks. Imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lottery_games')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('vendor_code', 'text', (c) => c.notNull())
    .addColumn('family', 'text', (c) => c.notNull())
    // house: drawn here from the crypto RNG; outside: an official draw an operator enters (simulated on
    // the embedded demo, and the draw says so).
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('house', 'outside')`))
    .addColumn('cron', 'text', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('close_seconds', 'integer', (c) => c.notNull().check(sql`close_seconds >= 0`))
    .addColumn('min_stake', 'bigint', (c) => c.notNull().check(sql`min_stake > 0`))
    .addColumn('max_stake', 'bigint', (c) => c.notNull())
    // The most the house may owe on one number of one play in one draw (minor units).
    .addColumn('liability_limit', 'bigint', (c) => c.notNull())
    // Odds per play id overriding the rules' defaults, as the rules write them.
    .addColumn('odds', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('cancel_allowed', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('simulate', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('lottery_games_merchant_code', ['merchant_id', 'game_code'])
    .addCheckConstraint('lottery_games_stakes', sql`max_stake >= min_stake and liability_limit > 0`)
    .execute();

  await db.schema
    .createTable('lottery_draws')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('lottery_games.id').onDelete('cascade'))
    .addColumn('issue', 'text', (c) => c.notNull())
    .addColumn('closes_at', 'timestamptz', (c) => c.notNull())
    .addColumn('draw_at', 'timestamptz', (c) => c.notNull())
    // SHA-256 (hex) of the secret, public from the draw's creation; the secret is revealed once drawn.
    .addColumn('commitment', 'text')
    .addColumn('secret', 'text')
    .addColumn('result', 'jsonb')
    // open -> drawn -> settled; open | drawn -> void (every ticket refunded once).
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('open').check(sql`status in ('open', 'drawn', 'settled', 'void')`),
    )
    // How the result came: house (RNG), simulated (an outside draw on the demo, from the RNG), operator.
    .addColumn('result_source', 'text', (c) =>
      c.check(sql`result_source is null or result_source in ('house', 'simulated', 'operator')`),
    )
    .addColumn('drawn_at', 'timestamptz')
    .addColumn('settled_at', 'timestamptz')
    .addColumn('void_reason', 'text')
    .addUniqueConstraint('lottery_draws_game_issue', ['game_id', 'issue'])
    .addCheckConstraint('lottery_draws_close', sql`closes_at <= draw_at`)
    .addCheckConstraint(
      'lottery_draws_drawn',
      sql`(status in ('drawn', 'settled')) <= (result is not null and drawn_at is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('lottery_draws_game_time')
    .on('lottery_draws')
    .columns(['game_id', 'draw_at'])
    .execute();
  await db.schema
    .createIndex('lottery_draws_due')
    .on('lottery_draws')
    .columns(['draw_at'])
    .where(sql.ref('status'), 'in', ['open', 'drawn'])
    .execute();

  await db.schema
    .createTable('lottery_orders')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('lottery_games.id'))
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull().check(sql`total > 0`))
    .addColumn('draws', 'integer', (c) => c.notNull().check(sql`draws >= 1`))
    .addColumn('stop_on_win', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('lottery_orders_request', ['account_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('lottery_orders_account')
    .on('lottery_orders')
    .columns(['account_id', 'id'])
    .execute();

  await db.schema
    .createTable('lottery_tickets')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('lottery_orders.id').onDelete('cascade'))
    .addColumn('draw_id', 'bigint', (c) => c.notNull().references('lottery_draws.id'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('play', 'text', (c) => c.notNull())
    .addColumn('pick', 'jsonb', (c) => c.notNull())
    .addColumn('combinations', 'integer', (c) => c.notNull().check(sql`combinations >= 1`))
    .addColumn('unit_stake', 'bigint', (c) => c.notNull().check(sql`unit_stake > 0`))
    .addColumn('multiplier', 'integer', (c) => c.notNull().check(sql`multiplier >= 1`))
    .addColumn('stake', 'bigint', (c) => c.notNull().check(sql`stake > 0`))
    // The odds the slip showed, as the rules write them, so a later change of odds pays no ticket differently.
    .addColumn('odds', 'jsonb', (c) => c.notNull())
    // open -> won | lost | tie | refunded (void draw, chase stopped) | cancelled (by the player).
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'won', 'lost', 'tie', 'refunded', 'cancelled')`),
    )
    .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`payout >= 0`))
    .addColumn('settled_at', 'timestamptz')
    .addCheckConstraint('lottery_tickets_settled', sql`(status = 'open') = (settled_at is null)`)
    .execute();
  await db.schema
    .createIndex('lottery_tickets_draw_open')
    .on('lottery_tickets')
    .columns(['draw_id', 'id'])
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema.createIndex('lottery_tickets_order').on('lottery_tickets').columns(['order_id']).execute();
  await db.schema
    .createIndex('lottery_tickets_account')
    .on('lottery_tickets')
    .columns(['account_id', 'id'])
    .execute();

  await db.schema
    .createTable('lottery_exposure')
    .addColumn('draw_id', 'bigint', (c) => c.notNull().references('lottery_draws.id').onDelete('cascade'))
    // play id and number as the rules name them ('lo:27', 'sum:10').
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('liability', 'bigint', (c) => c.notNull().check(sql`liability >= 0`))
    // The game's limit when the row last grew: a slip that would pass it fails whole, in its one statement.
    .addColumn('limit_value', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('lottery_exposure_pk', ['draw_id', 'target'])
    .addCheckConstraint('lottery_exposure_limit', sql`liability <= limit_value`)
    .execute();
}
