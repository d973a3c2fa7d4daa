import { type Kysely, sql } from 'kysely';

// Frozen: scheduled and deferred work (decision 0014). A claim is the one row of a (job, period): its unique
// key admits each period once across all nodes, and its lease lets another node take over the work of a
// node that died. A run is one attempt at a claim, kept for the back office. Imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_claims')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('job', 'text', (c) => c.notNull())
    // A schedule's period (the instant it began, ISO 8601) or a deferred job's key.
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb')
    // When the next attempt is due: the period's start, the deferred time, or a failure's backoff.
    .addColumn('run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'running', 'succeeded', 'failed')`),
    )
    // Attempts begun, a lost one (its node died) included, so a run that kills its node cannot loop.
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().check(sql`max_attempts >= 1`))
    // The node running it, or the last one that did.
    .addColumn('node', 'text')
    .addColumn('lease_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addUniqueConstraint('job_claims_period', ['job', 'period'])
    .execute();
  // Every node looks for due work every few seconds: only the open claims are in this index.
  await sql`create index job_claims_due on job_claims (run_at) where status in ('pending', 'running')`.execute(
    db,
  );

  await db.schema
    .createTable('job_runs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('claim_id', 'bigint', (c) => c.notNull().references('job_claims.id').onDelete('cascade'))
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('node', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    // 'lost': the node's lease ran out before it finished (it died or stalled) and the claim moved on.
    .addColumn('outcome', 'text', (c) =>
      c.notNull().check(sql`outcome in ('running', 'succeeded', 'failed', 'lost')`),
    )
    // The error's message only: a stack says where the code is, which the back office does not need.
    .addColumn('error', 'text')
    .addUniqueConstraint('job_runs_attempt', ['claim_id', 'attempt'])
    .execute();
  await db.schema.createIndex('job_runs_started').on('job_runs').column('started_at').execute();
}
