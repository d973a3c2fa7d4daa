// Types and helpers shared by the orchestrator and the load process.

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
