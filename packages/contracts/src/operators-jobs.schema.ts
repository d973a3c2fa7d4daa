/** Schemas of the operator API's view of scheduled and deferred jobs and their runs. */
import { type Static, Type } from 'typebox';
import { DateTime } from './wallet.schema.ts';

export const OpsJob = Type.Object({
  name: Type.String(),
  /** Every N ms, a cron pattern (with its time zone), or null for work deferred by key. */
  every: Type.Union([Type.Integer(), Type.Null()]),
  cron: Type.Union([Type.String(), Type.Null()]),
  timezone: Type.Union([Type.String(), Type.Null()]),
  attempts: Type.Integer(),
});
export type OpsJob = Static<typeof OpsJob>;

export const JOB_RUN_OUTCOMES = ['running', 'succeeded', 'failed', 'lost'] as const;
export type JobRunOutcome = (typeof JOB_RUN_OUTCOMES)[number];
const Outcome = Type.Unsafe<JobRunOutcome>(Type.String({ enum: [...JOB_RUN_OUTCOMES] }));

export const OpsJobRun = Type.Object({
  id: Type.Integer(),
  claimId: Type.Integer(),
  job: Type.String(),
  /** The period (a schedule's instant) or the deferred work's key. */
  period: Type.String(),
  attempt: Type.Integer(),
  maxAttempts: Type.Integer(),
  node: Type.String(),
  startedAt: DateTime,
  finishedAt: Type.Union([DateTime, Type.Null()]),
  outcome: Outcome,
  error: Type.Union([Type.String(), Type.Null()]),
  /** A failed claim (every attempt spent) can be run once more by an administrator. */
  retryable: Type.Boolean(),
});
export type OpsJobRun = Static<typeof OpsJobRun>;

export const OpsJobRunsQuery = Type.Object({
  job: Type.Optional(Type.String({ pattern: '^[a-z0-9_.-]{1,64}$' })),
  outcome: Type.Optional(Outcome),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
