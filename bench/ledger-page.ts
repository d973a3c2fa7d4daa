// A player's ledger page in the back office (issue 15): one wallet with 1,000,000 lines on PostgreSQL,
// pages read through the operator API (GET /ops/v1/ledger/accounts/:id/lines) at the top, the middle, the
// end and at random depths by keyset, each latency against GET /healthz through the same app in the same
// run; and, for comparison, the same depths by OFFSET (how the player's own account record pages).
// Goal: p95 under 100 ms for any page. See bench/README.md.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed-demo.ts';
import { linesPage } from '../apps/server/src/modules/wallet/ledger.store.ts';
import { benchPostgres } from './bench-db.ts';
import { intFromEnv, type LatencyStats, timeOneAtATime } from './shared.ts';

const LINES = intFromEnv('BENCH_LEDGER_LINES', 1_000_000, 1000);
const SAMPLES = intFromEnv('BENCH_LEDGER_PAGE_SAMPLES', 200, 10);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const GOAL_P95_MS = 100;
const CHUNK = 100_000;
const AMOUNT = 100;

async function main(): Promise<number> {
  const postgres = await benchPostgres(postgresUrl, 'portal_bench_page');
  if (!postgres) {
    console.error(`PostgreSQL not reachable at ${postgresUrl}: this bench needs it (set BENCH_DATABASE_URL)`);
    return 0;
  }
  const { db } = postgres.handle;
  try {
    await migrateToLatest(db);
    await seedDemo(db);
    const merchant = await db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'siam')
      .executeTakeFirstOrThrow();
    const player = await db
      .selectFrom('accounts')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where('username', '=', 'demo')
      .executeTakeFirstOrThrow();
    const walletId = await db
      .selectFrom('ledger_accounts')
      .select(['id', 'balance'])
      .where('merchant_id', '=', merchant.id)
      .where('owner_id', '=', player.id)
      .where('kind', '=', 'wallet')
      .executeTakeFirstOrThrow();
    const house = await db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where('kind', '=', 'house')
      .executeTakeFirstOrThrow();

    // 1,000,000 entries of two lines each on the wallet, in chunks, oldest first, one a second apart
    const loadStarted = performance.now();
    const opening = Number(walletId.balance);
    for (let from = 1; from <= LINES; from += CHUNK) {
      const to = Math.min(LINES, from + CHUNK - 1);
      await sql`
        with e as (
          insert into journal_entries (merchant_id, type, reference, source, idempotency_key, created_at)
          select ${merchant.id}, (array['bet','win','deposit','transfer'])[1 + g % 4], 'BENCH' || g, 'bench',
                 'page-' || g, now() - make_interval(secs => ${LINES} - g)
          from generate_series(${from}::int, ${to}::int) g
          order by g
          returning id
        ), first as (select min(id) as id from e)
        insert into journal_lines (entry_id, account_id, amount, balance_after)
        select e.id, ${walletId.id}::int, ${AMOUNT}::bigint,
               ${opening}::bigint + (${from - 1}::bigint + e.id - first.id + 1) * ${AMOUNT}::bigint
        from e, first
        union all
        select e.id, ${house.id}::int, ${-AMOUNT}::bigint, null::bigint from e`.execute(db);
    }
    await sql`update ledger_accounts set balance = balance + ${LINES * AMOUNT} where id = ${walletId.id}`.execute(
      db,
    );
    await sql`analyze journal_entries`.execute(db);
    await sql`analyze journal_lines`.execute(db);
    const loadSeconds = (performance.now() - loadStarted) / 1000;

    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-page-'));
    const { app } = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        WEB_DIST: '/nonexistent',
      }),
      database: postgres.handle,
    });
    await app.ready();
    // the Siam viewer needs no second factor: a session straight from its password
    const login = await app.inject({
      method: 'POST',
      url: '/ops/v1/session/login',
      payload: { username: 'siamviewer', password: 'Viewer@2026' },
    });
    const token = (login.json() as { value: { token: string } }).value.token;
    const ids = await sql<{ min: string; max: string }>`
      select min(entry_id)::text as min, max(entry_id)::text as max from journal_lines where account_id = ${walletId.id}`.execute(
      db,
    );
    const minId = Number(ids.rows[0]?.min);
    const maxId = Number(ids.rows[0]?.max);
    const page = async (before: number | null) => {
      const res = await app.inject({
        url: `/ops/v1/ledger/accounts/${walletId.id}/lines?limit=50${before === null ? '' : `&before=${before}`}`,
        headers: { authorization: token },
      });
      if (res.statusCode !== 200)
        throw new Error(`page answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    };
    const healthz = await timeOneAtATime(SAMPLES, async () => {
      await app.inject({ url: '/healthz' });
    });
    const span = maxId - minId;
    const results = {
      lines: LINES,
      loadSeconds: Math.round(loadSeconds),
      healthz,
      first: await timeOneAtATime(SAMPLES, () => page(null)),
      middle: await timeOneAtATime(SAMPLES, () => page(minId + Math.floor(span / 2))),
      last: await timeOneAtATime(SAMPLES, () => page(minId + 60)),
      random: await timeOneAtATime(SAMPLES, () => page(minId + 51 + Math.floor(Math.random() * span))),
      // the same depths by OFFSET, straight on the store (the player's account record pages this way)
      offsetMiddle: await timeOneAtATime(Math.min(SAMPLES, 20), async () => {
        await linesPage(db, walletId.id, { pageNum: Math.floor(LINES / 100), pageSize: 50 });
      }),
      offsetLast: await timeOneAtATime(Math.min(SAMPLES, 20), async () => {
        await linesPage(db, walletId.id, { pageNum: Math.floor(LINES / 50), pageSize: 50 });
      }),
    };
    await app.close();

    const keyset = ['first', 'middle', 'last', 'random'] as const;
    const worstP95 = Math.max(...keyset.map((k) => results[k].p95));
    console.log(
      `\nLedger page (operator API, PostgreSQL): one wallet with ${LINES.toLocaleString('en')} lines (loaded in ${results.loadSeconds} s), 50 lines a page, ${SAMPLES} requests each, one at a time; goal p95 < ${GOAL_P95_MS} ms`,
    );
    console.log('page            p50 ms   p95 ms   p99 ms   max ms   p95 / healthz p95');
    const row = (label: string, s: LatencyStats) =>
      console.log(
        `${label.padEnd(14)} ${String(s.p50).padStart(7)}  ${String(s.p95).padStart(7)}  ${String(s.p99).padStart(7)}  ${String(s.max).padStart(7)}   ${(s.p95 / Math.max(results.healthz.p95, 0.01)).toFixed(1).padStart(6)}`,
      );
    row('GET /healthz', results.healthz);
    for (const k of keyset) row(`keyset ${k}`, results[k]);
    row('offset middle', results.offsetMiddle);
    row('offset last', results.offsetLast);
    console.log(
      worstP95 < GOAL_P95_MS
        ? `goal met: worst keyset p95 ${worstP95} ms`
        : `GOAL MISSED: worst keyset p95 ${worstP95} ms`,
    );
    const dir = path.join(import.meta.dirname, 'results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'ledger-page.json'), `${JSON.stringify(results, null, 2)}\n`);
    return 0;
  } finally {
    // BENCH_KEEP_DB=1 leaves the database for EXPLAIN (it is dropped by the next run)
    if (process.env.BENCH_KEEP_DB === '1') await postgres.handle.close();
    else await postgres.drop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : String(error));
    process.exit(1);
  },
);
