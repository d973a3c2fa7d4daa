// The few parts of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    timeout?: number;
  };

  export type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    /** requests: completed requests; throughput: bytes. Not on latency. */
    total?: number;
  };

  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  };

  export default function autocannon(options: Options): Promise<Result>;
}
