import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';

// Migration 2026-11-23T1100-bet-claims on data written before it: a bet's claim moves into its row.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ databaseUrl: null, dataDir: '', inMemory: true });
  await migrateToLatest(handle.db, '2026-11-23T1000-games');
});
afterAll(() => handle.close());

const bet = (txId: string) =>
  sql`insert into bets (merchant_id, account_id, provider, tx_id, round_id, vendor_code, game_code, game_name,
                        game_category, stake, valid_bet)
      values (1, 7, 'HOUSE', ${txId}, 'r1', 'HOUSE', 'G', 'Game', 'RNG', 100, 100)`;
const claim = (txId: string, operation: string, reference: string | null) =>
  sql`insert into seamless_transactions (provider, tx_id, operation, merchant_id, account_id, round_id, amount,
                                         reference, outcome)
      values ('HOUSE', ${txId}, ${operation}, 1, 7, 'r1', 100, ${reference}, 'applied')`;

describe('migration 2026-11-23T1100-bet-claims', () => {
  it('moves each bet claim’s reference into its bet and keeps the claims of wins and refunds', async () => {
    const { db } = handle;
    await bet('b1').execute(db);
    await bet('b2').execute(db);
    await claim('b1', 'bet', 'B-REF-1').execute(db);
    await claim('b2', 'bet', null).execute(db);
    await claim('w1', 'win', 'P-REF-1').execute(db);
    await claim('r1', 'refund', 'R-REF-1').execute(db);

    expect(await migrateToLatest(db, '2026-11-23T1100-bet-claims')).toEqual(['2026-11-23T1100-bet-claims']);

    const bets = await sql<{ tx_id: string; reference: string | null }>`
      select tx_id, reference from bets order by tx_id`.execute(db);
    expect(bets.rows).toEqual([
      { tx_id: 'b1', reference: 'B-REF-1' },
      { tx_id: 'b2', reference: null },
    ]);
    const claims = await sql<{ tx_id: string; operation: string }>`
      select tx_id, operation from seamless_transactions order by tx_id`.execute(db);
    expect(claims.rows).toEqual([
      { tx_id: 'r1', operation: 'refund' },
      { tx_id: 'w1', operation: 'win' },
    ]);
  });
});
