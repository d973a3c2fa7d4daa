import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../test/money-helpers.ts';
import { createTestDatabase } from '../../test/template-db.ts';
import { openDatabase } from '../db/database.ts';
import { createLedger, house, walletOf } from '../modules/wallet/ledger.service.ts';
import { backupEmbedded, restoreEmbedded } from './ops-backup.ts';

/**
 * The backup drill (issue 21): an embedded database on disk is backed up, written to again, and restored;
 * the ledger's invariants hold and the later writes are gone. `npm run ops -- backup|restore` call these.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** Posts a credit to a wallet of the seeded siam merchant on the database under `dataDir`. */
async function credit(dataDir: string, key: string, amount: number) {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    const { db } = database;
    const siam = await db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'siam')
      .executeTakeFirstOrThrow();
    const owner = await db
      .selectFrom('accounts')
      .select('id')
      .where('merchant_id', '=', siam.id)
      .executeTakeFirstOrThrow();
    await createLedger(db).post({
      merchantId: siam.id,
      type: 'adjustment',
      reference: key,
      source: 'test:drill',
      idempotencyKey: key,
      lines: [
        { account: walletOf(owner.id), amount },
        { account: house('bonus_expense'), amount: -amount },
      ],
    });
  } finally {
    await database.close();
  }
}

/** The drill's entries present under `dataDir`, and the ledger's invariants checked there. */
async function drillEntries(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    await expectLedgerInvariants({ database });
    const rows = await database.db
      .selectFrom('journal_entries')
      .select('idempotency_key')
      .where('source', '=', 'test:drill')
      .orderBy('idempotency_key')
      .execute();
    return rows.map((r) => r.idempotency_key);
  } finally {
    await database.close();
  }
}

/** A seeded database on disk: the migrated template restored into an empty data directory (nothing set aside). */
async function seededDataDir(dir: string): Promise<string> {
  const template = await createTestDatabase();
  const dump = await template.dump?.();
  await template.close();
  if (!dump) throw new Error('PGlite dump unavailable');
  const seeded = path.join(dir, 'seeded.tar');
  writeFileSync(seeded, Buffer.from(await dump.arrayBuffer()));
  const dataDir = path.join(dir, 'data');
  expect(await restoreEmbedded(dataDir, seeded)).toBeNull();
  return dataDir;
}

describe.runIf(process.env.TEST_DB !== 'postgres')('backup and restore of the embedded database', () => {
  it('restores the state of the backup: the later writes are gone, the ledger balances, a bad file changes nothing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-drill-'));
    const dataDir = await seededDataDir(dir);

    await credit(dataDir, 'before-1', 1_500);
    await credit(dataDir, 'before-2', 2_500);
    const file = path.join(dir, 'portal.backup');
    expect(await backupEmbedded(dataDir, file)).toBeGreaterThan(1_000);
    await credit(dataDir, 'after-1', 9_900);
    expect(await drillEntries(dataDir)).toEqual(['after-1', 'before-1', 'before-2']);

    const aside = await restoreEmbedded(dataDir, file, new Date('2026-11-27T03:00:00Z'));
    expect(await drillEntries(dataDir)).toEqual(['before-1', 'before-2']);
    // The replaced data stays beside the restored one, with the later write still in it.
    expect(aside).toBe(path.join(dataDir, 'pg.before-restore-2026-11-27T03-00-00-000Z'));
    expect(existsSync(aside as string)).toBe(true);

    // A file that is not a backup changes nothing: the current database is put back.
    const junk = path.join(dir, 'junk.backup');
    writeFileSync(junk, 'not a backup');
    await expect(restoreEmbedded(dataDir, junk)).rejects.toThrow();
    expect(await drillEntries(dataDir)).toEqual(['before-1', 'before-2']);
  }, 120_000);

  it('is wired as npm run ops -- backup, and refuses without a file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-drill-'));
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/ops.ts', ...args], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      });
    const missing = run('backup');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('usage: npm run ops -- backup <file>');
    const empty = run('backup', path.join(dir, 'x.backup'));
    expect(empty.status).toBe(1);
    expect(empty.stderr).toContain('no embedded database');
  }, 60_000);
});
