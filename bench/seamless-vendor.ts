// The vendor's side of the seamless bench, run as its own process (a vendor's servers are not the
// platform's): bet-and-win round trips over HTTP with signed calls, kept in flight for a while. Reads
// BENCH_SEAMLESS_JOB (JSON: url, secret in hex, sessions, seconds, inFlight, tag); prints one JSON line: the
// measure and the CPU time this process spent on it (cpuMs).
import { createSeamlessClient, httpTransport } from '../apps/server/src/vendors/seamless-client.ts';
import { type BenchSession, playRound } from './seamless-round.ts';
import { measureOps } from './shared.ts';

type Job = {
  url: string;
  secret: string;
  sessions: BenchSession[];
  seconds: number;
  inFlight: number;
  tag: string;
};

async function main() {
  const job = JSON.parse(process.env.BENCH_SEAMLESS_JOB ?? '{}') as Job;
  const client = createSeamlessClient({
    provider: 'HOUSE',
    secret: Buffer.from(job.secret, 'hex'),
    transport: httpTransport(job.url),
    attempts: 1,
  });
  const started = process.cpuUsage();
  const rounds = await measureOps(job.seconds, job.inFlight, (i) =>
    playRound(client, job.sessions[i % job.sessions.length] as BenchSession, `bench-${job.tag}-${i}`, i),
  );
  const { user, system } = process.cpuUsage(started);
  process.stdout.write(`${JSON.stringify({ ...rounds, cpuMs: (user + system) / 1000 })}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : String(error));
    process.exit(1);
  },
);
