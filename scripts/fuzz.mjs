// The full fuzzing run (issue 21): every route, FUZZ_CASES cases each (1,000 unless given), with every kind
// of session. On PostgreSQL when DATABASE_URL is set (faster than PGlite for a long run), else on PGlite.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const project = process.env.DATABASE_URL ? 'server:postgres' : 'server:pglite';
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', project, 'apps/server/test/fuzz-sessions.test.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { FUZZ_CASES: '1000', FUZZ_PROGRESS: '1', ...process.env },
  },
);
process.exit(result.status ?? 1);
