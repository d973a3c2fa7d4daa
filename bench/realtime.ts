// Realtime pushes (issue 20, decision 0041), on PGlite: N sockets (5,000 by default) connected to one node,
// each a player of its own, and a posting through the ledger to players picked at random; each posting's
// balance push is timed from the posting's commit (ledger.post answering) to its arrival at the socket, in a
// separate process holding the sockets. Goal: p99 under 100 ms. Also the node's memory per connected socket
// (RSS and heap growth from before the sockets connected, over the sockets). See bench/README.md.
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed-demo.ts';
import { house, walletOf } from '../apps/server/src/modules/wallet/ledger.service.ts';
import { intFromEnv, latencyStats } from './shared.ts';

const socketCount = intFromEnv('BENCH_REALTIME_SOCKETS', 5000, 1);
const postings = intFromEnv('BENCH_REALTIME_POSTINGS', 2000, 1);
const inFlight = intFromEnv('BENCH_REALTIME_CONCURRENCY', 8, 1);
/** Postings started per second (paced, not a saturation test): balance changes of players on line. */
const rate = intFromEnv('BENCH_REALTIME_RATE', 200, 1);
const GOAL_P99_MS = 100;
const TOKEN = 'bench-realtime-';

const now = () => performance.timeOrigin + performance.now();
const gc = (globalThis as { gc?: () => void }).gc;
function memory() {
  gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed };
}

async function main() {
  const handle = await openDatabase({ databaseUrl: null, dataDir: '', inMemory: true });
  const clients = fork(path.join(import.meta.dirname, 'realtime-clients.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
    const { db } = handle;
    const siam = await db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'siam')
      .executeTakeFirstOrThrow();
    // One player per socket, inserted in bulk: their wallets start empty, the postings credit them.
    const ids: number[] = [];
    for (let i = 0; i < socketCount; i += 1000) {
      const rows = await db
        .insertInto('accounts')
        .values(
          Array.from({ length: Math.min(1000, socketCount - i) }, (_, k) => ({
            merchant_id: siam.id,
            username: `rt${i + k}`,
            username_key: `rt${i + k}`,
            password_hash: 'x',
            parent_id: null,
            nickname: null,
            email: null,
            mobile: null,
            country_dialing_code: null,
            first_login_at: null,
            affiliate_code: null,
            last_login_at: null,
            last_login_ip: null,
          })),
        )
        .returning('id')
        .execute();
      ids.push(...rows.map((r) => r.id));
    }
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      BACKOFFICE_DIST: '/nonexistent',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-realtime-')),
    });
    // The sessions are the bench's own (a token names its player): the session lookup is not what is measured.
    const { app, services } = await buildApp({
      config,
      database: handle,
      resolveSession: async (token) =>
        token.startsWith(TOKEN)
          ? {
              sessionId: 0,
              accountId: Number(token.slice(TOKEN.length)),
              accountType: 0,
              mustChangePassword: false,
            }
          : null,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    try {
      const before = memory();
      const commits = new Map<number, { start: number; commit: number }>();
      const latencies: number[] = [];
      const fromStart: number[] = [];
      let flushed: () => void = () => {};
      const connected = new Promise<{ connected: number; refused: number }>((resolve) => {
        clients.on('message', (message: { kind: string; [key: string]: unknown }) => {
          if (message.kind === 'connected') resolve(message as never);
          if (message.kind === 'flushed') flushed();
          if (message.kind === 'arrivals')
            for (const a of message.arrivals as Array<{ amount: number; at: number }>) {
              const times = commits.get(a.amount);
              if (times === undefined) continue;
              latencies.push(a.at - times.commit);
              fromStart.push(a.at - times.start);
            }
        });
      });
      const connectStarted = performance.now();
      clients.send({
        kind: 'start',
        url: `http://127.0.0.1:${port}`,
        tokens: ids.map((id) => `${TOKEN}${id}`),
        batch: 250,
      });
      const sockets = await connected;
      const connectSeconds = (performance.now() - connectStarted) / 1000;
      const after = memory();
      const perSocket = {
        rssBytes: Math.round((after.rss - before.rss) / Math.max(1, sockets.connected)),
        heapBytes: Math.round((after.heap - before.heap) / Math.max(1, sockets.connected)),
      };

      // The postings: at most `inFlight` at a time, started at `rate` per second, each to a random player,
      // amount i + 1 (unique: the arrival's key).
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: inFlight }, async () => {
          while (next < postings) {
            const i = next++;
            const due = started + (i * 1000) / rate - performance.now();
            if (due > 0) await new Promise((r) => setTimeout(r, due));
            const account = ids[Math.floor(Math.random() * ids.length)] as number;
            const amount = i + 1;
            const start = now();
            await services.ledger.post({
              merchantId: siam.id,
              type: 'adjustment',
              reference: 'BENCH-RT',
              source: 'bench',
              idempotencyKey: `bench-rt-${i}`,
              lines: [
                { account: walletOf(account), amount },
                { account: house('bonus_expense'), amount: -amount },
              ],
            });
            // Stamped when ledger.post answers: a moment after its commit published the event, so a push
            // can arrive before it (a negative figure); `fromPosting` counts from the call instead.
            commits.set(amount, { start, commit: now() });
          }
        }),
      );
      const postingSeconds = (performance.now() - started) / 1000;
      // Late arrivals: wait a second, then the clients' last batch.
      await new Promise((r) => setTimeout(r, 1000));
      await new Promise<void>((resolve) => {
        flushed = resolve;
        clients.send({ kind: 'flush' });
      });
      const stats = latencyStats(latencies);
      const result = {
        engine: 'pglite',
        sockets: sockets.connected,
        refused: sockets.refused,
        connectSeconds: Math.round(connectSeconds * 100) / 100,
        postings,
        inFlight,
        rate,
        /** The machine's load average (1 minute) at the end: other processes delay deliveries too. */
        loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100,
        postingsPerSecond: Math.round(postings / postingSeconds),
        delivered: latencies.length,
        lost: postings - latencies.length,
        latencyMs: stats,
        fromPostingMs: latencyStats(fromStart),
        memoryPerSocket: perSocket,
        gcExposed: gc !== undefined,
        goalP99Ms: GOAL_P99_MS,
        pass: stats.p99 < GOAL_P99_MS && latencies.length === postings && sockets.connected === socketCount,
      };
      const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
      console.log(
        `realtime (pglite, ${sockets.connected} sockets on one node, ${postings} postings at ${result.postingsPerSecond}/s, ${inFlight} in flight, load ${result.loadAverage}): commit to delivery p50 ${stats.p50} ms, p99 ${stats.p99} ms, max ${stats.max} ms (goal p99 < ${GOAL_P99_MS} ms); delivered ${latencies.length}/${postings}; per socket RSS ${kib(perSocket.rssBytes)}, heap ${kib(perSocket.heapBytes)} ${result.pass ? 'PASS' : 'FAIL'}`,
      );
      const dir = path.join(import.meta.dirname, 'results');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'realtime.json'), `${JSON.stringify(result, null, 2)}\n`);
      if (!result.pass) process.exitCode = 1;
    } finally {
      await app.close();
    }
  } finally {
    clients.send({ kind: 'stop' });
    await handle.close();
  }
}

await main();
