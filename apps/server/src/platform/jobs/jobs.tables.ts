import type { ColumnType, Generated } from 'kysely';

export type JobClaimStatus = 'pending' | 'running' | 'succeeded' | 'failed';
export type JobRunOutcome = 'running' | 'succeeded' | 'failed' | 'lost';

export type JobClaimsTable = {
  id: Generated<number>;
  job: string;
  period: string;
  /** Written as JSON text; read back parsed. */
  payload: ColumnType<unknown, string | null, string | null>;
  run_at: ColumnType<Date, Date, Date>;
  status: Generated<JobClaimStatus>;
  attempt: Generated<number>;
  max_attempts: number;
  node: string | null;
  lease_until: Date | null;
  created_at: Generated<Date>;
  finished_at: Date | null;
};

export type JobRunsTable = {
  id: Generated<number>;
  claim_id: number;
  attempt: number;
  node: string;
  started_at: Date;
  finished_at: Date | null;
  outcome: JobRunOutcome;
  error: string | null;
};

/** The jobs runner's tables, joined into the app's Database type. */
export type JobsTables = {
  job_claims: JobClaimsTable;
  job_runs: JobRunsTable;
};
