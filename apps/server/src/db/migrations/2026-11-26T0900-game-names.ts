import { type Kysely, sql } from 'kysely';

// Frozen: a game's name per language (issue 14). game_names is { "en": ..., "th": ... }; the game list answers
// the asked language, then English, then game_name, which stays the one stored name (bets, search, launches).
// A game named before keeps that name as its English one. Imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('games')
    .addColumn('game_names', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await sql`update games set game_names = jsonb_build_object('en', game_name) where game_name is not null`.execute(
    db,
  );
}
