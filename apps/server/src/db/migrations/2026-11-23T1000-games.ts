import { type Kysely, sql } from 'kysely';

// Frozen: playing games (issue 5). Game sessions, favourites and recent games belong to the games module;
// seamless transactions and bet records to its seamless wallet; the tables named vendor_* are the embedded
// vendors' own storage (they stand for a vendor's servers and reach the platform only through the protocol).
// Imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  // A launch: the token a vendor exchanges for the player (stored hashed), for one game.
  await db.schema
    .createTable('game_sessions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    // what the vendor calls the player: the merchant's code and the account id ('siam-42')
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'bytea', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('game_sessions_recent')
    .on('game_sessions')
    .columns(['merchant_id', 'game_id', 'created_at'])
    .execute();

  // Every operation a vendor applied, once per (provider, transaction id, operation): the replay answer.
  await db.schema
    .createTable('seamless_transactions')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('tx_id', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull().check(sql`operation in ('bet', 'win', 'refund')`))
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('round_id', 'text', (c) => c.notNull())
    // refund: the bet it reverses (it may not have arrived yet)
    .addColumn('bet_tx_id', 'text')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('seamless_transactions_key', ['provider', 'tx_id', 'operation'])
    .execute();
  await sql`create index seamless_refunds_of_bet on seamless_transactions (provider, bet_tx_id)
    where operation = 'refund'`.execute(db);

  // The betting record: one row per bet, settled by its round's wins, refunds and end. A refund that
  // arrives before its bet leaves a row with stake 0 and status 'refunded': the late bet finds it (the
  // unique key makes the two wait for each other) and lands refunded, moving nothing.
  await db.schema
    .createTable('bets')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('tx_id', 'text', (c) => c.notNull())
    .addColumn('round_id', 'text', (c) => c.notNull())
    .addColumn('vendor_code', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('game_name', 'text', (c) => c.notNull())
    .addColumn('game_category', 'text', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull().check(sql`stake >= 0`))
    .addColumn('valid_bet', 'bigint', (c) => c.notNull().check(sql`valid_bet >= 0`))
    .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`payout >= 0`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('open').check(sql`status in ('open', 'won', 'lost', 'refunded')`),
    )
    .addColumn('placed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('settled_at', 'timestamptz')
    .addUniqueConstraint('bets_provider_tx', ['provider', 'tx_id'])
    .execute();
  await sql`alter table bets set (fillfactor = 80)`.execute(db);
  await db.schema.createIndex('bets_round').on('bets').columns(['provider', 'round_id']).execute();
  await db.schema
    .createIndex('bets_member')
    .on('bets')
    .columns(['merchant_id', 'account_id', 'placed_at'])
    .execute();

  await db.schema
    .createTable('favourite_games')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('favourite_games_key', ['account_id', 'game_id'])
    .execute();

  await db.schema
    .createTable('recent_games')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('played_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('recent_games_key', ['account_id', 'game_id'])
    .execute();

  // The in-house vendor's round log (its history panel).
  await db.schema
    .createTable('vendor_house_rounds')
    .addColumn('round_id', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull())
    .addColumn('payout', 'bigint', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    // the answer the game page got, for a retry of the same request
    .addColumn('result', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('vendor_house_rounds_player')
    .on('vendor_house_rounds')
    .columns(['player_id', 'game_code', 'created_at'])
    .execute();

  // The sandbox vendor's tickets (its sportsbook's open and settled bets).
  await db.schema
    .createTable('vendor_sandbox_tickets')
    .addColumn('ticket_id', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('match', 'text', (c) => c.notNull())
    .addColumn('pick', 'text', (c) => c.notNull())
    .addColumn('odds', 'numeric(8, 2)', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('result', 'text')
    .addColumn('placed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('vendor_sandbox_tickets_player')
    .on('vendor_sandbox_tickets')
    .columns(['player_id', 'game_code', 'placed_at'])
    .execute();
}
