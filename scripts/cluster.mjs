// The platform as a cluster on this machine (decision 0047): N identical nodes on loopback ports, on one
// PostgreSQL database and one Redis, behind HAProxy (Debian's package) that checks each node's /readyz,
// so a draining node leaves the rotation before it stops. Ctrl-C stops everything.
//
//   npm run cluster [-- --nodes 3 --port 8080 --base-port 3101]
//   npm run cluster -- --rolling-restart [--workers 8]   load, restart every node in turn, report
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const HAPROXY = '/usr/sbin/haproxy';
const DEFAULT_DATABASE = 'postgres://postgres@127.0.0.1:5432/portal_cluster';
const DEFAULT_REDIS = 'redis://127.0.0.1:6379';

const { values: args } = parseArgs({
  options: {
    nodes: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
    'base-port': { type: 'string', default: '3101' },
    'rolling-restart': { type: 'boolean', default: false },
    workers: { type: 'string', default: '8' },
  },
});

function whole(name, raw, min, max) {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
    process.exit(2);
  }
  return n;
}

const nodeCount = whole('nodes', args.nodes, 1, 16);
const frontPort = whole('port', args.port, 1, 65535);
const basePort = whole('base-port', args['base-port'], 1, 65535 - nodeCount);
const front = `http://127.0.0.1:${frontPort}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (text) => console.log(`cluster: ${text}`);

if (!existsSync(HAPROXY)) {
  console.error(
    `HAProxy is not installed (${HAPROXY}). On Debian or Ubuntu: sudo apt-get install -y haproxy`,
  );
  process.exit(1);
}

/** The database named by DATABASE_URL (or the default), created when it does not exist yet. */
async function ensureDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
      log(`created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

/** Whether a Redis answers PING at the URL. */
function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) }, () =>
      socket.write('PING\r\n'),
    );
    const answer = (yes) => {
      socket.destroy();
      resolve(yes);
    };
    socket.setTimeout(1000, () => answer(false));
    socket.on('data', (data) => answer(data.toString().startsWith('+PONG')));
    socket.on('error', () => answer(false));
  });
}

const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE;
const redisUrl = process.env.REDIS_URL || ((await redisAnswers(DEFAULT_REDIS)) ? DEFAULT_REDIS : '');
await ensureDatabase(databaseUrl);
if (!redisUrl) log('no Redis (REDIS_URL unset, none on 6379): rate limits and realtime stay per node');

const work = mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
// One data directory for every node: they must share the key ring (payload key, vendors' secrets).
const dataDir = process.env.DATA_DIR || path.join(root, 'data/cluster');
mkdirSync(dataDir, { recursive: true });

const nodes = Array.from({ length: nodeCount }, (_, i) => ({
  name: `node${i + 1}`,
  port: basePort + i,
  child: null,
  exited: null,
}));

function haproxyConfig() {
  const servers = (track) =>
    nodes
      .map((n) => `  server ${n.name} 127.0.0.1:${n.port} ${track ? `track nodes/${n.name}` : 'check'}`)
      .join('\n');
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout check 2s
  retries 3
  option redispatch
  option forwardfor

frontend portal
  bind 127.0.0.1:${frontPort}
  acl realtime path_beg /socket.io
  use_backend realtime if realtime
  default_backend nodes

# A node answers /readyz 503 from SIGTERM on (decision 0047): two failed checks 500 ms apart take it out
# well inside its drain period. A connection refused is retried on another node (nothing was sent).
backend nodes
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter 500 fall 2 rise 2
${servers(false)}

# Realtime's long-polling fallback sends several requests per connection, which must reach the node that
# holds it: this backend keeps a client address on one node (websockets need nothing more). Its servers
# follow the checks of the backend above.
backend realtime
  balance source
  hash-type consistent
${servers(true)}
`;
}

function startNode(node, { seed }) {
  const out = openSync(path.join(work, `${node.name}.log`), 'a');
  node.exited = null;
  node.child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', out, out],
    env: {
      NODE_ENV: 'production',
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(node.port),
      DATABASE_URL: databaseUrl,
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      DATA_DIR: dataDir,
      TRUSTED_PROXY: '127.0.0.1',
      PUBLIC_URL: front,
      // Only the first node's first start seeds: a re-seed while the cluster serves would race the players.
      SEED: seed ? (process.env.SEED ?? 'true') : 'false',
    },
  });
  node.child.on('exit', (code, signal) => {
    node.exited = { code, signal };
  });
}

async function ready(port) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2000) });
    return res.status === 200;
  } catch {
    return false;
  }
}

async function waitReady(node, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (node.exited)
      throw new Error(`${node.name} exited (${JSON.stringify(node.exited)}); see ${work}/${node.name}.log`);
    if (await ready(node.port)) return;
    await sleep(250);
  }
  throw new Error(`${node.name} was not ready within ${timeoutMs / 1000} s; see ${work}/${node.name}.log`);
}

async function stopNode(node) {
  if (!node.child || node.exited) return;
  const exited = new Promise((resolve) => node.child.once('exit', resolve));
  node.child.kill('SIGTERM');
  await exited;
}

let haproxy = null;
let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  log('stopping');
  await Promise.all(nodes.map(stopNode));
  haproxy?.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

async function startCluster() {
  log(`${nodeCount} nodes on ports ${basePort}-${basePort + nodeCount - 1}, logs and haproxy.cfg in ${work}`);
  startNode(nodes[0], { seed: true });
  await waitReady(nodes[0]); // migrates and seeds before the others start
  for (const node of nodes.slice(1)) startNode(node, { seed: false });
  await Promise.all(nodes.slice(1).map((node) => waitReady(node)));
  const cfg = path.join(work, 'haproxy.cfg');
  writeFileSync(cfg, haproxyConfig());
  haproxy = spawn(HAPROXY, ['-f', cfg, '-db'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  haproxy.on('exit', (code) => {
    if (!stopping) {
      console.error(`cluster: HAProxy exited (${code}); see ${cfg}`);
      void stopAll(1);
    }
  });
  const deadline = Date.now() + 10_000;
  while (!(await ready(frontPort))) {
    if (Date.now() > deadline) throw new Error(`HAProxy does not answer on ${front}`);
    await sleep(200);
  }
}

try {
  await startCluster();
  if (args['rolling-restart']) {
    const { rollingRestart } = await import('./rolling-restart.mjs');
    const ok = await rollingRestart({
      front,
      databaseUrl,
      nodes,
      workers: whole('workers', args.workers, 1, 64),
      restart: async (node) => {
        await stopNode(node);
        startNode(node, { seed: false });
        await waitReady(node);
      },
      log,
    });
    await stopAll(ok ? 0 : 1);
  } else {
    log(
      `ready: ${front} (database ${new URL(databaseUrl).pathname.slice(1)}${redisUrl ? `, Redis ${redisUrl}` : ''}); Ctrl-C stops`,
    );
  }
} catch (error) {
  console.error(`cluster: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll(1);
}
