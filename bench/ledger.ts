// The ledger's speed (issue 4), on PGlite and on PostgreSQL: ledger transfers per second across many
// wallets and on one hot wallet, each as a ratio to a bare single-row UPDATE transaction on the same
// database in the same run (the limit for a design that writes a row per movement). See bench/README.md.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { createLedger, house, walletOf } from '../apps/server/src/modules/wallet/ledger.service.ts';
import { benchPostgres, insertBenchWallets, unitTransfer } from './bench-db.ts';
import { intFromEnv, measureOps } from './shared.ts';

const seconds = intFromEnv('BENCH_LEDGER_SECONDS', 5, 1);
const wallets = intFromEnv('BENCH_LEDGER_WALLETS', 1000, 2);
const inFlight = intFromEnv('BENCH_LEDGER_CONCURRENCY', 16, 1);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Transfers across many wallets should reach this share of bare single-row UPDATE transactions. */
const GOAL = 0.5;

const measure = (op: (i: number) => Promise<void>) => measureOps(seconds, inFlight, op);

async function engine(name: 'pglite' | 'postgres', handle: DatabaseHandle) {
  const { db } = handle;
  await migrateToLatest(db);
  const merchant = await db
    .insertInto('merchants')
    .values({
      code: `bench${Date.now()}`,
      name: 'Bench',
      brand: JSON.stringify({}) as never,
      languages: JSON.stringify(['en']) as never,
      default_language: 'en',
      currency: 'THB',
      currency_symbol: '฿',
      features: JSON.stringify([]) as never,
      register_settings: JSON.stringify({}) as never,
      resources: JSON.stringify([]) as never,
      customer_service: JSON.stringify([]) as never,
      settings: JSON.stringify({}) as never,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const merchantId = merchant.id;
  const ids = await insertBenchWallets(db, merchantId, wallets, 'w');
  const ledger = createLedger(db);
  // The baseline: a table of the same number of rows, one UPDATE of a random row per transaction.
  await sql`create table if not exists bench_rows (id int primary key, n bigint not null default 0)`.execute(
    db,
  );
  await sql`insert into bench_rows (id) select generate_series(1, ${wallets}) on conflict do nothing`.execute(
    db,
  );
  const pick = () => ids[Math.floor(Math.random() * ids.length)] as number;

  // A bare UPDATE transaction as an application makes one: begin, update a random row, commit.
  const bareTransaction = () =>
    db.transaction().execute(async (trx) => {
      await sql`update bench_rows set n = n + 1 where id = ${1 + Math.floor(Math.random() * wallets)}`.execute(
        trx,
      );
    });
  // The same UPDATE as one autocommit statement: one round trip, the strictest reference.
  const bareStatement = () =>
    sql`update bench_rows set n = n + 1 where id = ${1 + Math.floor(Math.random() * wallets)}`.execute(db);
  const bare = await measure(bareTransaction);
  const statement = await measure(async () => {
    await bareStatement();
  });
  const many = await measure(async () => {
    const from = pick();
    let to = pick();
    while (to === from) to = pick();
    await ledger.post(unitTransfer(merchantId, from, to));
  });
  const hotId = ids[0] as number;
  const hot = await measure(async (i) => {
    // a bet or a win against the vendor settlement, alternating, so the hot wallet never runs dry
    const amount = i % 2 === 0 ? -100 : 100;
    await ledger.post({
      merchantId,
      type: amount < 0 ? 'bet' : 'win',
      reference: 'BENCH-HOT',
      source: 'bench',
      idempotencyKey: randomUUID(),
      lines: [
        { account: walletOf(hotId), amount },
        { account: house('vendor_settlement'), amount: -amount },
      ],
    });
  });
  const bareHot = await measure(() =>
    db.transaction().execute(async (trx) => {
      await sql`update bench_rows set n = n + 1 where id = 1`.execute(trx);
    }),
  );
  const bare2 = await measure(bareTransaction);
  const base = (bare.perSecond + bare2.perSecond) / 2;
  return {
    engine: name,
    base,
    bare,
    bare2,
    statement,
    bareHot,
    many,
    hot,
    manyRatio: many.perSecond / base,
    hotRatio: hot.perSecond / base,
    manyToStatement: many.perSecond / statement.perSecond,
  };
}

async function main(): Promise<number> {
  const results = [];
  const lite = await openDatabase({ databaseUrl: null, dataDir: '', inMemory: true });
  results.push(await engine('pglite', lite));
  await lite.close();
  const postgres = await benchPostgres(postgresUrl, 'portal_bench');
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
    `\nLedger (${wallets} wallets, ${inFlight} in flight, ${seconds} s each; goal many/bare >= ${GOAL})`,
  );
  console.log(
    'engine     bare tx/s  ledger many/s  ratio  ledger hot/s  ratio  errors  p99 many ms  | bare statement/s  many/statement  hot-row tx/s',
  );
  let failed = false;
  for (const r of results) {
    const ok = r.manyRatio >= GOAL;
    // a missed goal is reported; only errors (a movement refused or failed) fail the run
    failed ||= r.hot.errors > 0 || r.many.errors > 0;
    console.log(
      `${r.engine.padEnd(9)}  ${fmt(r.base)}    ${fmt(r.many.perSecond)}      ${r.manyRatio.toFixed(2)}   ${fmt(r.hot.perSecond)}     ${r.hotRatio.toFixed(2)}   ${String(r.many.errors + r.hot.errors).padStart(4)}    ${r.many.p99.toFixed(1).padStart(6)}     | ${fmt(r.statement.perSecond)}           ${r.manyToStatement.toFixed(2)}        ${fmt(r.bareHot.perSecond)}   ${ok ? 'goal met' : 'GOAL MISSED'}`,
    );
  }
  const dir = path.join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'ledger.json'), `${JSON.stringify(results, null, 2)}\n`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : String(error));
    process.exit(1);
  },
);
