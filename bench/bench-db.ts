// Database helpers of the benchmarks that measure the platform's storage (ledger, seamless wallet).
import type { Kysely } from 'kysely';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/database.ts';
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
