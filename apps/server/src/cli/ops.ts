import path from 'node:path';
// Operator commands until the back office exists. With the embedded database, stop the server first
// (PGlite is used by one process at a time); with PostgreSQL it can run beside the server.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { createSystemService } from '../modules/system/system.service.ts';
import { loadOrCreateKeyPair, publicKeyOf } from '../platform/payload-crypto.ts';

const USAGE = `usage: npm run ops -- <command>
  maintenance <merchant> on|off   switch a merchant's maintenance mode
  migrate                         apply pending migrations
  seed                            apply migrations and the demo seed (idempotent)`;

async function main(args: string[]): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const [command, ...rest] = args;
    if (command === 'migrate' || command === 'seed') {
      const applied = await migrateToLatest(database.db);
      console.log(applied.length ? `applied: ${applied.join(', ')}` : 'no pending migrations');
      if (command === 'seed') {
        await seedDemo(database.db, {
          defaultMerchant: config.defaultMerchant,
          defaultLanguage: config.defaultLanguage,
          defaultPassword: config.defaultPassword,
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
