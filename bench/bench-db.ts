// Database helpers of the benchmarks that measure the platform's storage (ledger, seamless wallet).
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed-demo.ts';
import type { DB } from '../apps/server/src/db/types.ts';
import { createLedger, house, walletOf } from '../apps/server/src/modules/wallet/ledger.service.ts';

/** Member accounts for a benchmark, each with a large opening balance through the ledger. */
export async function insertBenchWallets(
  db: Kysely<DB>,
  merchantId: number,
  count: number,
  prefix: string,
): Promise<number[]> {
  const ledger = createLedger(db);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const row = await db
      .insertInto('accounts')
      .values({
        merchant_id: merchantId,
        username: `${prefix}${i}`,
        username_key: `${prefix}${i}`,
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
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
    await ledger.post({
      merchantId,
      type: 'adjustment',
      reference: 'BENCH',
      source: 'bench',
      idempotencyKey: `open-${prefix}-${row.id}`,
      lines: [
        { account: walletOf(row.id), amount: 1_000_000_000 },
        { account: house('bonus_expense'), amount: -1_000_000_000 },
      ],
    });
  }
  return ids;
}

/** A fresh PostgreSQL database for one benchmark run, dropped afterwards; null when none is reachable. */
export async function benchPostgres(
  adminUrl: string,
  prefix: string,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `${prefix}_${process.pid}`;
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    handle,
    drop: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A PostgreSQL benchmark on the demo seed: a fresh database migrated and seeded, Siam's id, `run`, then the
 * database dropped. Without PostgreSQL it says so and answers 0 (nothing measured is no failure).
 */
export async function onSeededPostgres(
  prefix: string,
  run: (bench: { handle: DatabaseHandle; db: Kysely<DB>; siamId: number }) => Promise<number>,
): Promise<number> {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const postgres = await benchPostgres(url, prefix);
  if (!postgres) {
    console.error(`PostgreSQL not reachable at ${url}: this bench needs it (set BENCH_DATABASE_URL)`);
    return 0;
  }
  const { db } = postgres.handle;
  try {
    await migrateToLatest(db);
    await seedDemo(db);
    const siam = await db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'siam')
      .executeTakeFirstOrThrow();
    return await run({ handle: postgres.handle, db, siamId: siam.id });
  } finally {
    await postgres.drop();
  }
}

/** The whole app on a benchmark's database (no portal build, silent), ready. */
export async function benchApp(handle: DatabaseHandle, dirPrefix: string) {
  const built = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), dirPrefix)),
      WEB_DIST: '/nonexistent',
    }),
    database: handle,
  });
  await built.app.ready();
  return built;
}

/** The closure rows (every ancestor, itself included) of the accounts from `firstId` on, as the migration's walk. */
export async function insertClosure(db: Kysely<DB>, merchantId: number, firstId: number) {
  await sql`
    insert into account_tree (merchant_id, ancestor_id, descendant_id, depth)
    with recursive up (ancestor_id, descendant_id, depth) as (
      select id, id, 0 from accounts where id >= ${firstId}
      union all
      select a.parent_id, up.descendant_id, up.depth + 1 from up join accounts a on a.id = up.ancestor_id
      where a.parent_id is not null)
    select ${merchantId}, ancestor_id, descendant_id, depth from up`.execute(db);
}

/** A ledger transfer of one minor unit between two wallets (the benchmarks' baseline operation). */
export const unitTransfer = (merchantId: number, from: number, to: number) => ({
  merchantId,
  type: 'transfer' as const,
  reference: 'BENCH',
  source: 'bench',
  idempotencyKey: randomUUID(),
  lines: [
    { account: walletOf(from), amount: -1 },
    { account: walletOf(to), amount: 1 },
  ],
});
