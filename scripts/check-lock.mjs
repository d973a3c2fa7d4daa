// Checks that package-lock.json installs the same tree on every machine with `npm ci`:
// 1. every optional dependency a locked package declares (the per-platform binaries of biome, esbuild,
//    rollup…) is itself in the lock, so `npm ci` on macOS, Windows or arm64 finds its binary;
// 2. every locked package accepts the oldest Node.js the project declares (package.json `engines`).
// Exits 1 with one line per problem.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.resolve(import.meta.dirname, '..');
const project = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const packages = lock.packages ?? {};
const oldestNode = semver.minVersion(project.engines.node);

/** Where Node would find `name` when `from` requires it: its own node_modules, then each ancestor's. */
function resolves(from, name) {
  let dir = from;
  for (;;) {
    if (packages[dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`]) return true;
    if (!dir) return false;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

const problems = [];
for (const [where, entry] of Object.entries(packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!resolves(where, name))
      problems.push(`${where || 'the project'}: optional ${name} is not in the lock`);
  }
  const wanted = entry.engines?.node;
  if (where && wanted && !semver.satisfies(oldestNode, wanted, { includePrerelease: true })) {
    problems.push(
      `${where}@${entry.version} asks for Node ${wanted}; the project declares ${project.engines.node}`,
    );
  }
}

for (const problem of problems) console.error(`package-lock.json: ${problem}`);
if (problems.length > 0) {
  console.error('Regenerate the lock with `npm install` (npm 11 or newer keeps every platform’s packages).');
  process.exit(1);
}
console.log(
  `package-lock.json: ${Object.keys(packages).length} packages, every platform, Node ${oldestNode}`,
);
