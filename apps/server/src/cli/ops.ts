import path from 'node:path';
import { createInterface } from 'node:readline/promises';
// Operator commands until the back office exists. The operator commands (deposits, withdrawals, audit...)
// go through the operator API over HTTP, so they run beside the server and never open the database.
// The database commands (migrate, seed, maintenance) open it directly: with the embedded database stop
// the server first (PGlite is used by one process at a time); with PostgreSQL they run beside it.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { COPY_LABEL } from '../db/seed/accounts.ts';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { createSystemService } from '../modules/system/system.service.ts';
import { loadOrCreateKeyPair, publicKeyOf } from '../platform/payload-crypto.ts';
import { backupEmbedded, restoreEmbedded } from './ops-backup.ts';
import { API_COMMANDS, OPS_API_USAGE, runOpsCommand } from './ops-commands.ts';

const USAGE = `usage: npm run ops -- <command> [options]

${OPS_API_USAGE}

Database commands (open the database directly; with the embedded database stop the server first):
  maintenance <merchant> on|off   switch a merchant's maintenance mode
  migrate                         apply pending migrations
  seed [--copies a,b,...]         apply migrations and the demo seed (idempotent); --copies adds a copy
                                  of the demo accounts per label (<username><label>, same passwords
                                  and balances) for browser journeys running side by side`;

const DATABASE_COMMANDS = new Set(['maintenance', 'migrate', 'seed']);
const BACKUP_COMMANDS = new Set(['backup', 'restore']);

async function main(args: string[]): Promise<number> {
  const [first] = args;
  if (first === undefined || first === 'help' || first === '--help' || first === '-h') {
    console.log(USAGE);
    return first === undefined ? 2 : 0;
  }
  if (API_COMMANDS.has(first)) {
    return runOpsCommand(
      args,
      process.env,
      { out: (text) => console.log(text), err: (text) => console.error(text) },
      process.stdin.isTTY ? { prompt: askAtTerminal } : {},
    );
  }
  if (DATABASE_COMMANDS.has(first)) return databaseCommand(args);
  if (BACKUP_COMMANDS.has(first)) return backupCommand(args);
  console.error(`ops: unknown command "${first}"\n\n${USAGE}`);
  return 2;
}

/** Asks on the terminal, writing the question to standard error (standard output may be captured). */
async function askAtTerminal(question: string): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await terminal.question(question);
  } finally {
    terminal.close();
  }
}

/** backup and restore of the embedded database: they open it themselves (restore replaces it first). */
async function backupCommand([command, file, ...rest]: string[]): Promise<number> {
  const config = loadConfig();
  if (!file || rest.length) {
    console.error(`usage: npm run ops -- ${command} <file>`);
    return 2;
  }
  if (config.databaseUrl) {
    console.error(`${command}: DATABASE_URL is set; back up PostgreSQL with pg_dump (docs/operations.md)`);
    return 2;
  }
  if (command === 'backup') {
    const bytes = await backupEmbedded(config.dataDir, file);
    console.log(`backed up ${path.join(config.dataDir, 'pg')} to ${file} (${bytes} bytes)`);
    return 0;
  }
  const aside = await restoreEmbedded(config.dataDir, file);
  console.log(
    `restored ${file} into ${path.join(config.dataDir, 'pg')}${aside ? `; the previous data is in ${aside}` : ''}`,
  );
  return 0;
}

async function databaseCommand(args: string[]): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const [command, ...rest] = args;
    if (command === 'migrate' || command === 'seed') {
      const applied = await migrateToLatest(database.db);
      console.log(applied.length ? `applied: ${applied.join(', ')}` : 'no pending migrations');
      if (command === 'seed') {
        const copies = rest[0] === '--copies' ? (rest[1] ?? '').split(',').filter(Boolean) : [];
        if ((rest.length > 0 && copies.length === 0) || !copies.every((label) => COPY_LABEL.test(label))) {
          console.error(
            'seed: --copies takes labels of 1 to 5 lower-case letters or digits, comma-separated',
          );
          return 2;
        }
        await seedDemo(database.db, {
          defaultMerchant: config.defaultMerchant,
          defaultLanguage: config.defaultLanguage,
          defaultPassword: config.defaultPassword,
          copies,
        });
        console.log('demo seed applied');
      }
      return 0;
    }
    if (command === 'maintenance' && rest.length === 2 && (rest[1] === 'on' || rest[1] === 'off')) {
      const [merchant = '', state] = rest;
      await migrateToLatest(database.db);
      const keyRing = await loadOrCreateKeyPair(path.join(config.dataDir, 'keys'));
      const system = createSystemService(database.db, {
        defaultMerchant: config.defaultMerchant,
        payloadKey: publicKeyOf(keyRing),
      });
      if (!(await system.setMaintenance(merchant, state === 'on'))) {
        console.error(`unknown merchant "${merchant}"`);
        return 1;
      }
      console.log(`maintenance ${state} for ${merchant}`);
      return 0;
    }
    console.error(USAGE);
    return 2;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
