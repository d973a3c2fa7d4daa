// The long proof runs (issue 21), each one test file with its full size: `fuzz` sends FUZZ_CASES (1,000)
// cases to every route with every kind of session; `soak` posts OPS (100,000) random operations to the
// ledger against a model. On PostgreSQL when DATABASE_URL is set (faster for a long run), else on PGlite.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const RUNS = {
  fuzz: { file: 'apps/server/test/fuzz-sessions.test.ts', env: { FUZZ_CASES: '1000', FUZZ_PROGRESS: '1' } },
  soak: {
    file: 'apps/server/src/modules/wallet/ledger.test.ts',
    env: { OPS: '100000' },
    args: ['-t', 'soak'],
  },
};

const [name, ...rest] = process.argv.slice(2);
const run = RUNS[name];
if (!run) {
  console.error(`usage: node scripts/proof.mjs ${Object.keys(RUNS).join('|')} [vitest options]`);
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
const project = process.env.DATABASE_URL ? 'server:postgres' : 'server:pglite';
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', project, run.file, ...(run.args ?? []), ...rest],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...run.env, ...process.env },
  },
);
process.exit(result.status ?? 1);
