// The promotions engine on the bet path (issue 18, decision 0030), on PGlite: seamless game rounds (a bet and
// its result, through the wallet's service in process) with the promotions module's `bet.settled` subscriber
// off, and on with every player holding an open bonus (so each settled bet is counted: the worst case),
// alternated three times each in the same run. Each phase's time includes draining the events its bets raised, so the
// subscriber's work is paid inside the measured window. Goal: on / off >= 0.9 (the bet path never waits on
// promotions; counting is after the commit).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SeamlessBet, SeamlessWin } from '@portal/contracts/seamless.schema';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed-demo.ts';
import { insertBenchWallets } from './bench-db.ts';
import { type BenchSession, playRound } from './seamless-round.ts';
import { intFromEnv, measureOps } from './shared.ts';

const seconds = intFromEnv('BENCH_PROMOTIONS_SECONDS', 3, 1);
const players = intFromEnv('BENCH_PROMOTIONS_PLAYERS', 100, 2);
const inFlight = intFromEnv('BENCH_PROMOTIONS_CONCURRENCY', 16, 1);
const GOAL = 0.9;

async function phase(handle: DatabaseHandle, subscriber: boolean, ids: number[], tag: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-promotions-')),
  });
  const { app, services } = await buildApp({ config, database: handle, promotionsSubscriber: subscriber });
  await app.ready();
  try {
    const siam = await services.system.merchantByCode('siam');
    if (!siam) throw new Error('the demo merchant is missing');
    const sessions: BenchSession[] = [];
    for (const id of ids) {
      const launched = await services.play.launch(
        siam,
        id,
        { vassalage: 'HOUSE', gameCode: 'DRAGON_FORTUNE' },
        'en',
      );
      const token = new URL(launched.url, 'http://x').searchParams.get('token') as string;
      const { playerId } = await services.seamless.authenticate('HOUSE', { token });
      sessions.push({ token, playerId });
    }
    const wallet = {
      bet: (b: SeamlessBet) => services.seamless.bet('HOUSE', b),
      win: (w: SeamlessWin) => services.seamless.win('HOUSE', w),
    };
    const started = performance.now();
    const measured = await measureOps(seconds, inFlight, (i) =>
      playRound(wallet, sessions[i % sessions.length] as BenchSession, `${tag}-${i}`, i),
    );
    await services.events.settled();
    const elapsed = (performance.now() - started) / 1000;
    const counted = subscriber
      ? (await services.bonuses.list(siam.id, ids[0] as number)).reduce((sum, b) => sum + b.progress, 0)
      : 0;
    return {
      rounds: measured.ops,
      errors: measured.errors,
      perSecond: measured.ops / elapsed,
      elapsed,
      counted,
    };
  } finally {
    await app.close();
  }
}

async function main() {
  const handle = await openDatabase({ databaseUrl: null, dataDir: '', inMemory: true });
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
    const siam = await handle.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'siam')
      .executeTakeFirstOrThrow();
    const ids = await insertBenchWallets(handle.db, siam.id, players, 'bp');
    // Every player holds an open bonus with a requirement no bench reaches: each bet is counted for it.
    {
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-promotions-')),
      });
      const { app, services } = await buildApp({ config, database: handle });
      for (const id of ids)
        await services.bonuses.issue({
          merchantId: siam.id,
          accountId: id,
          amount: 1_000_000,
          turnoverMultiplier: 100,
          source: 'bench',
          reference: 'BENCH',
          idempotencyKey: `bench-${id}`,
        });
      await app.close();
    }
    // Off and on in the order off, on, on, off, off, on: a load that drifts over the run (other processes on
    // the machine) weighs on both sides alike.
    const order = [false, true, true, false, false, true];
    const phases: Array<{ subscriber: boolean } & Awaited<ReturnType<typeof phase>>> = [];
    for (const [i, subscriber] of order.entries())
      phases.push({ subscriber, ...(await phase(handle, subscriber, ids, `p${i}`)) });
    const mean = (on: boolean) => {
      const picked = phases.filter((p) => p.subscriber === on);
      return picked.reduce((sum, p) => sum + p.perSecond, 0) / picked.length;
    };
    const off = mean(false);
    const on = mean(true);
    const ratio = on / off;
    const result = {
      engine: 'pglite',
      seconds,
      players,
      inFlight,
      phases: phases.map((p) => ({
        subscriber: p.subscriber,
        roundsPerSecond: p.perSecond,
        rounds: p.rounds,
      })),
      errors: phases.reduce((sum, p) => sum + p.errors, 0),
      countedForFirstPlayer: phases.reduce((sum, p) => sum + p.counted, 0),
      ratio,
      goal: GOAL,
      pass: ratio >= GOAL,
    };
    console.log(
      `promotions on the bet path (pglite, ${seconds}s phases, ${inFlight} in flight): rounds/s off ${off.toFixed(0)}, on ${on.toFixed(0)}; ratio ${ratio.toFixed(3)} (goal >= ${GOAL}) ${result.pass ? 'PASS' : 'FAIL'}`,
    );
    const dir = path.join(import.meta.dirname, 'results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'promotions.json'), `${JSON.stringify(result, null, 2)}\n`);
    if (!result.pass) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

await main();
