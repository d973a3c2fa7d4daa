import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Pure maths (game engines, exact odds, statistical tests, the captcha's solvers): no database, so they run once, on PGlite's pass. */
const NO_DATABASE = [
  'src/vendors/house/slots/**',
  'src/vendors/house/table/**',
  'src/vendors/sandbox/games/**',
  'src/modules/auth/captcha-*.test.ts',
];

/**
 * With PostgreSQL at hand (DATABASE_URL, as on CI) the integration tests run on it, the production engine,
 * and PGlite's pass keeps what depends on the engine: the database layer, migrations and seed, the ledger,
 * crash recovery, two nodes on one database, the exposure stripes' locking, and the pure maths. Every other
 * flow meets PGlite in the browser journeys, whose server runs on it. A PGlite pass of every file took
 * 2.4 times PostgreSQL's on this machine and doubled the suite; without DATABASE_URL everything runs on PGlite.
 */
const ENGINE_DEPENDENT = [
  'src/db/**/*.test.ts',
  'src/modules/wallet/**/*.test.ts',
  'src/app-jobs.test.ts',
  'src/modules/lottery/exposure.test.ts',
  // the embedded database's backup and restore (PGlite only)
  'src/cli/ops-backup.test.ts',
  ...NO_DATABASE.map((glob) => (glob.endsWith('.ts') ? glob : `${glob}/*.test.ts`)),
];

const serverProject = (
  name: string,
  env: Record<string, string>,
  exclude: string[] = [],
  include = ['src/**/*.test.ts', 'test/**/*.test.ts'],
) => ({
  test: {
    name,
    root: 'apps/server',
    include,
    exclude: ['**/node_modules/**', ...exclude],
    environment: 'node',
    // One module graph per worker, not per file: every file builds its own app on its own database copy,
    // so nothing of a file's leaks into the next through modules, and importing the platform once per
    // worker instead of once per file took the server projects from 328 s to 178 s. (The captcha's
    // fixed answer is the config's CAPTCHA_TEST_ANSWER, not a module mock: mocks need a fresh graph.)
    isolate: false,
    globalSetup: ['test/global-setup.ts'],
    env: { TZ: 'UTC', ...env },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one at a time on a 2-core CI machine, while most
    // server test files wait on a database. Two at a time there: the unit suite took 358 s, now 244 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      serverProject(
        'server:pglite',
        { TEST_DB: 'pglite' },
        [],
        process.env.DATABASE_URL ? ENGINE_DEPENDENT : undefined,
      ),
      ...(process.env.DATABASE_URL
        ? [serverProject('server:postgres', { TEST_DB: 'postgres' }, NO_DATABASE)]
        : []),
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'lottery',
          root: 'packages/lottery',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // The fairness tests draw 100,000 results per family: seconds on a loaded 2-core machine.
          testTimeout: 60_000,
        },
      },
      {
        extends: 'packages/ui/vite.config.ts',
        test: {
          name: 'ui',
          root: 'packages/ui',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          env: { TZ: 'UTC' },
        },
      },
      {
        extends: 'apps/backoffice/vite.config.ts',
        test: {
          name: 'backoffice',
          root: 'apps/backoffice',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          env: { TZ: 'UTC' },
          testTimeout: 15_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          env: { TZ: 'UTC' },
          // Lazy screens import their chunk and texts on first render: slow on a loaded 2-core CI machine.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
