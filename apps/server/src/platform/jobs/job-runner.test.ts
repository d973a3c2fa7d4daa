import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/template-db.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { createJobRunner, type JobRunnerOptions, type RunResult } from './job-runner.ts';

// The runner on the engine under test: several runners on one database stand for several nodes.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const T0 = new Date('2030-01-01T00:00:00Z').getTime();
const at = (ms: number) => new Date(T0 + ms);
const SECOND = 1000;

const node = (name: string, options: Partial<JobRunnerOptions> = {}) =>
  createJobRunner({ db: handle.db, node: name, leaseMs: 60 * SECOND, ...options });

/** The runs of this file's jobs (each runner also runs its own housekeeping). */
const ours = (runs: RunResult[]) => runs.filter((r) => r.job.startsWith('test.'));

/** A promise the test settles: a run that hangs until then stands for a node that died mid-run. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

async function recorded(job: string) {
  const { rows } = await node('reader').runs({ job, pageNum: 1, pageSize: 50 });
  return rows
    .map((r) => ({ attempt: r.attempt, node: r.node, outcome: r.outcome, error: r.error }))
    .sort((a, b) => a.attempt - b.attempt);
}

async function claimOf(job: string) {
  return handle.db
    .selectFrom('job_claims')
    .select(['status', 'attempt', 'node'])
    .where('job', '=', job)
    .executeTakeFirstOrThrow();
}

describe('scheduled jobs', () => {
  it('runs each period once across two nodes ticking at the same moments', async () => {
    const counts = new Map<string, number>();
    const [a, b] = ['a', 'b'].map((name) => {
      const runner = node(name);
      runner.schedule({
        name: 'test.every-minute',
        every: 60 * SECOND,
        run: async ({ period }) => void counts.set(period, (counts.get(period) ?? 0) + 1),
      });
      return runner;
    }) as [ReturnType<typeof node>, ReturnType<typeof node>];
    for (let minute = 0; minute < 4; minute++) {
      const start = minute * 60 * SECOND;
      await Promise.all([
        a.tick(at(start + SECOND)),
        b.tick(at(start + SECOND)),
        a.tick(at(start + 2 * SECOND)),
        b.tick(at(start + 30 * SECOND)),
      ]);
    }
    expect([...counts.entries()].sort()).toEqual(
      [0, 1, 2, 3].map((m) => [at(m * 60 * SECOND).toISOString(), 1]),
    );
    const runs = await recorded('test.every-minute');
    expect(runs).toHaveLength(4);
    expect(runs.every((r) => r.outcome === 'succeeded' && ['a', 'b'].includes(r.node))).toBe(true);
  });

  it('gives the handler its period, key and the tick’s time; a cron period is read in its time zone', async () => {
    const runner = node('c');
    const seen: unknown[] = [];
    runner.schedule({
      name: 'test.daily-bangkok',
      cron: '0 0 * * *',
      timezone: 'Asia/Bangkok',
      run: async ({ period, key, scheduledAt, now, attempt, payload }) =>
        void seen.push({ period, key, scheduledAt, now, attempt, payload }),
    });
    await runner.tick(at(90 * 60 * SECOND));
    // Midnight in Bangkok (UTC+7) is 17:00 UTC the day before.
    const midnight = at(-7 * 60 * 60 * SECOND);
    expect(seen).toEqual([
      {
        period: midnight.toISOString(),
        key: `test.daily-bangkok:${midnight.toISOString()}`,
        scheduledAt: midnight,
        now: at(90 * 60 * SECOND),
        attempt: 1,
        payload: undefined,
      },
    ]);
  });

  it('refuses a job registered twice, a bad pattern and an interval under a second', () => {
    const runner = node('d');
    const run = async () => {};
    runner.schedule({ name: 'test.once', every: 60 * SECOND, run });
    expect(() => runner.schedule({ name: 'test.once', every: 60 * SECOND, run })).toThrow(/twice/);
    expect(() => runner.schedule({ name: 'test.bad', cron: 'every day', run })).toThrow();
    expect(() => runner.schedule({ name: 'test.fast', every: 10, run })).toThrow(/every/);
    expect(() => runner.schedule({ name: 'test.none', every: 60 * SECOND, attempts: 0, run })).toThrow(
      /attempts/,
    );
  });
});

describe('deferred jobs', () => {
  it('runs once per key, when due, with the first payload asked for', async () => {
    const a = node('a');
    const seen: unknown[] = [];
    const send = a.define<{ text: string }>({
      name: 'test.send',
      run: async ({ period, payload }) => void seen.push({ period, payload }),
    });
    expect(await send.defer({ key: 'greeting:1', runAt: at(10 * SECOND), payload: { text: 'hello' } })).toBe(
      true,
    );
    expect(await send.defer({ key: 'greeting:1', runAt: at(0), payload: { text: 'again' } })).toBe(false);
    expect(ours(await a.tick(at(5 * SECOND)))).toEqual([]);
    expect(ours(await a.tick(at(10 * SECOND)))).toEqual([
      { job: 'test.send', period: 'greeting:1', attempt: 1, outcome: 'succeeded' },
    ]);
    expect(ours(await a.tick(at(20 * SECOND)))).toEqual([]);
    expect(seen).toEqual([{ period: 'greeting:1', payload: { text: 'hello' } }]);
  });

  it('exists only if the caller’s transaction commits', async () => {
    const a = node('a');
    const later = a.define({ name: 'test.in-transaction', run: async () => {} });
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await later.defer({ key: 'k', runAt: at(0), payload: null }, trx);
        throw new Error('the caller’s change failed');
      }),
    ).rejects.toThrow(/caller/);
    expect(await later.defer({ key: 'k', runAt: at(0), payload: null })).toBe(true);
    expect(() => a.defer({ name: 'test.unknown', key: 'k', runAt: at(0), payload: null })).toThrow(
      /not a defined/,
    );
  });
});

/**
 * One job defined on two nodes and deferred once: on node a its run starts and then hangs until
 * `release()` (a node that died, or one busy with long work); node b's run counts its calls.
 */
async function hangingOnA(name: string, attempts?: number) {
  const hang = gate();
  const started = gate();
  const a = node('a');
  const aborts: unknown[] = [];
  a.define({
    name,
    ...(attempts ? { attempts } : {}),
    run: async ({ signal }) => {
      signal.addEventListener('abort', () => aborts.push(signal.reason));
      started.open();
      await hang.opened;
    },
  });
  const b = node('b');
  const onB = { calls: 0 };
  b.define({ name, ...(attempts ? { attempts } : {}), run: async () => void onB.calls++ });
  await b.defer({ name, key: 'draw:7', runAt: at(0), payload: null });
  const aRun = a.tick(at(0));
  await started.opened;
  return { a, b, aRun, aborts, onB, release: hang.open };
}

describe('a node that dies mid-run', () => {
  it('has its claim taken over by another node once its lease runs out, and not before', async () => {
    const { a, b, aRun, aborts, onB, release } = await hangingOnA('test.settle');
    // Node a stops here: it never polls again, so its lease (60 s from its claim) is not renewed.
    expect(ours(await b.tick(at(59 * SECOND)))).toEqual([]);
    expect(onB.calls).toBe(0);
    expect(ours(await b.tick(at(61 * SECOND)))).toEqual([
      { job: 'test.settle', period: 'draw:7', attempt: 2, outcome: 'succeeded' },
    ]);
    expect(onB.calls).toBe(1);
    expect(await claimOf('test.settle')).toEqual({ status: 'succeeded', attempt: 2, node: 'b' });

    // Should node a come back to life, it learns it lost the claim, and its late end changes nothing.
    await a.tick(at(62 * SECOND));
    expect(aborts).toEqual([new Error('lease lost')]);
    release();
    expect(ours(await aRun)).toEqual([{ job: 'test.settle', period: 'draw:7', attempt: 1, outcome: 'lost' }]);
    expect(await claimOf('test.settle')).toEqual({ status: 'succeeded', attempt: 2, node: 'b' });
    expect(await recorded('test.settle')).toEqual([
      { attempt: 1, node: 'a', outcome: 'lost', error: 'the node’s lease ran out before the run finished' },
      { attempt: 2, node: 'b', outcome: 'succeeded', error: null },
    ]);
  });

  it('keeps its claim while it renews its lease', async () => {
    const { a, b, aRun, aborts, onB, release } = await hangingOnA('test.long');
    await a.tick(at(50 * SECOND));
    expect(ours(await b.tick(at(100 * SECOND)))).toEqual([]);
    release();
    expect(ours(await aRun)).toEqual([
      { job: 'test.long', period: 'draw:7', attempt: 1, outcome: 'succeeded' },
    ]);
    expect(onB.calls).toBe(0);
    expect(aborts).toEqual([]);
  });

  it('fails the claim instead when that run was its last attempt', async () => {
    const { b, aRun, onB, release } = await hangingOnA('test.fragile', 1);
    expect(ours(await b.tick(at(61 * SECOND)))).toEqual([]);
    expect(onB.calls).toBe(0);
    expect(await claimOf('test.fragile')).toMatchObject({ status: 'failed', attempt: 1 });
    expect((await recorded('test.fragile')).map((r) => r.outcome)).toEqual(['lost']);
    release();
    await aRun;
  });
});

describe('a failing run', () => {
  it('is tried again after a backoff that doubles, and each attempt is recorded', async () => {
    const a = node('a');
    let calls = 0;
    const flaky = a.define({
      name: 'test.flaky',
      attempts: 3,
      backoffMs: 10 * SECOND,
      run: async () => {
        calls++;
        if (calls < 3) throw new Error('gateway down');
      },
    });
    await flaky.defer({ key: 'payout:1', runAt: at(0), payload: null });

    expect(ours(await a.tick(at(0)))).toEqual([
      { job: 'test.flaky', period: 'payout:1', attempt: 1, outcome: 'failed' },
    ]);
    expect(ours(await a.tick(at(9 * SECOND)))).toEqual([]);
    expect(ours(await a.tick(at(11 * SECOND)))).toEqual([
      { job: 'test.flaky', period: 'payout:1', attempt: 2, outcome: 'failed' },
    ]);
    // The second wait is twice the first: 20 s after the second attempt.
    expect(ours(await a.tick(at(30 * SECOND)))).toEqual([]);
    expect(ours(await a.tick(at(32 * SECOND)))).toEqual([
      { job: 'test.flaky', period: 'payout:1', attempt: 3, outcome: 'succeeded' },
    ]);
    expect(await recorded('test.flaky')).toEqual([
      { attempt: 1, node: 'a', outcome: 'failed', error: 'gateway down' },
      { attempt: 2, node: 'a', outcome: 'failed', error: 'gateway down' },
      { attempt: 3, node: 'a', outcome: 'succeeded', error: null },
    ]);
  });

  it('stops after its last attempt and the claim stays failed', async () => {
    const failures: unknown[] = [];
    const a = node('a', { onFailure: (failure) => failures.push(failure) });
    let calls = 0;
    const broken = a.define({
      name: 'test.broken',
      attempts: 2,
      backoffMs: SECOND,
      run: async () => {
        calls++;
        throw new TypeError('no such account');
      },
    });
    await broken.defer({ key: 'k', runAt: at(0), payload: null });
    await a.tick(at(0));
    await a.tick(at(5 * SECOND));
    expect(ours(await a.tick(at(60 * 60 * SECOND)))).toEqual([]);
    expect(calls).toBe(2);
    expect(await claimOf('test.broken')).toMatchObject({ status: 'failed', attempt: 2 });
    const runs = await recorded('test.broken');
    expect(runs.map((r) => [r.outcome, r.error])).toEqual([
      ['failed', 'no such account'],
      ['failed', 'no such account'],
    ]);
    expect(failures).toEqual([
      { message: 'no such account', job: 'test.broken', period: 'k', attempt: 1 },
      { message: 'no such account', job: 'test.broken', period: 'k', attempt: 2 },
    ]);
  });
});

describe('the timer', () => {
  it('polls once started, and stop waits for the runs in flight', async () => {
    const a = node('timer', { pollMs: 20, leaseMs: 1000 });
    let finished = false;
    const started = gate();
    const job = a.define({
      name: 'test.timed',
      run: async () => {
        started.open();
        await new Promise((resolve) => setTimeout(resolve, 50));
        finished = true;
      },
    });
    await job.defer({ key: 'now', runAt: new Date(), payload: null });
    a.start();
    await started.opened;
    await a.stop();
    expect(finished).toBe(true);
    expect((await recorded('test.timed')).map((r) => r.outcome)).toEqual(['succeeded']);
  });
});
