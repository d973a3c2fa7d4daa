// The back office's dashboard (issue 15): one merchant with 10,000,000 settled bets over 60 days on
// PostgreSQL, read through the operator API (GET /ops/v1/dashboard) for 7, 30 and 60 days, each latency
// against GET /healthz through the same app in the same run; and, for comparison, the same 30 days summed
// straight from the bets (what the rollup spares every request). Goal: under 300 ms. See bench/README.md.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed-demo.ts';
import { benchPostgres } from './bench-db.ts';
import { intFromEnv, type LatencyStats, timeOneAtATime } from './shared.ts';

const BETS = intFromEnv('BENCH_DASHBOARD_BETS', 10_000_000, 1000);
const SAMPLES = intFromEnv('BENCH_DASHBOARD_SAMPLES', 100, 10);
const PLAYERS = 5_000;
const DAYS = 60;
const CHUNK = 1_000_000;
const GOAL_MS = 300;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const dayAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function main(): Promise<number> {
  const postgres = await benchPostgres(postgresUrl, 'portal_bench_dash');
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
    const firstAccount = await db
      .selectFrom('accounts')
      .select((eb) => eb.fn.min('id').as('id'))
      .where('merchant_id', '=', merchant.id)
      .executeTakeFirstOrThrow();

    // 10,000,000 settled bets spread evenly over 60 days, 5,000 players (account ids need not exist:
    // bets carry no foreign key to accounts), won about a third of the time
    const loadStarted = performance.now();
    for (let from = 1; from <= BETS; from += CHUNK) {
      const to = Math.min(BETS, from + CHUNK - 1);
      await sql`
        insert into bets (merchant_id, account_id, provider, tx_id, round_id, vendor_code, game_code, game_name,
                          game_category, stake, valid_bet, payout, status, placed_at, settled_at, reference)
        select ${merchant.id}, ${Number(firstAccount.id)}::int + g % ${PLAYERS}, 'HOUSE', 'b' || g, 'r' || g, 'HOUSE',
               'DRAGON_FORTUNE', 'Dragon Fortune', 'RNG', 1000, 1000,
               case when g % 3 = 0 then 2500 else 0 end, case when g % 3 = 0 then 'won' else 'lost' end,
               now() - make_interval(secs => (g::bigint * ${DAYS * 86_400}) / ${BETS}),
               now() - make_interval(secs => (g::bigint * ${DAYS * 86_400}) / ${BETS}), 'BENCH'
        from generate_series(${from}::int, ${to}::int) g`.execute(db);
    }
    await sql`analyze bets`.execute(db);
    const loadSeconds = (performance.now() - loadStarted) / 1000;

    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-dash-'));
    const { app, services } = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        WEB_DIST: '/nonexistent',
      }),
      database: postgres.handle,
    });
    await app.ready();
    const rollupStarted = performance.now();
    await services.dailyBets.rollUpFrom(dayAgo(DAYS + 1));
    const rollupSeconds = (performance.now() - rollupStarted) / 1000;
    const twoDays = await timeOneAtATime(3, () => services.dailyBets.rollUp(new Date()));
    await sql`analyze bet_daily`.execute(db);
    await sql`analyze bet_daily_players`.execute(db);

    const login = await app.inject({
      method: 'POST',
      url: '/ops/v1/session/login',
      payload: { username: 'siamviewer', password: 'Viewer@2026' },
    });
    const token = (login.json() as { value: { token: string } }).value.token;
    const board = (days: number) => async () => {
      const res = await app.inject({
        url: `/ops/v1/dashboard?merchant=siam&from=${dayAgo(days - 1)}&to=${dayAgo(0)}`,
        headers: { authorization: token },
      });
      if (res.statusCode !== 200)
        throw new Error(`dashboard answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    };
    const check = await app.inject({
      url: `/ops/v1/dashboard?merchant=siam&from=${dayAgo(DAYS)}&to=${dayAgo(0)}`,
      headers: { authorization: token },
    });
    const totals = (check.json() as { value: { totals: { bets: number; activePlayers: number } } }).value
      .totals;
    const results = {
      bets: BETS,
      loadSeconds: Math.round(loadSeconds),
      rollupSeconds: Math.round(rollupSeconds * 10) / 10,
      rollupTwoDays: twoDays,
      countedBets: totals.bets,
      activePlayers: totals.activePlayers,
      healthz: await timeOneAtATime(SAMPLES, async () => {
        await app.inject({ url: '/healthz' });
      }),
      week: await timeOneAtATime(SAMPLES, board(7)),
      month: await timeOneAtATime(SAMPLES, board(30)),
      sixtyDays: await timeOneAtATime(SAMPLES, board(60)),
      // the same 30 days summed from the bets themselves, once per sample (what every request would cost)
      fromBets: await timeOneAtATime(Math.min(SAMPLES, 5), async () => {
        await sql`select count(*), sum(stake), sum(payout), count(distinct account_id) from bets
                  where merchant_id = ${merchant.id} and settled_at >= ${dayAgo(29)}::date`.execute(db);
      }),
    };
    await app.close();

    const worst = Math.max(results.week.p95, results.month.p95, results.sixtyDays.p95);
    console.log(
      `\nDashboard (operator API, PostgreSQL): ${BETS.toLocaleString('en')} settled bets of ${PLAYERS} players over ${DAYS} days (loaded in ${results.loadSeconds} s; first rollup ${results.rollupSeconds} s, the job's two-day rollup p50 ${results.rollupTwoDays.p50} ms); ${SAMPLES} requests each, one at a time; goal < ${GOAL_MS} ms`,
    );
    console.log(
      `counted: ${results.countedBets.toLocaleString('en')} bets, ${results.activePlayers} active players over 60 days`,
    );
    console.log('request              p50 ms   p95 ms   max ms   p95 / healthz p95');
    const row = (label: string, s: LatencyStats) =>
      console.log(
        `${label.padEnd(19)} ${String(s.p50).padStart(7)}  ${String(s.p95).padStart(7)}  ${String(s.max).padStart(7)}   ${(s.p95 / Math.max(results.healthz.p95, 0.01)).toFixed(1).padStart(6)}`,
      );
    row('GET /healthz', results.healthz);
    row('dashboard 7 days', results.week);
    row('dashboard 30 days', results.month);
    row('dashboard 60 days', results.sixtyDays);
    row('30 days from bets', results.fromBets);
    const complete = results.countedBets === BETS;
    console.log(
      worst < GOAL_MS && complete
        ? `goal met: worst p95 ${worst} ms`
        : `GOAL MISSED: worst p95 ${worst} ms${complete ? '' : `, counted ${results.countedBets} of ${BETS} bets`}`,
    );
    const dir = path.join(import.meta.dirname, 'results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'dashboard.json'), `${JSON.stringify(results, null, 2)}\n`);
    return 0;
  } finally {
    await postgres.drop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : String(error));
    process.exit(1);
  },
);
