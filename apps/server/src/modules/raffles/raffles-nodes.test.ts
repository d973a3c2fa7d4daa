import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/template-db.ts';
import { createSecondNode } from '../../../test/test-app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type { RunResult } from '../../platform/jobs/job-runner.ts';

// Two app instances on one database stand for two nodes (as missions-nodes.test.ts): both run the
// raffles.draw job for the same period, and both also draw the raffle directly at once; it is drawn once.
type Node = Awaited<ReturnType<typeof createSecondNode>>;
let nodes: Node[] = [];
let handle: DatabaseHandle;
const HOUR = 3_600_000;

beforeAll(async () => {
  handle = await createTestDatabase();
  nodes = [await createSecondNode(handle), await createSecondNode(handle)];
});

afterAll(async () => {
  for (const node of nodes) await node.app.close();
  await handle.close();
});

describe('the raffle draw across two nodes', () => {
  it('draws a due raffle once and pays each place once, whichever node runs it', async () => {
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
      .limit(3)
      .execute();
    const made = await a.services.raffles.create(merchant.id, {
      titles: { en: 'Two nodes', th: 'สองโหนด' },
      descriptions: { en: 'Grants only', th: 'ตั๋วจากผู้ดูแล' },
      opensAt: new Date(Date.now() - HOUR).toISOString(),
      closesAt: new Date(Date.now() + HOUR).toISOString(),
      drawAt: new Date(Date.now() + HOUR).toISOString(),
      rules: { betPerTicket: 1e12, depositMin: null, ticketsPerDeposit: 1, maxTickets: 5 },
      prizes: [
        { place: 1, amount: 30_000, turnoverMultiplier: 1 },
        { place: 2, amount: 10_000, turnoverMultiplier: 1 },
      ],
    });
    for (const [i, acc] of accounts.entries())
      await b.services.raffles.grant(merchant.id, made.id, acc.id, i + 1, 'nodes test', null);
    // the window ended and the draw is due
    const now = new Date();
    await db
      .updateTable('raffles')
      .set({ closes_at: new Date(now.getTime() - 1000), draw_at: new Date(now.getTime() - 1000) })
      .where('id', '=', made.id)
      .execute();
    const drawn = await Promise.all([
      a.services.jobs.tick(now),
      b.services.jobs.tick(now),
      a.services.raffles.drawOne(made.id, now),
      b.services.raffles.drawOne(made.id, now),
      a.services.raffles.drawDue(now),
      b.services.raffles.drawDue(now),
    ]);
    // the job's run of the period (when the round took it: a first round has many jobs due) runs on one node
    // only, and succeeds whether it drew the raffle or found it drawn
    const runs = [...(drawn[0] as RunResult[]), ...(drawn[1] as RunResult[])].filter(
      (r) => r.job === 'raffles.draw',
    );
    expect(runs.length).toBeLessThanOrEqual(1);
    expect(runs.every((r) => r.outcome === 'succeeded')).toBe(true);
    const ownDraws = [drawn[2], drawn[3]].filter(Boolean).length;
    const dueDraws = (drawn[4] as { drawn: number }).drawn + (drawn[5] as { drawn: number }).drawn;
    expect(ownDraws + dueDraws).toBeLessThanOrEqual(1);
    const raffle = await db
      .selectFrom('raffles')
      .select(['status', 'total_tickets', 'entrants'])
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(raffle).toEqual({ status: 'drawn', total_tickets: 6, entrants: 3 });
    const winners = await db
      .selectFrom('raffle_winners')
      .select(['place', 'account_id'])
      .where('raffle_id', '=', made.id)
      .orderBy('place')
      .execute();
    expect(winners.map((w) => w.place)).toEqual([1, 2]);
    // both nodes claim for the first place's winner at once: one bonus
    const first = winners[0]?.account_id as number;
    const claims = await Promise.allSettled([
      a.services.raffles.claim(merchant.id, first, made.id),
      b.services.raffles.claim(merchant.id, first, made.id),
    ]);
    expect(claims.filter((c) => c.status === 'fulfilled')).toHaveLength(1);
    const bonuses = await db
      .selectFrom('bonuses')
      .select('amount')
      .where('source', '=', 'raffle')
      .where('account_id', '=', first)
      .execute();
    expect(bonuses.map((x) => Number(x.amount))).toEqual([30_000]);
  });
});
