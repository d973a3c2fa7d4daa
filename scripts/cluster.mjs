// The platform as a cluster on this machine (decision 0047): N identical nodes on loopback ports, on one
// PostgreSQL database and one Redis, behind HAProxy (Debian's package) that checks each node's /readyz,
// so a draining node leaves the rotation before it stops. Ctrl-C stops everything.
//
//   npm run cluster [-- --nodes 3 --port 8080 --base-port 3101]
//   npm run cluster -- --rolling-restart [--workers 8]   load, restart every node in turn, report
//   npm run cluster -- --kill-test [--kills 20 --workers 4]   mixed money load, SIGKILL nodes, check the database
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createCluster, ensureDatabase, HAPROXY, redisAnswers, root, whole } from './cluster-lib.mjs';

const DEFAULT_DATABASE = 'postgres://postgres@127.0.0.1:5432/portal_cluster';
const DEFAULT_REDIS = 'redis://127.0.0.1:6379';

const { values: args } = parseArgs({
  options: {
    nodes: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
    'base-port': { type: 'string', default: '3101' },
    'rolling-restart': { type: 'boolean', default: false },
    'kill-test': { type: 'boolean', default: false },
    kills: { type: 'string', default: '20' },
    workers: { type: 'string' },
  },
});

const nodeCount = whole('nodes', args.nodes, 1, 16);
const frontPort = whole('port', args.port, 1, 65535);
const basePort = whole('base-port', args['base-port'], 1, 65535 - nodeCount);
const log = (text) => console.log(`cluster: ${text}`);

if (!existsSync(HAPROXY)) {
  console.error(
    `HAProxy is not installed (${HAPROXY}). On Debian or Ubuntu: sudo apt-get install -y haproxy`,
  );
  process.exit(1);
}

const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE;
const redisUrl = process.env.REDIS_URL || ((await redisAnswers(DEFAULT_REDIS)) ? DEFAULT_REDIS : '');
await ensureDatabase(databaseUrl, log);
if (!redisUrl) log('no Redis (REDIS_URL unset, none on 6379): rate limits and realtime stay per node');

// One data directory for every node: they must share the key ring (payload key, vendors' secrets).
const dataDir = process.env.DATA_DIR || path.join(root, 'data/cluster');
const cluster = createCluster({ nodeCount, frontPort, basePort, databaseUrl, redisUrl, dataDir, log });
process.on('SIGINT', () => void cluster.stopAll(0));
process.on('SIGTERM', () => void cluster.stopAll(0));

try {
  const killTest = args['kill-test'] ? await import('./kill-test.mjs') : null;
  // the kill test's own players, a family per worker, seeded before any node serves
  const killPlayers = killTest
    ? await killTest.seedPlayers({
        databaseUrl,
        dataDir,
        workers: whole('workers', args.workers ?? '4', 1, 32),
        log,
      })
    : null;
  await cluster.start();
  if (args['rolling-restart']) {
    const { rollingRestart } = await import('./rolling-restart.mjs');
    const ok = await rollingRestart({
      front: cluster.front,
      databaseUrl,
      nodes: cluster.nodes,
      workers: whole('workers', args.workers ?? '8', 1, 64),
      restart: async (node) => {
        await cluster.stopNode(node);
        cluster.startNode(node, { seed: false });
        await cluster.waitReady(node);
      },
      log,
    });
    await cluster.stopAll(ok ? 0 : 1);
  } else if (killTest && killPlayers) {
    const ok = await killTest.killTest({
      cluster,
      databaseUrl,
      players: killPlayers,
      kills: whole('kills', args.kills, 1, 1000),
      log,
    });
    await cluster.stopAll(ok ? 0 : 1);
  } else {
    log(
      `ready: ${cluster.front} (database ${new URL(databaseUrl).pathname.slice(1)}${redisUrl ? `, Redis ${redisUrl}` : ''}); Ctrl-C stops`,
    );
  }
} catch (error) {
  console.error(`cluster: ${error instanceof Error ? error.message : String(error)}`);
  await cluster.stopAll(1);
}
