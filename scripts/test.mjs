// Runs every test: unit and integration (PGlite always; PostgreSQL too when DATABASE_URL is set), the
// browser journeys, then prints one closing line with the totals.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(root, 'node_modules/.package-lock.json'))) {
  spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
}
const reports = path.join(root, 'node_modules/.cache/portal-test');
mkdirSync(reports, { recursive: true });

function vitest(label, args) {
  const out = path.join(reports, `${label}.json`);
  const result = spawnSync(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  let passed = 0;
  let failed = 0;
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + (result.status !== 0 && report.numFailedTests === 0 ? 1 : 0);
  } catch {
    failed = 1;
  }
  return { passed, failed, ok: result.status === 0 };
}

/** The lock, types and lint first: a suite that passes on code that does not typecheck is not green. */
function staticChecks() {
  const ok = ['check:lock', 'typecheck', 'lint'].every((script) => {
    const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) console.error(`npm run ${script} failed`);
    return result.status === 0;
  });
  return { passed: 0, failed: ok ? 0 : 1, ok };
}

const suites = [staticChecks(), vitest('unit', [])];
if (process.env.SKIP_E2E !== '1') suites.push(vitest('e2e', ['--config', 'e2e/vitest.config.ts']));

const passed = suites.reduce((n, s) => n + s.passed, 0);
const failed = suites.reduce((n, s) => n + s.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(suites.every((s) => s.ok) && failed === 0 ? 0 : 1);
