// The login load, run as its own process: keeps BENCH_LOGIN_CONCURRENCY encrypted logins in flight for
// the warm-up, then for the measured run, each with a fresh envelope and its own client address, and
// prints one JSON line (a LoadResult) on stdout. autocannon cannot do this: it replays fixed bodies,
// and the platform refuses an envelope it has already seen.
import {
  type Credentials,
  DEMO_CREDENTIALS,
  fetchPayloadKey,
  LOGIN_PATH,
  loginRequest,
  randomClientAddress,
  readLoginAnswer,
} from './encrypted-login.ts';
import { intFromEnv, keepInFlight, type LoadResult, latencyStats } from './shared.ts';

const base = process.env.BENCH_URL;
if (!base) {
  console.error('login-load: BENCH_URL (the platform, without a path) is required');
  process.exit(2);
}
const concurrency = intFromEnv('BENCH_LOGIN_CONCURRENCY', 4, 1);
const duration = intFromEnv('BENCH_DURATION', 8, 1);
const warmup = intFromEnv('BENCH_WARMUP', 2, 0);
const credentials: Credentials = {
  username: process.env.BENCH_LOGIN_USERNAME ?? DEMO_CREDENTIALS.username,
  password: process.env.BENCH_LOGIN_PASSWORD ?? DEMO_CREDENTIALS.password,
};
/** A login slower than this counts as a timeout. */
const TIMEOUT_MS = 10_000;

const url = `${base}${LOGIN_PATH}`;
const key = await fetchPayloadKey(base);

type Tally = {
  latencies: number[];
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  errorCodes: Record<string, number>;
};

const count = (record: Record<string, number>, name: string) => {
  record[name] = (record[name] ?? 0) + 1;
};

async function loginOnce(tally: Tally): Promise<void> {
  // The envelope is made before the clock starts: the latency is the platform's, not the encryption's.
  const init = await loginRequest(key, credentials, randomClientAddress());
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await response.text();
    tally.latencies.push(performance.now() - started);
    count(tally.statusCodes, String(response.status));
    const { token, errorCode } = readLoginAnswer(text);
    if (response.status < 200 || response.status > 299) {
      tally.non2xx += 1;
      count(tally.errorCodes, `${response.status} ${errorCode ?? 'no error code'}`);
    } else if (token === null) {
      // A 2xx without a token is no login either.
      tally.errors += 1;
      count(tally.errorCodes, `${response.status} without a token`);
    }
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') tally.timeouts += 1;
    else tally.errors += 1;
  }
}

const newTally = (): Tally => ({
  latencies: [],
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  statusCodes: {},
  errorCodes: {},
});

if (warmup > 0) {
  const warm = newTally();
  await keepInFlight(concurrency, warmup, () => loginOnce(warm));
}
const tally = newTally();
const elapsedMs = await keepInFlight(concurrency, duration, () => loginOnce(tally));

const requests = tally.latencies.length;
const latency = latencyStats(tally.latencies);
const output: LoadResult = {
  url,
  connections: concurrency,
  durationSeconds: elapsedMs / 1000,
  requests,
  rps: requests / (elapsedMs / 1000),
  p50: latency.p50,
  p99: latency.p99,
  latencyMean: latency.mean,
  non2xx: tally.non2xx,
  errors: tally.errors,
  timeouts: tally.timeouts,
  statusCodes: tally.statusCodes,
  errorCodes: tally.errorCodes,
};
process.stdout.write(`${JSON.stringify(output)}\n`);
