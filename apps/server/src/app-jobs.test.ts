import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresCopy, createTestDatabase } from '../test/template-db.ts';
import { testKeyRing } from '../test/test-key-ring.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';

// Two app instances on one database stand for two nodes of a deployment: on PGlite they share the one
// handle (one process owns the embedded engine); on PostgreSQL each has its own pool, so their claims race.
type Node = Awaited<ReturnType<typeof buildApp>>;
let nodes: Node[] = [];
let handles: DatabaseHandle[] = [];
let dropCopy = async () => {};

const build = async (database: DatabaseHandle, env: Record<string, string> = {}) => {
  const node = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...env }),
    database,
    keyRing: await testKeyRing(),
  });
  await node.app.ready();
  return node;
};

beforeAll(async () => {
  if (process.env.TEST_DB === 'postgres') {
    const copy = await createPostgresCopy();
    dropCopy = copy.drop;
    handles = [
      await openDatabase({ databaseUrl: copy.url, dataDir: '' }),
      await openDatabase({ databaseUrl: copy.url, dataDir: '' }),
    ];
  } else {
    const shared = await createTestDatabase();
    handles = [shared, shared];
  }
  nodes = [await build(handles[0] as DatabaseHandle), await build(handles[1] as DatabaseHandle)];
});

afterAll(async () => {
  for (const node of nodes) await node.app.close();
  for (const handle of new Set(handles)) await handle.close();
  await dropCopy();
});

const T0 = new Date('2031-03-01T00:00:00Z').getTime();
const MINUTE = 60_000;

describe('jobs across two app instances on one database', () => {
  it('runs each minute’s auto-receive and a module’s job once, whichever node claims it', async () => {
    const ranBy = new Map<string, string[]>();
    for (const { services } of nodes) {
      services.jobs.schedule({
        name: 'test.tally',
        every: MINUTE,
        run: async ({ period }) => void ranBy.set(period, [...(ranBy.get(period) ?? []), services.jobs.node]),
      });
    }
    const minutes = [0, 1, 2, 3, 4, 5];
    for (const m of minutes) {
      const start = T0 + m * MINUTE;
      await Promise.all(
        [1_000, 1_000, 2_000, 30_000].flatMap((offset) =>
          nodes.map(({ services }) => services.jobs.tick(new Date(start + offset))),
        ),
      );
    }
    const periods = minutes.map((m) => new Date(T0 + m * MINUTE).toISOString());
    expect([...ranBy.keys()].sort()).toEqual(periods);
    for (const period of periods) expect(ranBy.get(period)).toHaveLength(1);

    const jobs = nodes[0]?.services.jobs;
    const { rows } = await (jobs as Node['services']['jobs']).runs({
      job: 'payments.withdrawal-auto-receive',
      pageNum: 1,
      pageSize: 100,
    });
    const runs = rows.filter((r) => periods.includes(r.period));
    expect(runs.map((r) => r.period).sort()).toEqual(periods);
    expect(runs.every((r) => r.outcome === 'succeeded' && r.attempt === 1)).toBe(true);
    const nodeNames = nodes.map(({ services }) => services.jobs.node);
    expect(runs.every((r) => nodeNames.includes(r.node))).toBe(true);
  });

  it('starts polling with an app configured for jobs', async () => {
    const polling = await build(handles[0] as DatabaseHandle, { JOBS: 'on' });
    const { jobs } = polling.services;
    try {
      // A poll claims as many as the runner's concurrency: with every module's jobs due at start, the
      // sweep may come a poll or two later.
      await expect
        .poll(
          async () =>
            (await jobs.runs({ job: 'payments.withdrawal-auto-receive', pageNum: 1, pageSize: 100 })).rows,
          { timeout: 20_000, interval: 250 },
        )
        .toContainEqual(expect.objectContaining({ node: jobs.node, outcome: 'succeeded' }));
    } finally {
      await polling.app.close();
    }
  });
});
