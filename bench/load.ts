// The load generator, run as its own process: warms one target up, measures it, prints JSON on stdout.
// BENCH_HEADERS (JSON) adds request headers, such as the session target's Authorization.
import autocannon from 'autocannon';
import { intFromEnv, type LoadResult } from './shared.ts';

const url = process.env.BENCH_URL;
if (!url) {
  console.error('load: BENCH_URL is required');
  process.exit(2);
}
const connections = intFromEnv('BENCH_CONNECTIONS', 32, 1);
const duration = intFromEnv('BENCH_DURATION', 8, 1);
const warmup = intFromEnv('BENCH_WARMUP', 2, 0);
const accept = process.env.BENCH_ACCEPT ?? '*/*';
// As a browser asks: every browser sends this, so the platform may answer compressed.
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
const headers: Record<string, string> = {
  accept,
  ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
  ...extraHeaders(process.env.BENCH_HEADERS),
};

/** BENCH_HEADERS: a JSON object of header names to string values (the session target's Authorization). */
function extraHeaders(raw: string | undefined): Record<string, string> {
  if (raw === undefined || raw === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    Array.isArray(parsed) ||
    !Object.values(parsed).every((value) => typeof value === 'string')
  ) {
    console.error('load: BENCH_HEADERS must be a JSON object of header names to string values');
    process.exit(2);
  }
  return Object.fromEntries(
    Object.entries(parsed as Record<string, string>).map(([name, value]) => [name.toLowerCase(), value]),
  );
}

if (warmup > 0) await autocannon({ url, connections, duration: warmup, headers });
const result = await autocannon({ url, connections, duration, headers });

const statusCodes: Record<string, number> = {};
for (const [code, stat] of Object.entries(result.statusCodeStats)) statusCodes[code] = stat.count;

const output: LoadResult = {
  url,
  connections,
  durationSeconds: result.duration,
  requests: result.requests.total ?? 0,
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  latencyMean: result.latency.average,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  statusCodes,
};
process.stdout.write(`${JSON.stringify(output)}\n`);
