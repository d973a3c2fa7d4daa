import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/template-db.ts';
import { createSecondNode } from '../../../test/test-app.ts';
import type { DatabaseHandle } from '../../db/database.ts';

// Two app instances on one database stand for two nodes (as app-jobs.test.ts): each runs the
// missions.leaderboard job for the same hour; the finished week's places are paid once.
type Node = Awaited<ReturnType<typeof createSecondNode>>;
let nodes: Node[] = [];
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  nodes = [await createSecondNode(handle), await createSecondNode(handle)];
});

afterAll(async () => {
  for (const node of nodes) await node.app.close();
  await handle.close();
});

describe('the mission leaderboard across two nodes', () => {
  it('pays each place of the finished week once, whichever node runs the job', async () => {
    const [a, b] = nodes as [Node, Node];
    const { db } = handle;
    const merchant = await db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'siam')
      .executeTakeFirstOrThrow();
    const accounts = await db
      .selectFrom('accounts')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where('type', '=', 0)
      .orderBy('id')
      .limit(2)
      .execute();
    const mission = await db
      .selectFrom('missions')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Claims of a finished week: points 30 and 20 on a Wednesday of a past week (Siam's week starts Monday).
    const at = new Date('2031-03-05T05:00:00Z');
    await db
      .insertInto('mission_progress')
      .values(
        accounts.map((acc, i) => ({
          mission_id: mission.id,
          account_id: acc.id,
          merchant_id: merchant.id,
          period: `test-${i}`,
          progress: 5,
          claimed_at: at,
          points: 30 - i * 10,
        })),
      )
      .execute();
    const now = new Date('2031-03-11T00:00:00Z');
    const runs = await Promise.all([
      a.services.jobs.tick(now),
      b.services.jobs.tick(now),
      a.services.missions.payLeaderboards(now),
      b.services.missions.payLeaderboards(now),
    ]);
    expect(runs).toHaveLength(4);
    // a tick answers once its claims are taken: the job's run of the hour ends a moment later
    await expect
      .poll(
        async () =>
          (await a.services.jobs.runs({ job: 'missions.leaderboard', pageNum: 1, pageSize: 10 })).rows.filter(
            (r) => r.period === now.toISOString(),
          ),
        { timeout: 20_000, interval: 100 },
      )
      .toEqual([expect.objectContaining({ outcome: 'succeeded' })]);
    const payouts = await db
      .selectFrom('mission_payouts')
      .select(['place', 'account_id', 'amount'])
      .where('merchant_id', '=', merchant.id)
      .where('period', '=', '2031-03-03')
      .orderBy('place')
      .execute();
    expect(payouts.map((p) => [p.place, p.account_id, Number(p.amount)])).toEqual([
      [1, accounts[0]?.id, 100_000],
      [2, accounts[1]?.id, 50_000],
    ]);
    const bonuses = await db
      .selectFrom('bonuses')
      .select(['account_id', 'amount'])
      .where('source', '=', 'mission-leaderboard')
      .execute();
    expect(bonuses.map((x) => Number(x.amount)).sort()).toEqual([100_000, 50_000].sort());
  });
});
