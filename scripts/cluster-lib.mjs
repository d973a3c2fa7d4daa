// The pieces of `npm run cluster` (decision 0047) that its proofs share: the database and Redis it runs on,
// the nodes and HAProxy in front of them, players logged in through HAProxy, calls classified as the
// proofs count them, and the ledger's invariants read from the database.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { fetchPayloadKey, logIn } from '../bench/encrypted-login.ts';

export const HAPROXY = '/usr/sbin/haproxy';
export const root = path.resolve(import.meta.dirname, '..');
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A whole-number option, or exit 2 naming it. */
export function whole(name, raw, min, max) {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
    process.exit(2);
  }
  return n;
}

/** The database named by the URL, created when it does not exist yet. */
export async function ensureDatabase(url, log) {
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
export function redisAnswers(url) {
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

function haproxyConfig(nodes, frontPort) {
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

/** Whether the server on the port answers /readyz 200. */
export async function ready(port) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2000) });
    return res.status === 200;
  } catch {
    return false;
  }
}

/**
 * N production nodes on loopback ports over one database and Redis, sharing one DATA_DIR (the key ring),
 * behind HAProxy on the front port. Nothing runs until start().
 */
export function createCluster({ nodeCount, frontPort, basePort, databaseUrl, redisUrl, dataDir, log }) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
  mkdirSync(dataDir, { recursive: true });
  const front = `http://127.0.0.1:${frontPort}`;
  const nodes = Array.from({ length: nodeCount }, (_, i) => ({
    name: `node${i + 1}`,
    port: basePort + i,
    child: null,
    exited: null,
  }));
  let haproxy = null;
  let stopping = false;

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

  /** Stops a node with a signal (SIGTERM drains first, SIGKILL does not) and waits for its exit. */
  async function stopNode(node, signal = 'SIGTERM') {
    if (!node.child || node.exited) return;
    const exited = new Promise((resolve) => node.child.once('exit', resolve));
    node.child.kill(signal);
    await exited;
  }

  async function stopAll(code) {
    if (stopping) return;
    stopping = true;
    log('stopping');
    await Promise.all(nodes.map((node) => stopNode(node)));
    haproxy?.kill('SIGTERM');
    process.exit(code);
  }

  async function start() {
    log(
      `${nodeCount} nodes on ports ${basePort}-${basePort + nodeCount - 1}, logs and haproxy.cfg in ${work}`,
    );
    startNode(nodes[0], { seed: true });
    await waitReady(nodes[0]); // migrates and seeds before the others start
    for (const node of nodes.slice(1)) startNode(node, { seed: false });
    await Promise.all(nodes.slice(1).map((node) => waitReady(node)));
    const cfg = path.join(work, 'haproxy.cfg');
    writeFileSync(cfg, haproxyConfig(nodes, frontPort));
    haproxy = spawn(HAPROXY, ['-f', cfg, '-db'], { stdio: ['ignore', 'inherit', 'inherit'] });
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

  return { front, nodes, work, start, startNode, waitReady, stopNode, stopAll };
}

/**
 * Logs the players in through the front with encrypted logins, as the portal does; each gets the headers
 * of its calls. The merchant header picks the merchant (the host 127.0.0.1 would resolve another).
 */
export async function logInPlayers(front, credentials, merchant) {
  const key = await fetchPayloadKey(front);
  const players = [];
  for (const c of credentials) {
    const token = await logIn(front, key, c, { merchant });
    players.push({
      username: c.username,
      password: c.password,
      headers: { authorization: token, merchant, 'content-type': 'application/json' },
    });
  }
  return players;
}

/**
 * One call through the front, classified: `ack` (200 with success true), `refused` (the platform's answer
 * with success false below 500: a rule said no and nothing moved) or `failed` (no answer, a timeout, a
 * 5xx, a balancer's error page): the request may or may not have been applied.
 */
export async function call(front, url, init = {}) {
  try {
    const res = await fetch(`${front}${url}`, { ...init, signal: AbortSignal.timeout(30_000) });
    const body = await res.json().catch(() => null);
    if (res.status === 200 && body?.success === true) return { outcome: 'ack', status: 200, body };
    const code = typeof body?.errorCode === 'string' ? body.errorCode : '';
    const outcome = res.status < 500 && body?.success === false ? 'refused' : 'failed';
    return { outcome, status: res.status, body, why: `${res.status} ${code}`.trim() };
  } catch (error) {
    // fetch's TypeError carries the socket's error (ECONNRESET, UND_ERR_SOCKET) as its cause
    const cause = error instanceof Error ? (error.cause?.code ?? error.name) : 'error';
    return { outcome: 'failed', status: 0, body: null, why: cause };
  }
}

/**
 * The ledger's invariants over the whole database (ledger.store.ts): every entry's lines sum to zero, every
 * owned balance (not a house account) equals the sum of its lines and is not negative.
 */
export async function ledgerInvariants(client) {
  const { rows } = await client.query(`select
      (select count(*) from (select entry_id from journal_lines group by entry_id having sum(amount) <> 0) u)::int
        as unbalanced,
      (select count(*) from journal_entries e
        where not exists (select 1 from journal_lines l where l.entry_id = e.id))::int as empty,
      (select count(*) from ledger_accounts a where a.kind <> 'house'
        and a.balance <> coalesce((select sum(amount) from journal_lines l where l.account_id = a.id), 0))::int
        as drifted,
      (select count(*) from ledger_accounts where kind <> 'house' and balance < 0)::int as negative,
      (select coalesce(sum(amount), 0) from journal_lines)::text as lines`);
  const r = rows[0];
  return {
    unbalanced: r.unbalanced,
    empty: r.empty,
    drifted: r.drifted,
    negative: r.negative,
    lines: BigInt(r.lines),
  };
}

/** Runs a function with a connected client, closed after. */
export async function withClient(databaseUrl, fn) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
