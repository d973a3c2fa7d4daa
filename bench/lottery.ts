// The lottery's speed (issue 16), on PGlite and on PostgreSQL: slips placed per second (each a debit, its
// tickets, its bets and its exposure in one transaction) as a ratio to ledger transfers on the same database
// in the same run (goal at least 0.5); and the settlement of one draw of 100,000 tickets on PostgreSQL
// (goal under 10 seconds), as tickets per second. See bench/README.md and decision 0024.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { FAMILIES } from '@portal/lottery';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed-demo.ts';
import { walletOf } from '../apps/server/src/modules/wallet/ledger.service.ts';
import { loadOrCreateKeyPair } from '../apps/server/src/platform/payload-crypto.ts';
import { benchPostgres, insertBenchWallets, unitTransfer } from './bench-db.ts';
import { intFromEnv, measureOps } from './shared.ts';

const seconds = intFromEnv('BENCH_LOTTERY_SECONDS', 5, 1);
const players = intFromEnv('BENCH_LOTTERY_PLAYERS', 200, 2);
const inFlight = intFromEnv('BENCH_LOTTERY_CONCURRENCY', 16, 1);
const drawTickets = intFromEnv('BENCH_LOTTERY_TICKETS', 100_000, 1000);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Slips should reach this share of the ledger's transfers. */
const GOAL = 0.5;
/** Settling one draw of 100,000 tickets should take less than this. */
const SETTLE_GOAL_MS = 10_000;
/** The bench's game, drawn once a day during the bench so its current draw stays open. */
const GAME = 'LOTT_K3';

const measure = (op: (i: number) => Promise<void>) => measureOps(seconds, inFlight, op);

async function engine(name: 'pglite' | 'postgres', handle: DatabaseHandle, settle: boolean) {
  const { db } = handle;
  await migrateToLatest(db);
  await seedDemo(db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
  const keyRing = await loadOrCreateKeyPair(mkdtempSync(path.join(tmpdir(), 'bench-keys-')));
  const { app, services } = await buildApp({ config, database: handle, keyRing });
  await app.ready();
  try {
    const siam = await services.system.merchantByCode('siam');
    if (!siam) throw new Error('the demo merchant is missing');
    // A slip's stake is small against the limits: the bench measures the path, not the refusals.
    await db
      .updateTable('lottery_games')
      .set({ liability_limit: 1_000_000_000_000, close_seconds: 0, cron: '0 0 * * *' })
      .where('game_code', '=', GAME)
      .execute();
    await services.lottery.draws.plan(new Date());
    const ids = await insertBenchWallets(db, siam.id, players, `lb${name}`);
    const pick = () => ids[Math.floor(Math.random() * ids.length)] as number;
    const transfer = async () => {
      const from = pick();
      let to = pick();
      while (to === from) to = pick();
      await services.ledger.post(unitTransfer(siam.id, from, to));
    };
    // A typical slip: two lines (a sum and a big/small), three bets, on the current draw. Every slip
    // bets on the same numbers: on PostgreSQL they take the exposure's stripes in turn (decision 0028).
    const slip = (i: number) =>
      services.lottery.slips
        .place(
          siam,
          { id: ids[i % ids.length] as number },
          {
            gameCode: GAME,
            requestId: randomUUID(),
            lines: [
              { play: 'k3.sum', pick: [[9, 12]], unitStake: 1_00, multiplier: 1 },
              { play: 'k3.big-small', pick: [['big']], unitStake: 2_00, multiplier: 1 },
            ],
            draws: 1,
            stopOnWin: false,
          },
        )
        .then(() => undefined);
    const transfers = await measure(transfer);
    const slips = await measure(slip);
    const transfers2 = await measure(transfer);
    const base = (transfers.perSecond + transfers2.perSecond) / 2;
    const result = {
      engine: name,
      base,
      transfers,
      transfers2,
      slips,
      ratio: slips.perSecond / base,
      settle: null as null | { tickets: number; ms: number; perSecond: number },
    };
    if (settle) result.settle = await settleOneDraw(db, services, siam.id, ids);
    return result;
  } finally {
    await app.close();
  }
}

/** Fills the current draw to `drawTickets` tickets in bulk (as many slips would), draws it, settles it. */
async function settleOneDraw(
  db: DatabaseHandle['db'],
  services: Awaited<ReturnType<typeof buildApp>>['services'],
  merchantId: number,
  ids: number[],
) {
  const draw = await db
    .selectFrom('lottery_draws as d')
    .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
    .select(['d.id', 'd.draw_at', 'g.id as game_id'])
    .where('g.game_code', '=', GAME)
    .where('g.merchant_id', '=', merchantId)
    .where('d.status', '=', 'open')
    .orderBy('d.draw_at')
    .executeTakeFirstOrThrow();
  const have = await db
    .selectFrom('lottery_tickets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('draw_id', '=', draw.id)
    .executeTakeFirstOrThrow();
  const missing = drawTickets - Number(have.n);
  // One order per player carries the bulk tickets; their stakes were debited as the slips' are (the bench
  // posts one entry per order so the ledger's invariants hold).
  const perPlayer = Math.ceil(missing / ids.length);
  for (const [n, accountId] of ids.entries()) {
    const count = Math.min(perPlayer, missing - n * perPlayer);
    if (count <= 0) break;
    const reference = `BENCH-LOT-${accountId}`;
    await services.ledger.post({
      merchantId,
      type: 'bet',
      reference,
      source: 'lottery',
      idempotencyKey: `bench-order:${draw.id}:${accountId}`,
      lines: [
        { account: walletOf(accountId), amount: -count * 1_00 },
        { account: { kind: 'house', code: 'lottery' }, amount: count * 1_00 },
      ],
    });
    const order = await db
      .insertInto('lottery_orders')
      .values({
        merchant_id: merchantId,
        account_id: accountId,
        game_id: draw.game_id,
        request_id: `bench-${draw.id}-${accountId}`,
        total: count * 1_00,
        draws: 1,
        reference,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into lottery_tickets (order_id, draw_id, merchant_id, account_id, play, pick, combinations,
        unit_stake, multiplier, stake, odds)
      select ${order.id}, ${draw.id}, ${merchantId}, ${accountId}, 'k3.sum', ${JSON.stringify([[3 + (accountId % 16)]])}::jsonb,
        1, 100, 1, 100, ${JSON.stringify({ ...sumOdds() })}::jsonb from generate_series(1, ${count})`.execute(
      db,
    );
    await sql`insert into bets (merchant_id, account_id, provider, tx_id, round_id, vendor_code, game_code,
        game_name, game_category, stake, valid_bet, reference)
      select t.merchant_id, t.account_id, 'LOTTERY', 'T' || t.id, 'bench', 'LOTT', ${GAME}, 'Fast 3 Dice', 'ELOTT',
        t.stake, t.stake, ${reference} from lottery_tickets t where t.order_id = ${order.id}`.execute(db);
  }
  const at = new Date(new Date(draw.draw_at).getTime() + 1000);
  await services.lottery.draws.drawDue(at);
  // The bulk fill's dirty pages are written out first, so a checkpoint falling inside the timed settlement
  // does not charge the fill's writes to it.
  await sql`checkpoint`.execute(db);
  const start = performance.now();
  const settled = await services.lottery.settlement.settleDraw(Number(draw.id));
  const ms = performance.now() - start;
  return { tickets: settled, ms, perSecond: (settled / ms) * 1000 };
}

/** The rules' default odds of k3's sum, as a slip stores them. */
const sumOdds = () => FAMILIES.k3.plays.find((p) => p.id === 'k3.sum')?.odds ?? {};

async function main(): Promise<number> {
  // The machine may be shared: its load before and after says how far to trust the figures.
  const loadBefore = loadavg()[0] ?? 0;
  const results = [];
  const lite = await openDatabase({ databaseUrl: null, dataDir: '', inMemory: true });
  results.push(await engine('pglite', lite, false));
  await lite.close();
  const postgres = await benchPostgres(postgresUrl, 'portal_bench_lottery');
  if (postgres) {
    results.push(await engine('postgres', postgres.handle, true));
    await postgres.drop();
  } else {
    console.error(
      `PostgreSQL not reachable at ${postgresUrl}: measured PGlite only (set BENCH_DATABASE_URL)`,
    );
  }
  const fmt = (n: number) => n.toFixed(0).padStart(7);
  console.log(
    `\nLottery slips (${players} players, ${inFlight} in flight, ${seconds} s each; goal slips / ledger transfers >= ${GOAL})`,
  );
  console.log(
    `load average (1 min) ${loadBefore.toFixed(2)} before, ${(loadavg()[0] ?? 0).toFixed(2)} after`,
  );
  console.log('engine     ledger transfers/s  slips/s  ratio  p99 ms  errors');
  let failed = false;
  for (const r of results) {
    failed ||= r.slips.errors > 0 || r.transfers.errors > 0;
    console.log(
      `${r.engine.padEnd(9)}  ${fmt(r.base)}             ${fmt(r.slips.perSecond)}   ${r.ratio.toFixed(2)}  ${r.slips.p99.toFixed(1).padStart(6)}  ${String(r.slips.errors).padStart(5)}   ${r.ratio >= GOAL ? 'goal met' : 'GOAL MISSED'}`,
    );
  }
  for (const r of results) {
    if (!r.settle) continue;
    console.log(
      `\nSettling one draw of ${r.settle.tickets} tickets on ${r.engine}: ${(r.settle.ms / 1000).toFixed(2)} s, ${fmt(r.settle.perSecond)} tickets/s (goal under ${SETTLE_GOAL_MS / 1000} s) ${r.settle.ms < SETTLE_GOAL_MS ? 'goal met' : 'GOAL MISSED'}`,
    );
  }
  const dir = path.join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'lottery.json'), `${JSON.stringify(results, null, 2)}\n`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : String(error));
    process.exit(1);
  },
);
