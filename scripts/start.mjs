// Starts the seeded demo site: installs and builds what is missing, then serves portal and API on one port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync(path.join(root, 'node_modules/.package-lock.json')))
  run('npm', ['ci', '--no-audit', '--no-fund']);
for (const app of ['apps/web', 'apps/backoffice']) {
  if (!existsSync(path.join(root, app, 'dist/index.html'))) run('npm', ['run', 'build', '-w', app]);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
