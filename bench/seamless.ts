// The seamless wallet's speed (issue 5), on PGlite and on PostgreSQL: the signed bet and win calls a vendor
// makes over HTTP (each one HTTP round trip and one statement with its claim, ledger entry and bet record),
// as a ratio to the ledger's own transfer rate on the same database in the same run; also the game rounds
// (a bet and its win) those calls make, and the same rounds in process. See bench/README.md and decision 0012.

import { spawn } from 'node:child_process';
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
import { loadOrCreateKeyPair } from '../apps/server/src/platform/payload-crypto.ts';
import { createSeamlessClient, httpTransport } from '../apps/server/src/vendors/seamless-client.ts';
import { benchPostgres, insertBenchWallets, unitTransfer } from './bench-db.ts';
import { type CpuSpent, cpuNow, cpuSince } from './cpu.ts';
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
      await ledger.post(unitTransfer(siam.id, from, to));
    };
    // CPU time per phase; PostgreSQL's own processes are counted on that engine (PGlite runs in this one)
    const spent = async <T>(phase: () => Promise<T>): Promise<[T, CpuSpent]> => {
      const start = cpuNow();
      const measured = await phase();
      const cpu = cpuSince(start);
      return [measured, name === 'postgres' ? cpu : { ...cpu, databaseMs: 0 }];
    };
    const [transfers, transfersCpu] = await spent(() => measure(transfer));
    // The vendor runs in its own process, as a vendor's servers do: this one serves only the platform.
    const [rounds, roundsCpu] = await spent(() =>
      vendorLoad({
        url,
        secret: secret.toString('hex'),
        sessions,
        seconds,
        inFlight,
        tag: `${name}-${Date.now()}`,
      }),
    );
    // The same rounds as calls of the service in this process: what the database and the wallet's own code
    // allow without HTTP, signing and a second process.
    const { seamless } = services;
    const inProcess = {
      bet: (b: SeamlessBet) => seamless.bet('HOUSE', b),
      win: (w: SeamlessWin) => seamless.win('HOUSE', w),
    };
    const [direct, directCpu] = await spent(() =>
      measure((i) =>
        playRound(inProcess, sessions[i % sessions.length] as BenchSession, `direct-${name}-${i}`, i),
      ),
    );
    const [transfers2, transfers2Cpu] = await spent(() => measure(transfer));
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
      cpu: cpuPerOperation({
        transfers: transfers.ops + transfers2.ops,
        transfersCpu: [transfersCpu, transfers2Cpu],
        calls: rounds.ops * CALLS_PER_ROUND,
        callsCpu: roundsCpu,
        vendorMs: rounds.cpuMs,
        directCalls: direct.ops * CALLS_PER_ROUND,
        directCpu,
      }),
    };
  } finally {
    await app.close();
  }
}

/**
 * Milliseconds of CPU per operation: a transfer (this process and the database), a call over HTTP (the
 * platform's server, the database and the vendor's process) and a call in process. The platform's ratio is
 * a transfer's cost over a call's cost to the platform alone: what the goal ratio would approach with the
 * vendor on machines of its own and the CPU the limit. Null where the database's processes were not seen.
 */
function cpuPerOperation(m: {
  transfers: number;
  transfersCpu: CpuSpent[];
  calls: number;
  callsCpu: CpuSpent;
  vendorMs: number;
  directCalls: number;
  directCpu: CpuSpent;
}) {
  const db = (cpu: CpuSpent, ops: number) => (cpu.databaseMs === null ? null : cpu.databaseMs / ops);
  const transferSelf = m.transfersCpu.reduce((sum, c) => sum + c.selfMs, 0) / m.transfers;
  const transferDbs = m.transfersCpu.map((c) => c.databaseMs);
  const transferDb = transferDbs.includes(null)
    ? null
    : (transferDbs as number[]).reduce((sum, ms) => sum + ms, 0) / m.transfers;
  const callServer = m.callsCpu.selfMs / m.calls;
  const callDb = db(m.callsCpu, m.calls);
  return {
    transfer: { process: transferSelf, database: transferDb },
    call: { server: callServer, database: callDb, vendor: m.vendorMs / m.calls },
    inProcessCall: { process: m.directCpu.selfMs / m.directCalls, database: db(m.directCpu, m.directCalls) },
    platformRatio:
      transferDb === null || callDb === null ? null : (transferSelf + transferDb) / (callServer + callDb),
  };
}

/** Runs the vendor's side (bench/seamless-vendor.ts) in a child process and reads its measure. */
function vendorLoad(job: object): Promise<Measure & { cpuMs: number }> {
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
      else resolve(JSON.parse(out.trim().split('\n').at(-1) as string) as Measure & { cpuMs: number });
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
  console.log(
    "\nCPU per operation, ms (database: PostgreSQL's processes; on PGlite it runs inside the platform's process)",
  );
  console.log(
    'engine     transfer: process  database  | HTTP call: server  database  vendor  | in process call: process  database  | platform ratio',
  );
  for (const { engine: e, cpu } of results) {
    const ms = (n: number | null) => (n === null ? '   —' : n.toFixed(2).padStart(4));
    const db = (n: number | null) => (e === 'pglite' ? '  in' : ms(n));
    console.log(
      `${e.padEnd(9)}            ${ms(cpu.transfer.process)}      ${db(cpu.transfer.database)}  |            ${ms(cpu.call.server)}      ${db(cpu.call.database)}    ${ms(cpu.call.vendor)}  |                    ${ms(cpu.inProcessCall.process)}      ${db(cpu.inProcessCall.database)}  |   ${cpu.platformRatio === null ? '—' : cpu.platformRatio.toFixed(2)}`,
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
