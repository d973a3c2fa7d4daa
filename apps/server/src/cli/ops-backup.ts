import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/database.ts';

/**
 * Backup and restore of the embedded database (PGlite under DATA_DIR/pg): the whole data directory as one
 * gzip'd tar, PGlite's own dump. The server must be stopped (one process owns the embedded engine). With
 * PostgreSQL, use pg_dump and point-in-time recovery instead (docs/operations.md).
 */

/** Writes the embedded database of `dataDir` to `file`; answers its size in bytes. */
export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  if (!existsSync(path.join(dataDir, 'pg'))) throw new Error(`no embedded database under ${dataDir}`);
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    const dump = await database.dump?.('gzip');
    if (!dump) throw new Error('the embedded database cannot be dumped');
    const bytes = Buffer.from(await dump.arrayBuffer());
    writeFileSync(file, bytes);
    return bytes.length;
  } finally {
    await database.close();
  }
}

const GZIP_MAGIC = [0x1f, 0x8b];

/**
 * Replaces the embedded database of `dataDir` with the one in `file`. The current data directory is kept
 * beside it (`pg.before-restore-<time>`), and put back when the backup does not open; answers its path.
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
  now = new Date(),
): Promise<string | null> {
  const bytes = readFileSync(file);
  const gzip = bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1];
  const backup = new Blob([bytes], { type: gzip ? 'application/x-gzip' : 'application/x-tar' });
  const live = path.join(dataDir, 'pg');
  const occupied = existsSync(live) && readdirSync(live).length > 0;
  const aside = occupied ? `${live}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}` : null;
  if (aside) renameSync(live, aside);
  try {
    const database = await openDatabase({ databaseUrl: null, dataDir, loadDataDir: backup });
    // A dump that loads but is not a database fails its first query, not its loading.
    await database.db.selectFrom('merchants').select('id').limit(1).execute();
    await database.close();
    return aside;
  } catch (error) {
    if (aside) {
      if (existsSync(live)) renameSync(live, `${aside}.failed`);
      renameSync(aside, live);
    }
    throw error;
  }
}
