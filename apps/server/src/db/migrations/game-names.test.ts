import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';

// Migration 2026-11-26T0900-game-names on games stored before it: a named game keeps its name as English.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ databaseUrl: null, dataDir: '', inMemory: true });
  await migrateToLatest(handle.db, '2026-11-25T0900-jobs');
});
afterAll(() => handle.close());

const game = (code: string, name: string | null) =>
  sql`insert into games (merchant_id, vendor_code, node_name, game_name, game_type, min_bet, icon_url, game_code)
      values (1, 'HOUSE', ${`house_${code.toLowerCase()}`}, ${name}, 'RNG', 100, '/i.svg', ${code})`;

describe('migration 2026-11-26T0900-game-names', () => {
  it('keeps each stored name as the English one and leaves an unnamed game without names', async () => {
    const { db } = handle;
    await sql`insert into merchants (code, name, brand, languages, default_language, currency, currency_symbol,
                                     features, register_settings)
              values ('siam', 'Siam', '{}', '["th","en"]', 'th', 'THB', '฿', '[]', '{}')`.execute(db);
    await game('NAMED', 'Dragon Fortune').execute(db);
    await game('UNNAMED', null).execute(db);

    expect(await migrateToLatest(db, '2026-11-26T0900-game-names')).toEqual(['2026-11-26T0900-game-names']);

    const rows = await sql<{
      game_code: string;
      game_name: string | null;
      game_names: Record<string, string>;
    }>`
      select game_code, game_name, game_names from games order by game_code`.execute(db);
    expect(rows.rows).toEqual([
      { game_code: 'NAMED', game_name: 'Dragon Fortune', game_names: { en: 'Dragon Fortune' } },
      { game_code: 'UNNAMED', game_name: null, game_names: {} },
    ]);
  });
});
