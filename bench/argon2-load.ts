// The login's baseline, run as its own process: the platform's own password verification (argon2id with
// its options) kept BENCH_LOGIN_CONCURRENCY in flight for the warm-up, then for the measured run, as the
// login load does over HTTP. Prints one JSON line (a HashLoadResult) on stdout.
import { hashPassword, PASSWORD_HASH_OPTIONS, verifyPassword } from '../apps/server/src/platform/password.ts';
import { DEMO_CREDENTIALS } from './encrypted-login.ts';
import { type HashLoadResult, intFromEnv, keepInFlight, latencyStats } from './shared.ts';

const concurrency = intFromEnv('BENCH_LOGIN_CONCURRENCY', 4, 1);
const duration = intFromEnv('BENCH_DURATION', 8, 1);
const warmup = intFromEnv('BENCH_WARMUP', 2, 0);
/** Verifications timed one after the other for the cost of one. */
const SEQUENTIAL_RUNS = 9;

const password = DEMO_CREDENTIALS.password;
const stored = await hashPassword(password);

/** Over the whole process, warm-up included: the right password must always verify. */
let mismatches = 0;
async function verifyOnce(latencies: number[]): Promise<void> {
  const started = performance.now();
  const valid = await verifyPassword(stored, password);
  latencies.push(performance.now() - started);
  if (!valid) mismatches += 1;
}

// The cost of one verification with nothing else running; the first call also loads the module's pages.
await verifyPassword(stored, password);
const sequential: number[] = [];
for (let i = 0; i < SEQUENTIAL_RUNS; i += 1) await verifyOnce(sequential);

if (warmup > 0) await keepInFlight(concurrency, warmup, () => verifyOnce([]));
const latencies: number[] = [];
const elapsedMs = await keepInFlight(concurrency, duration, () => verifyOnce(latencies));

const latency = latencyStats(latencies);
const output: HashLoadResult = {
  algorithm: 'argon2id',
  memoryKiB: PASSWORD_HASH_OPTIONS.memoryCost,
  timeCost: PASSWORD_HASH_OPTIONS.timeCost,
  parallelism: PASSWORD_HASH_OPTIONS.parallelism,
  concurrency,
  durationSeconds: elapsedMs / 1000,
  verifications: latencies.length,
  rps: latencies.length / (elapsedMs / 1000),
  p50: latency.p50,
  p99: latency.p99,
  latencyMean: latency.mean,
  msPerVerification: latencyStats(sequential).p50,
  mismatches,
};
process.stdout.write(`${JSON.stringify(output)}\n`);
