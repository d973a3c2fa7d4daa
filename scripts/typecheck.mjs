// Type-checks every project of the tree, as many at a time as the machine has cores: one after another
// they took 94 s on two cores, and each `tsc -p` is a single thread. A project's errors are printed whole
// once it ends, so two projects' output never interleaves.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** The largest first, so the last to start is a small one. */
const PROJECTS = [
  'apps/server',
  'apps/web',
  'bench',
  'e2e',
  'apps/backoffice',
  'packages/ui',
  'packages/lottery',
  'packages/contracts',
];
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--pretty'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      if (code !== 0) process.stderr.write(`tsc -p ${project} failed:\n${output}\n`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const results = [];
await Promise.all(
  Array.from({ length: Math.max(1, Math.min(availableParallelism(), queue.length)) }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) results.push(await check(project));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
