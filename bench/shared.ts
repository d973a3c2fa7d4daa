// Types and helpers shared by the orchestrator, the load process and the database benchmarks.

/** What one load run prints on stdout (a single JSON line). */
export type LoadResult = {
  url: string;
  connections: number;
  durationSeconds: number;
  requests: number;
  /** Requests per second, the average of autocannon's one-second samples. */
  rps: number;
  /** Latency percentiles in milliseconds (autocannon records whole milliseconds). */
  p50: number;
  p99: number;
  latencyMean: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** The login load only: the platform's error codes of the refused requests, e.g. `401 login.invalid`. */
  errorCodes?: Record<string, number>;
};

/** An integer from the environment, or the fallback when unset; a bad value stops with a message. */
export function intFromEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) {
    console.error(`${name} must be an integer of at least ${min}, got "${raw}"`);
    process.exit(2);
  }
  return n;
}

export function isLoadResult(value: unknown): value is LoadResult {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.url === 'string' &&
    typeof v.rps === 'number' &&
    typeof v.p50 === 'number' &&
    typeof v.p99 === 'number' &&
    typeof v.non2xx === 'number' &&
    typeof v.errors === 'number' &&
    typeof v.timeouts === 'number' &&
    typeof v.statusCodes === 'object' &&
    v.statusCodes !== null
  );
}

/** What the argon2 process (bench/argon2-load.ts) prints: the platform's password hash, verified in process. */
export type HashLoadResult = {
  algorithm: 'argon2id';
  memoryKiB: number;
  timeCost: number;
  parallelism: number;
  concurrency: number;
  durationSeconds: number;
  verifications: number;
  /** Verifications per second at `concurrency` in flight. */
  rps: number;
  /** Latency of one verification at `concurrency` in flight, in milliseconds. */
  p50: number;
  p99: number;
  latencyMean: number;
  /** Median of a few verifications made one after the other on an idle process: the cost of one. */
  msPerVerification: number;
  /** Verifications that answered false or threw: the right password must always verify. */
  mismatches: number;
};

export function isHashLoadResult(value: unknown): value is HashLoadResult {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.algorithm === 'argon2id' &&
    ['memoryKiB', 'timeCost', 'parallelism', 'rps', 'p50', 'p99', 'msPerVerification', 'mismatches'].every(
      (key) => typeof v[key] === 'number',
    )
  );
}

/**
 * Keeps `concurrency` calls of `task` in flight until `seconds` have passed (a closed loop, as
 * autocannon's connections); the calls under way then finish. Returns the elapsed milliseconds.
 */
export async function keepInFlight(
  concurrency: number,
  seconds: number,
  task: () => Promise<void>,
): Promise<number> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) await task();
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return performance.now() - started;
}

export type LatencyStats = { p50: number; p95: number; p99: number; max: number; mean: number };

/** Latency figures of a list of milliseconds (nearest rank), rounded to 0.01 ms. */
export function latencyStats(samples: number[]): LatencyStats {
  if (samples.length === 0) return { p50: 0, p95: 0, p99: 0, max: 0, mean: 0 };
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(sorted.at(-1) ?? 0),
    mean: round(sorted.reduce((sum, n) => sum + n, 0) / sorted.length),
  };
}

/** Runs `run` one call at a time, `samples` times after a few warm-up calls, and answers its latencies. */
export async function timeOneAtATime(
  samples: number,
  run: (i: number) => Promise<unknown>,
): Promise<LatencyStats> {
  for (let i = 0; i < Math.min(10, samples); i++) await run(i);
  const out: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await run(i);
    out.push(performance.now() - started);
  }
  return latencyStats(out);
}

export type Measure = { ops: number; errors: number; perSecond: number; p99: number };

/**
 * Runs `op` with `inFlight` calls at a time for `seconds`; counts what finished and what threw. A refusal
 * the platform answers (an AppError, a seamless refusal) counts as an error quietly; anything else is shown.
 */
export async function measureOps(
  seconds: number,
  inFlight: number,
  op: (i: number) => Promise<void>,
): Promise<Measure> {
  const latencies: number[] = [];
  let ops = 0;
  let errors = 0;
  let next = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        try {
          await op(next++);
          ops++;
        } catch (error) {
          errors++;
          const name = (error as { name?: string }).name;
          if (name !== 'AppError' && name !== 'SeamlessRefusal') {
            console.error(error instanceof Error ? error.message : error);
          }
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { ops, errors, perSecond: ops / seconds, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0 };
}
