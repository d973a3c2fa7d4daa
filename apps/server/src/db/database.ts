import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { prepareMarked } from './prepared.ts';
import type { DB } from './types.ts';

export type Database = Kysely<DB>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The embedded engine's data as one file (PGlite only): test databases are copies of a template, backups. */
  dump?: (compression?: 'none' | 'gzip') => Promise<Blob>;
  /** The connection pool's state now (PostgreSQL only; PGlite is one connection in process): for metrics. */
  pool?: () => PoolState;
};

export type PoolState = { max: number; total: number; idle: number; waiting: number };

/** Connections per node to PostgreSQL (docs/scaling.md: what they carry). */
const POOL_MAX = 10;

export type DatabaseOptions = {
  databaseUrl: string | null;
  dataDir: string;
  /** A PGlite data dump to start from (test databases copy a migrated template). */
  loadDataDir?: Blob;
  /** Keep PGlite in memory instead of under dataDir. */
  inMemory?: boolean;
};

/** PostgreSQL when a URL is configured, else PGlite in process under DATA_DIR/pg. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pg = await import('pg');
    // int8 as JS number: money is minor units far below 2^53 (DESIGN.md section 4).
    pg.default.types.setTypeParser(20, (v: string) => Number(v));
    pg.default.types.setTypeParser(1700, (v: string) => Number(v));
    const pool = new pg.default.Pool({ connectionString: options.databaseUrl, max: POOL_MAX });
    // An idle connection the server ends (a restart, a failover, an administrator) is dropped by the pool;
    // without a listener its error would stop the process.
    pool.on('error', (error) => console.error(`database: an idle connection was lost: ${error.message}`));
    pool.on('connect', (client) => prepareMarked(client as unknown as Parameters<typeof prepareMarked>[0]));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const state = (): PoolState => ({
      max: POOL_MAX,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    });
    return { db, kind: 'postgres', close: () => db.destroy(), pool: state };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGliteDialect } = await import('./pglite-dialect.ts');
  let dataDir: string | undefined;
  if (!options.inMemory) {
    dataDir = path.join(options.dataDir, 'pg');
    mkdirSync(dataDir, { recursive: true });
  }
  const pglite = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await pglite.waitReady;
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    close: () => db.destroy(),
    dump: (compression = 'none') => pglite.dumpDataDir(compression),
  };
}
