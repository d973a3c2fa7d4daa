// The seamless wallet's speed (issue 5), on PGlite and on PostgreSQL: the signed bet and win calls a vendor
// makes over HTTP (each one HTTP round trip and one statement with its claim, ledger entry and bet record),
// as a ratio to the ledger's own transfer rate on the same database in the same run; also the game rounds
// (a bet and its win) those calls make, and the same rounds in process. See bench/README.md and decision 0012.

import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SeamlessBet, SeamlessWin } from '@portal/contracts/seamless.schema';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed-demo.ts';
import { walletOf } from '../apps/server/src/modules/wallet/ledger.ts';
import { loadOrCreateKeyPair } from '../apps/server/src/platform/payload-crypto.ts';
import { createSeamlessClient, httpTransport } from '../apps/server/src/vendors/seamless-client.ts';
import { benchPostgres, insertBenchWallets } from './bench-db.ts';
import { type BenchSession, playRound } from './seamless-round.ts';
import { intFromEnv, type Measure, measureOps } from './shared.ts';

const seconds = intFromEnv('BENCH_SEAMLESS_SECONDS', 5, 1);
const players = intFromEnv('BENCH_SEAMLESS_PLAYERS', 200, 2);
const inFlight = intFromEnv('BENCH_SEAMLESS_CONCURRENCY', 16, 1);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** HTTP round trips (bet and win calls) should reach this share of the ledger's transfers. */
const GOAL = 0.5;
/** A game round is two calls: a bet and its win. */
const CALLS_PER_ROUND = 2;

const measure = (op: (i: number) => Promise<void>) => measureOps(seconds, inFlight, op);

async function engine(name: 'pglite' | 'postgres', handle: DatabaseHandle) {
  const { db } = handle;
  await migrateToLatest(db);
  await seedDemo(db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
  const keyRing = await loadOrCreateKeyPair(mkdtempSync(path.join(tmpdir(), 'bench-keys-')));
  const { app, services } = await buildApp({ config, database: handle, keyRing });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const siam = await services.system.merchantByCode('siam');
    if (!siam) throw new Error('the demo merchant is missing');
    const ids = await insertBenchWallets(db, siam.id, players, `sw${name}`);
    const secret = services.vendorCredentials.get('HOUSE')?.secret;
    if (!secret) throw new Error('no credentials for HOUSE');
    const client = createSeamlessClient({
      provider: 'HOUSE',
      secret,
      transport: httpTransport(url),
    });
    const sessions: BenchSession[] = [];
    for (const id of ids) {
      const launched = await services.play.launch(
        siam,
        id,
        { vassalage: 'HOUSE', gameCode: 'DRAGON_FORTUNE' },
        'en',
      );
      const token = new URL(launched.url, url).searchParams.get('token') as string;
      const { playerId } = await client.authenticate({ token });
      sessions.push({ token, playerId });
    }
    const { ledger } = services;
    const pick = () => ids[Math.floor(Math.random() * ids.length)] as number;
    const transfer = async () => {
      const from = pick();
      let to = pick();
      while (to === from) to = pick();
      await ledger.post({
        merchantId: siam.id,
        type: 'transfer',
        reference: 'BENCH',
        source: 'bench',
        idempotencyKey: randomUUID(),
        lines: [
          { account: walletOf(from), amount: -1 },
          { account: walletOf(to), amount: 1 },
        ],
      });
    };
    const transfers = await measure(transfer);
    // The vendor runs in its own process, as a vendor's servers do: this one serves only the platform.
    const rounds = await vendorLoad({
      url,
      secret: secret.toString('hex'),
      sessions,
      seconds,
      inFlight,
      tag: `${name}-${Date.now()}`,
    });
    // The same rounds as calls of the service in this process: what the database and the wallet's own code
    // allow without HTTP, signing and a second process.
    const { seamless } = services;
    const inProcess = {
      bet: (b: SeamlessBet) => seamless.bet('HOUSE', b),
      win: (w: SeamlessWin) => seamless.win('HOUSE', w),
    };
    const direct = await measure((i) =>
      playRound(inProcess, sessions[i % sessions.length] as BenchSession, `direct-${name}-${i}`, i),
    );
    const transfers2 = await measure(transfer);
    const base = (transfers.perSecond + transfers2.perSecond) / 2;
    return {
      engine: name,
      base,
      transfers,
      transfers2,
      rounds,
      calls: rounds.perSecond * CALLS_PER_ROUND,
      ratio: (rounds.perSecond * CALLS_PER_ROUND) / base,
      roundRatio: rounds.perSecond / base,
      direct,
      directRatio: (direct.perSecond * CALLS_PER_ROUND) / base,
    };
  } finally {
    await app.close();
  }
}

/** Runs the vendor's side (bench/seamless-vendor.ts) in a child process and reads its measure. */
function vendorLoad(job: object): Promise<Measure> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'seamless-vendor.ts')],
      {
        env: { ...process.env, BENCH_SEAMLESS_JOB: JSON.stringify(job) },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`the vendor process ended with ${code}`));
      else resolve(JSON.parse(out.trim().split('\n').at(-1) as string) as Measure);
    });
  });
}

async function main(): Promise<number> {
  const results = [];
  const lite = await openDatabase({ databaseUrl: null, dataDir: '', inMemory: true });
  results.push(await engine('pglite', lite));
  await lite.close();
  const postgres = await benchPostgres(postgresUrl, 'portal_bench_seamless');
  if (postgres) {
    results.push(await engine('postgres', postgres.handle));
    await postgres.drop();
  } else {
    console.error(
      `PostgreSQL not reachable at ${postgresUrl}: measured PGlite only (set BENCH_DATABASE_URL)`,
    );
  }
  const fmt = (n: number) => n.toFixed(0).padStart(7);
  console.log(
    `\nSeamless wallet (${players} players, ${inFlight} in flight, ${seconds} s each; goal HTTP round trips / ledger transfers >= ${GOAL})`,
  );
  console.log(
    'engine     ledger transfers/s  round trips/s  ratio  | rounds/s  ratio  p99 ms  | in process calls/s  ratio  errors',
  );
  let failed = false;
  for (const r of results) {
    failed ||= r.rounds.errors > 0 || r.transfers.errors > 0 || r.direct.errors > 0;
    console.log(
      `${r.engine.padEnd(9)}  ${fmt(r.base)}             ${fmt(r.calls)}        ${r.ratio.toFixed(2)}   | ${fmt(r.rounds.perSecond)}   ${r.roundRatio.toFixed(2)}  ${r.rounds.p99.toFixed(1).padStart(6)}  | ${fmt(r.direct.perSecond * CALLS_PER_ROUND)}             ${r.directRatio.toFixed(2)}   ${String(r.rounds.errors + r.direct.errors).padStart(4)}   ${r.ratio >= GOAL ? 'goal met' : 'GOAL MISSED'}`,
    );
  }
  const dir = path.join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'seamless.json'), `${JSON.stringify(results, null, 2)}\n`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : String(error));
    process.exit(1);
  },
);
