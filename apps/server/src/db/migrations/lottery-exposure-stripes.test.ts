import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { seedDemo } from '../seed/seed-demo.ts';

// Migrations 2026-12-01T0900-lottery-exposure-stripes and 2026-12-01T1000-lottery-lean-slips on data
// written before them: each exposure row becomes stripe 0 of its target with the whole limit as budget.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ databaseUrl: null, dataDir: '', inMemory: true });
  // every migration before the two (the demo seed writes the agent programme's tables too)
  await migrateToLatest(handle.db, '2026-12-01T0900-agent-tree');
  await seedDemo(handle.db);
});
afterAll(() => handle.close());

describe('migration 2026-12-01T0900-lottery-exposure-stripes', () => {
  it('turns each exposure row into stripe 0 with the limit as its budget, under the CHECK per stripe', async () => {
    const { db } = handle;
    await sql`insert into lottery_draws (merchant_id, game_id, issue, closes_at, draw_at)
      select merchant_id, id, 'T-1', now() + interval '1 hour', now() + interval '1 hour'
      from lottery_games order by id limit 1`.execute(db);
    await sql`insert into lottery_exposure (draw_id, target, liability, limit_value)
      select id, t.target, t.liability, 500
      from lottery_draws cross join (values ('k3.sum:0-9', 120), ('k3.sum:0-12', 500)) as t(target, liability)`.execute(
      db,
    );

    expect(await migrateToLatest(db, '2026-12-01T1000-lottery-lean-slips')).toEqual([
      '2026-12-01T0900-lottery-exposure-stripes',
      '2026-12-01T1000-lottery-lean-slips',
    ]);

    const rows = await sql<{ target: string; stripe: number; liability: string; budget: string }>`
      select target, stripe, liability::text, budget::text from lottery_exposure order by target`.execute(db);
    expect(rows.rows).toEqual([
      { target: 'k3.sum:0-12', stripe: 0, liability: '500', budget: '500' },
      { target: 'k3.sum:0-9', stripe: 0, liability: '120', budget: '500' },
    ]);
    // A second stripe of a target is a row of its own; a stripe's liability stays within its budget.
    await sql`insert into lottery_exposure (draw_id, target, stripe, liability, budget, limit_value)
      select draw_id, target, 1, 0, 0, 500 from lottery_exposure where target = 'k3.sum:0-9'`.execute(db);
    await expect(
      sql`update lottery_exposure set liability = liability + 1 where stripe = 1`.execute(db),
    ).rejects.toMatchObject({ code: '23514', constraint: 'lottery_exposure_limit' });
    await expect(sql`select lottery_exposure_short()`.execute(db)).rejects.toMatchObject({
      code: '23514',
      constraint: 'lottery_exposure_limit',
    });
  });
});
