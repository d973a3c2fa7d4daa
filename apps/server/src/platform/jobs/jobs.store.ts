import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { JobRunOutcome } from './jobs.tables.ts';

/** A claim this node has just taken: the work of one (job, period) and the attempt it starts. */
export type Claimed = {
  id: number;
  job: string;
  period: string;
  payload: unknown;
  run_at: Date;
  attempt: number;
};

/** Creates the claim of a (job, period) unless it exists; true when this call created it. */
export async function ensureClaim(
  db: Database,
  claim: { job: string; period: string; payload: unknown; runAt: Date; maxAttempts: number },
): Promise<boolean> {
  const inserted = await db
    .insertInto('job_claims')
    .values({
      job: claim.job,
      period: claim.period,
      payload: claim.payload === undefined ? null : JSON.stringify(claim.payload),
      run_at: claim.runAt,
      max_attempts: claim.maxAttempts,
    })
    .onConflict((oc) => oc.columns(['job', 'period']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

const LOST = 'the node’s lease ran out before the run finished';

/**
 * Takes up to `limit` claims of the given jobs that are due at `now`: pending ones whose time has come,
 * and running ones whose node let the lease run out (it died or stalled) while attempts remain. Each
 * claim is locked and skipped by the other nodes' concurrent claims, so exactly one node takes it. A
 * running claim out of attempts fails instead. The attempts whose lease ran out are recorded as lost,
 * and each claim taken starts a run, in the same transaction.
 */
export function claimDue(
  db: Database,
  options: { jobs: string[]; node: string; now: Date; leaseUntil: Date; limit: number },
): Promise<Claimed[]> {
  const { jobs, node, now, leaseUntil, limit } = options;
  return db.transaction().execute(async (trx) => {
    const exhausted = await trx
      .updateTable('job_claims')
      .set({ status: 'failed', lease_until: null, finished_at: now })
      .where('job', 'in', jobs)
      .where('status', '=', 'running')
      .where('lease_until', '<', now)
      .where((eb) => eb('attempt', '>=', eb.ref('max_attempts')))
      .returning('id')
      .execute();
    const due = trx
      .selectFrom('job_claims')
      .select('id')
      .where('job', 'in', jobs)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', now)]),
          eb.and([
            eb('status', '=', 'running'),
            eb('lease_until', '<', now),
            eb('attempt', '<', eb.ref('max_attempts')),
          ]),
        ]),
      )
      .orderBy('run_at')
      .limit(limit)
      .forUpdate()
      .skipLocked();
    const claimed = await trx
      .updateTable('job_claims')
      .set({ status: 'running', attempt: sql`attempt + 1`, node, lease_until: leaseUntil })
      .where('id', 'in', due)
      .returning(['id', 'job', 'period', 'payload', 'run_at', 'attempt'])
      .execute();
    const touched = [...exhausted.map((c) => c.id), ...claimed.map((c) => c.id)];
    if (touched.length > 0) {
      await trx
        .updateTable('job_runs')
        .set({ outcome: 'lost', error: LOST })
        .where('claim_id', 'in', touched)
        .where('outcome', '=', 'running')
        .execute();
    }
    if (claimed.length > 0) {
      await trx
        .insertInto('job_runs')
        .values(
          claimed.map((c) => ({
            claim_id: c.id,
            attempt: c.attempt,
            node,
            started_at: now,
            outcome: 'running' as const,
          })),
        )
        .execute();
    }
    return claimed.map((c) => ({ ...c, id: Number(c.id), run_at: new Date(c.run_at) }));
  });
}

/** Extends this node's lease on its running claims; answers the ids it still holds. */
export async function renewLeases(
  db: Database,
  options: { node: string; ids: number[]; leaseUntil: Date },
): Promise<Set<number>> {
  if (options.ids.length === 0) return new Set();
  const held = await db
    .updateTable('job_claims')
    .set({ lease_until: options.leaseUntil })
    .where('id', 'in', options.ids)
    .where('node', '=', options.node)
    .where('status', '=', 'running')
    .returning('id')
    .execute();
  return new Set(held.map((c) => Number(c.id)));
}

/**
 * Records the end of an attempt. The claim moves only while this node still holds this attempt (a node
 * whose lease ran out and whose claim another node took finishes into nothing): succeeded, failed for
 * good, or pending again until `retryAt`. The run keeps the outcome, or 'lost' when the claim had moved on.
 */
export function finishRun(
  db: Database,
  run: {
    claimId: number;
    attempt: number;
    node: string;
    finishedAt: Date;
    error: string | null;
    retryAt: Date | null;
  },
): Promise<Exclude<JobRunOutcome, 'running'>> {
  return db.transaction().execute(async (trx) => {
    const next =
      run.error === null
        ? { status: 'succeeded' as const, finished_at: run.finishedAt }
        : run.retryAt
          ? { status: 'pending' as const, run_at: run.retryAt }
          : { status: 'failed' as const, finished_at: run.finishedAt };
    const moved = await trx
      .updateTable('job_claims')
      .set({ ...next, lease_until: null })
      .where('id', '=', run.claimId)
      .where('attempt', '=', run.attempt)
      .where('node', '=', run.node)
      .where('status', '=', 'running')
      .returning('id')
      .executeTakeFirst();
    const outcome = !moved ? 'lost' : run.error === null ? 'succeeded' : 'failed';
    await trx
      .updateTable('job_runs')
      .set({ outcome, finished_at: run.finishedAt, error: run.error ?? (moved ? null : LOST) })
      .where('claim_id', '=', run.claimId)
      .where('attempt', '=', run.attempt)
      .execute();
    return outcome;
  });
}

export type RunsFilter = {
  job?: string;
  outcome?: JobRunOutcome;
  pageNum: number;
  pageSize: number;
};

/** Runs newest first, with their job and period, for the back office's list of runs. */
export async function pageRuns(db: Database, filter: RunsFilter) {
  let base = db.selectFrom('job_runs as r').innerJoin('job_claims as c', 'c.id', 'r.claim_id');
  if (filter.job) base = base.where('c.job', '=', filter.job);
  if (filter.outcome) base = base.where('r.outcome', '=', filter.outcome);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .select([
        'r.id',
        'r.claim_id',
        'c.status as claim_status',
        'c.job',
        'c.period',
        'r.attempt',
        'c.max_attempts',
        'r.node',
        'r.started_at',
        'r.finished_at',
        'r.outcome',
        'r.error',
      ])
      .orderBy('r.started_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.pageNum - 1) * filter.pageSize)
      .execute(),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, id: Number(r.id), claim_id: Number(r.claim_id) })),
    total: Number(total),
  };
}

/** Puts a failed claim back to pending with one more attempt, due now; false unless it was failed. */
export async function retryFailed(db: Database, claimId: number, now: Date): Promise<boolean> {
  const updated = await db
    .updateTable('job_claims')
    .set((eb) => ({
      status: 'pending',
      max_attempts: eb('attempt', '+', 1),
      run_at: now,
      node: null,
      lease_until: null,
      finished_at: null,
    }))
    .where('id', '=', claimId)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Deletes the claims (and their runs) that ended before `before`; answers how many. */
export async function pruneFinished(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .deleteFrom('job_claims')
    .where('status', 'in', ['succeeded', 'failed'])
    .where('finished_at', '<', before)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
