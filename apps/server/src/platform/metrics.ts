import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolState } from '../db/database.ts';
import { AppError } from './app-error.ts';

/**
 * Prometheus metrics of one node (decision 0048), served at GET /metrics. Each app owns its registry (tests
 * build several apps in one process); the process's own metrics (CPU, memory, event loop, GC) are
 * collected once per process and served by every app of it. Modules never see prom-client: the ledger and
 * the job runner are handed the small counters below, and gauges are read when Prometheus scrapes.
 */

/** What the ledger tells: each posting by entry type, once it has run. */
export type LedgerCounter = {
  /** `unchanged`: nothing was written (the key had been applied, or a companion's condition did not hold). */
  posted(type: string, outcome: 'posted' | 'unchanged'): void;
  refused(type: string, reason: 'insufficient_funds' | 'error'): void;
};

/** What the job runner tells: each attempt of a job, with how it ended and how long it ran. */
export type JobCounter = (run: {
  job: string;
  outcome: 'succeeded' | 'failed' | 'lost';
  seconds: number;
}) => void;

export type MetricsOptions = {
  /** The database pool's state (PostgreSQL); its gauges are left out without it (PGlite). */
  pool?: (() => PoolState) | undefined;
};

export type MetricsPluginOptions = {
  /** METRICS_TOKEN: callers must send it as a bearer token; without one only loopback callers are answered. */
  token: string | null;
  /** Sockets connected to this node now (realtime). */
  sockets: () => number;
};

let processRegistry: Registry | null = null;

/** The process's default metrics, collected once: each collection starts observers that are never stopped. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** A counter's or histogram's children by label values, made once: the hot paths skip prom-client's label hashing. */
function children<T>(make: (...values: string[]) => T) {
  const made = new Map<string, T>();
  return (...values: string[]): T => {
    const key = values.join('\u0000');
    let child = made.get(key);
    if (!child) {
      child = make(...values);
      made.set(key, child);
    }
    return child;
  };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const digest = (text: string) => createHash('sha256').update(text).digest();

/** The bearer token compared in constant time (over digests, so its length does not show either). */
function tokenMatches(expected: string, header: string | undefined): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(expected), digest(given));
}

/** Whether a caller may read the metrics: the token when one is configured, else a loopback address. */
function allowed(req: FastifyRequest, token: string | null): boolean {
  return token === null ? LOOPBACK.has(req.ip) : tokenMatches(token, req.headers.authorization);
}

export function createMetrics(options: MetricsOptions = {}) {
  const registry = new Registry();
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const postings = new Counter({
    name: 'portal_ledger_postings_total',
    help: 'Ledger postings by entry type: posted, or unchanged (an idempotent replay)',
    labelNames: ['type', 'outcome'] as const,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'portal_ledger_posting_failures_total',
    help: 'Ledger postings refused (insufficient funds) or failed, by entry type',
    labelNames: ['type', 'reason'] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'portal_job_runs_total',
    help: 'Job attempts on this node by job and outcome (lost: another node took the claim over)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'portal_job_run_duration_seconds',
    help: 'How long job attempts ran on this node, by job',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  let countSockets: () => number = () => 0;
  new Gauge({
    name: 'portal_realtime_sockets',
    help: 'Realtime sockets connected to this node',
    registers: [registry],
    collect() {
      this.set(countSockets());
    },
  });

  const { pool } = options;
  if (pool) {
    const gauge = (name: string, help: string, read: (state: PoolState) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(pool()));
        },
      });
    gauge('portal_db_pool_max_connections', 'Connections the pool may open', (s) => s.max);
    gauge('portal_db_pool_connections', 'Connections the pool holds open', (s) => s.total);
    gauge('portal_db_pool_idle_connections', 'Open connections not lent out', (s) => s.idle);
    gauge('portal_db_pool_waiting_clients', 'Queries waiting for a connection', (s) => s.waiting);
  }

  const request = children((method, route, status) => ({
    count: requests.labels(method, route, status),
    time: latency.labels(method, route, status),
  }));
  const posted = children((type, outcome) => postings.labels(type, outcome));
  const refused = children((type, reason) => refusals.labels(type, reason));
  const job = children((name, outcome) => jobRuns.labels(name, outcome));
  const jobTime = children((name) => jobSeconds.labels(name));

  const ledger: LedgerCounter = {
    posted: (type, outcome) => posted(type, outcome).inc(),
    refused: (type, reason) => refused(type, reason).inc(),
  };
  const jobRun: JobCounter = (run) => {
    job(run.job, run.outcome).inc();
    jobTime(run.job).observe(run.seconds);
  };

  /** The process's metrics and this app's, in the text format. */
  async function text(): Promise<string> {
    return (await processMetrics().metrics()) + (await registry.metrics());
  }

  /**
   * Counts every answer by its route's pattern (never the raw URL: ids would make a series each) and serves
   * GET /metrics. Registered before the modules: their plugins take the hook with them.
   */
  const plugin = fp<MetricsPluginOptions>(
    async (app: FastifyInstance, { token, sockets: count }) => {
      countSockets = count;
      app.addHook('onResponse', async (req, reply) => {
        const route = req.routeOptions.url ?? 'unmatched';
        const child = request(req.method, route, `${Math.floor(reply.statusCode / 100)}xx`);
        child.count.inc();
        child.time.observe(reply.elapsedTime / 1000);
      });
      app.get(
        '/metrics',
        { config: { auth: 'none', modeExempt: true }, schema: { hide: true } },
        async (req, reply) => {
          // Not found, as for any other address: the endpoint does not tell the internet it exists.
          if (!allowed(req, token)) throw new AppError('not.found');
          reply.type(registry.contentType);
          return text();
        },
      );
    },
    { name: 'metrics', dependencies: ['authentication'] },
  );

  return { registry, ledger, jobRun, text, plugin };
}

export type Metrics = ReturnType<typeof createMetrics>;
