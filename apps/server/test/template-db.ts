import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo } from '../src/db/seed/seed-demo.ts';

const TEMPLATE_FILE = path.resolve(
  import.meta.dirname,
  '../../../node_modules/.cache/portal-test/template.tar',
);
/**
 * The template database of this checkout: two checkouts (worktrees) testing on one PostgreSQL at once
 * each build and drop their own, instead of dropping the other's mid-run.
 */
const POSTGRES_TEMPLATE = `portal_test_template_${createHash('sha256')
  .update(path.resolve(import.meta.dirname, '../../..'))
  .digest('hex')
  .slice(0, 8)}`;

function postgresUrl(database: string): string {
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Migrates and seeds once per run into a PGlite dump file (and buildPostgresTemplate into a template
 * database): every test file then starts from a copy, not from a fresh migration.
 */
export async function buildPgliteTemplate(): Promise<void> {
  const handle = await openDatabase({ databaseUrl: null, dataDir: '', inMemory: true });
  await migrateToLatest(handle.db);
  await seedDemo(handle.db, { teamActivity: false });
  const dump = await handle.dump?.();
  if (!dump) throw new Error('PGlite dump unavailable');
  mkdirSync(path.dirname(TEMPLATE_FILE), { recursive: true });
  writeFileSync(TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

export async function buildPostgresTemplate(): Promise<void> {
  await admin(`drop database if exists ${POSTGRES_TEMPLATE}`);
  await admin(`create database ${POSTGRES_TEMPLATE}`);
  const pgHandle = await openDatabase({ databaseUrl: postgresUrl(POSTGRES_TEMPLATE), dataDir: '' });
  await migrateToLatest(pgHandle.db);
  await seedDemo(pgHandle.db, { teamActivity: false });
  await pgHandle.close();
}

export async function dropPostgresTemplate(): Promise<void> {
  await admin(`drop database if exists ${POSTGRES_TEMPLATE}`);
}

/** A PostgreSQL database of its own copied from the template, by URL (for a server in another process). */
export async function createPostgresCopy(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await admin(`create database ${name} template ${POSTGRES_TEMPLATE}`);
  return { url: postgresUrl(name), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** A database of its own for one test file, copied from the template on the engine under test. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB === 'postgres') {
    const name = `portal_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await admin(`create database ${name} template ${POSTGRES_TEMPLATE}`);
    const handle = await openDatabase({ databaseUrl: postgresUrl(name), dataDir: '' });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await admin(`drop database if exists ${name}`);
      },
    };
  }
  const blob = new Blob([readFileSync(TEMPLATE_FILE)]);
  return openDatabase({ databaseUrl: null, dataDir: '', inMemory: true, loadDataDir: blob });
}
