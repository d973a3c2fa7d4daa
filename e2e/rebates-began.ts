// A script, run before a journey's own platform starts (PGlite is one process's at a time):
//   node --import tsx e2e/rebates-began.ts <dataDir> <merchant> <days>
// The merchant's rebates began that many days ago, so its daily rebate job pays the seeded agent team's bets
// of the past week when the platform starts: the back office's journey finds real runs to look at and re-run.
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';

const [dataDir = '', merchant = '', days = ''] = process.argv.slice(2);
if (!dataDir || !merchant || !/^\d+$/.test(days))
  throw new Error('usage: rebates-began.ts <dataDir> <merchant> <days>');
const database = await openDatabase({ databaseUrl: null, dataDir });
try {
  const changed = await sql`
    update rebate_settings set since = now() - ${`${days} days`}::interval
    where merchant_id = (select id from merchants where code = ${merchant})`.execute(database.db);
  if (Number(changed.numAffectedRows ?? 0) !== 1) throw new Error(`${merchant} has no rebate settings`);
} finally {
  await database.close();
}
