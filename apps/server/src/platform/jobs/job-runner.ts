import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../../db/database.ts';
import type { JobCounter } from '../metrics.ts';
import * as store from './jobs.store.ts';
import { checkSchedule, periodOf, type Schedule } from './schedule.ts';

/** What a job's handler is told about the work it does. */
export type JobContext<P = unknown> = {
  job: string;
  /** The schedule's period (the instant it began, ISO 8601) or the deferred job's key. */
  period: string;
  /**
   * `job:period`: the root of every idempotency key the run uses. A node that stalls past its lease may
   * still be running when another takes over, so effects keyed by it happen once (DESIGN.md 5d).
   */
  key: string;
  /** When the period began, or when the deferred job was due. */
  scheduledAt: Date;
  /** The runner's clock when the run was claimed (a test's tick time). */
  now: Date;
  /** 1 for the first attempt. */
  attempt: number;
  payload: P;
  /** Aborted when this node loses the claim (its lease ran out) or stops. */
  signal: AbortSignal;
};

export type JobHandler<P = unknown> = (context: JobContext<P>) => Promise<unknown>;

/** Attempts of one (job, period) and the wait after a failed one: backoffMs, doubled each time, at most maxBackoffMs. */
export type Retry = { attempts?: number; backoffMs?: number; maxBackoffMs?: number };

export type ScheduledJob = { name: string; run: JobHandler<undefined> } & Schedule & Retry;
export type DeferredJob<P> = { name: string; run: JobHandler<P> } & Retry;

/** What a run of tick() did with one claim. */
export type RunResult = {
  job: string;
  period: string;
  attempt: number;
  outcome: 'succeeded' | 'failed' | 'lost';
};

export type JobFailure = { message: string; job?: string; period?: string; attempt?: number };

export type JobRunnerOptions = {
  db: Database;
  /** This node's name in claims and runs; host, process and a random suffix when not given. */
  node?: string;
  /** How often the timer looks for due work. */
  pollMs?: number;
  /** How long a claim stays with its node without a renewal; renewed at every poll while it runs. */
  leaseMs?: number;
  /** Runs in flight on this node at most. */
  concurrency?: number;
  /** Finished claims and their runs are deleted after this many days. */
  keepDays?: number;
  /** A failed run (with its job), or a failure of the runner itself (a poll the database did not answer). */
  onFailure?: (failure: JobFailure) => void;
  /** Each attempt once it is recorded: its job, how it ended and how long it ran (the node's metrics). */
  onRun?: JobCounter;
};

type Registered = {
  run: JobHandler<unknown>;
  retry: Required<Retry>;
  schedule: Schedule | null;
  /** The last period whose claim this node made sure of: one insert per period, not per poll. */
  ensured: string | null;
};

const DEFAULT_RETRY: Required<Retry> = { attempts: 5, backoffMs: 10_000, maxBackoffMs: 15 * 60_000 };
const DAY = 24 * 60 * 60_000;
const ERROR_LENGTH = 2000;

/** The wait before the attempt after `attempt` failed. */
export function backoffAfter(retry: Required<Retry>, attempt: number): number {
  return Math.min(retry.backoffMs * 2 ** (attempt - 1), retry.maxBackoffMs);
}

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, ERROR_LENGTH) || 'failed';

/**
 * Scheduled and deferred work that runs once per (job, period) across every node on one database
 * (decision 0014). Modules register their jobs with a handler; the runner claims due work in
 * `job_claims` with a lease, runs it, records each attempt in `job_runs`, retries with backoff, and
 * takes over a claim whose node let its lease run out. `tick(now)` does one round by hand (tests);
 * `start()` polls on a timer.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { db } = options;
  const node = options.node ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const pollMs = options.pollMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 60_000;
  // Five scheduled jobs can fall due in one poll (the lottery's draws every 5 s among them), with settlements.
  const concurrency = options.concurrency ?? 8;
  if (leaseMs < 3 * pollMs)
    throw new Error('jobs: the lease must outlast three polls, or a live node loses it');
  const jobs = new Map<string, Registered>();
  /** This node's runs in flight, by claim id. */
  const inFlight = new Map<number, { controller: AbortController; done: Promise<RunResult> }>();
  let timer: NodeJS.Timeout | null = null;
  let polling: Promise<unknown> = Promise.resolve();
  let started = false;
  let stopped = false;

  function register(name: string, run: JobHandler<unknown>, given: Retry, schedule: Schedule | null) {
    if (jobs.has(name)) throw new Error(`job ${name} is registered twice`);
    const retry = {
      attempts: given.attempts ?? DEFAULT_RETRY.attempts,
      backoffMs: given.backoffMs ?? DEFAULT_RETRY.backoffMs,
      maxBackoffMs: given.maxBackoffMs ?? DEFAULT_RETRY.maxBackoffMs,
    };
    if (!Number.isInteger(retry.attempts) || retry.attempts < 1)
      throw new Error(`job ${name}: attempts must be a whole number, at least 1`);
    jobs.set(name, { run, retry, schedule, ensured: null });
  }

  /** Makes sure the claim of each schedule's current period exists. */
  async function ensurePeriods(now: Date) {
    for (const [name, job] of jobs) {
      if (!job.schedule) continue;
      const period = periodOf(job.schedule, now);
      if (!period || period.key === job.ensured) continue;
      await store.ensureClaim(db, {
        job: name,
        period: period.key,
        payload: undefined,
        runAt: period.at,
        maxAttempts: job.retry.attempts,
      });
      job.ensured = period.key;
    }
  }

  async function execute(claim: store.Claimed, now: Date, controller: AbortController): Promise<RunResult> {
    const job = jobs.get(claim.job) as Registered;
    const startedMs = performance.now();
    let error: string | null = null;
    try {
      await job.run({
        job: claim.job,
        period: claim.period,
        key: `${claim.job}:${claim.period}`,
        scheduledAt: claim.run_at,
        now,
        attempt: claim.attempt,
        payload: job.schedule ? undefined : claim.payload,
        signal: controller.signal,
      });
    } catch (failure) {
      error = messageOf(failure);
      options.onFailure?.({ message: error, job: claim.job, period: claim.period, attempt: claim.attempt });
    }
    // The record keeps the tick's clock, so a test's runs read in its time; the duration is real.
    const ranMs = performance.now() - startedMs;
    const finishedAt = new Date(now.getTime() + Math.round(ranMs));
    const retryAt =
      error !== null && claim.attempt < job.retry.attempts
        ? new Date(finishedAt.getTime() + backoffAfter(job.retry, claim.attempt))
        : null;
    const outcome = await store.finishRun(db, {
      claimId: claim.id,
      attempt: claim.attempt,
      node,
      finishedAt,
      error,
      retryAt,
    });
    options.onRun?.({ job: claim.job, outcome, seconds: ranMs / 1000 });
    return { job: claim.job, period: claim.period, attempt: claim.attempt, outcome };
  }

  /** Keeps this node's running claims; a run whose claim moved on is told through its signal. */
  async function renew(now: Date) {
    const ids = [...inFlight.keys()];
    if (ids.length === 0) return;
    const held = await store.renewLeases(db, { node, ids, leaseUntil: new Date(now.getTime() + leaseMs) });
    for (const id of ids) if (!held.has(id)) inFlight.get(id)?.controller.abort(new Error('lease lost'));
  }

  /**
   * Renews this node's leases, makes the current periods' claims, claims what is due and starts it;
   * answers the runs started, once the claims are taken.
   */
  async function round(now: Date): Promise<Array<Promise<RunResult>>> {
    await renew(now);
    await ensurePeriods(now);
    const room = concurrency - inFlight.size;
    if (room <= 0) return [];
    const claimed = await store.claimDue(db, {
      jobs: [...jobs.keys()],
      node,
      now,
      leaseUntil: new Date(now.getTime() + leaseMs),
      limit: room,
    });
    return claimed.map((claim) => {
      const controller = new AbortController();
      const done = execute(claim, now, controller).finally(() => inFlight.delete(claim.id));
      inFlight.set(claim.id, { controller, done });
      return done;
    });
  }

  // The timer waits for a round's claims, not for its runs: the next rounds renew their leases meanwhile.
  function poll() {
    const failed = (error: unknown) => options.onFailure?.({ message: messageOf(error) });
    polling = round(new Date())
      .then((runs) => {
        for (const run of runs) run.catch(failed);
      })
      .catch(failed)
      .finally(() => {
        if (!stopped) timer = setTimeout(poll, pollMs).unref();
      });
  }

  const runner = {
    node,

    /** A job run once per period of its schedule, on whichever node claims the period first. */
    schedule(job: ScheduledJob): void {
      const schedule: Schedule =
        'every' in job
          ? { every: job.every }
          : { cron: job.cron, ...(job.timezone ? { timezone: job.timezone } : {}) };
      checkSchedule(job.name, schedule);
      register(job.name, job.run as JobHandler<unknown>, job, schedule);
    },

    /** A kind of one-off work; `defer` asks for it once per key, at a time, with a payload (JSON). */
    define<P>(job: DeferredJob<P>) {
      register(job.name, job.run as JobHandler<unknown>, job, null);
      return {
        defer: (work: { key: string; runAt: Date; payload: P }, trx?: Database) =>
          runner.defer({ name: job.name, ...work }, trx),
      };
    },

    /**
     * Asks for a defined job once per key: false when that key was asked for before (the first time and
     * payload stand). Pass the caller's transaction so the work exists only if the caller's change commits.
     */
    defer(
      work: { name: string; key: string; runAt: Date; payload: unknown },
      trx: Database = db,
    ): Promise<boolean> {
      const job = jobs.get(work.name);
      if (!job || job.schedule) throw new Error(`job ${work.name} is not a defined job`);
      return store.ensureClaim(trx, {
        job: work.name,
        period: work.key,
        payload: work.payload,
        runAt: work.runAt,
        maxAttempts: job.retry.attempts,
      });
    },

    /** One round at `now` by hand (tests): resolves with the runs it started, once they have ended. */
    async tick(now: Date = new Date()): Promise<RunResult[]> {
      return Promise.all(await round(now));
    },

    /** Polls every pollMs until stop(); the first poll at once. */
    start(): void {
      if (started || stopped) return;
      started = true;
      poll();
    },

    /** Stops polling, tells the runs in flight, and waits for them to end. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await polling;
      for (const run of inFlight.values()) run.controller.abort(new Error('stopping'));
      await Promise.allSettled([...inFlight.values()].map((run) => run.done));
    },

    /** Runs newest first, for the back office. */
    runs: (filter: store.RunsFilter) => store.pageRuns(db, filter),

    /** The jobs this node knows, by name: scheduled ones with their schedule, defined ones without. */
    registered: () =>
      [...jobs.entries()]
        .map(([name, job]) => ({ name, schedule: job.schedule, attempts: job.retry.attempts }))
        .sort((a, b) => a.name.localeCompare(b.name)),

    /**
     * Runs a failed claim once more, at once (an operator's re-run): as safe as the runner's own retries,
     * which every job must already bear. False when the claim is not a failed one (gone, pending, running
     * or succeeded: a period that succeeded never runs twice).
     */
    retry: (claimId: number, now: Date = new Date()) => store.retryFailed(db, claimId, now),
  };

  // The runner's own housekeeping: finished claims and their runs go after keepDays.
  runner.schedule({
    name: 'jobs.prune',
    every: DAY,
    attempts: 1,
    run: ({ now }) => store.pruneFinished(db, new Date(now.getTime() - (options.keepDays ?? 30) * DAY)),
  });

  return runner;
}

export type JobRunner = ReturnType<typeof createJobRunner>;
