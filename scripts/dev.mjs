// Development: the API with reload on :3000, and Vite with hot reload for the portal on :5173 and the
// back office on :5174/bo/ (both proxying the API).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
  spawn('npx', ['vite'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
  spawn('npx', ['vite'], { cwd: path.join(root, 'apps/backoffice'), stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
