import { type Kysely, sql } from 'kysely';

// Frozen: operators' second factor and idle sessions (decision 0016). An operator's authenticator secret is
// stored sealed (AES-256-GCM under a key derived from the key ring, bound to the operator's id), with the last
// time step a code was accepted at, so a code works once. A challenge is the step between a right password
// and a code (or an enrolment's first code): its token stored as SHA-256, short-lived, answered once.
// Recovery codes are stored as SHA-256 only. Imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('operators')
    .addColumn('totp_secret_sealed', 'text')
    .addColumn('totp_enrolled_at', 'timestamptz')
    // RFC 6238 time steps (30 s since 1970) fit an integer until the year 4011.
    .addColumn('totp_last_step', 'integer')
    .execute();

  // Written on a request at most once a minute: the idle limit needs no write per request.
  await db.schema
    .alterTable('operator_sessions')
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('operator_challenges')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    // login: a right password waits for a code and ends in a session; enrol: a logged-in operator sets up
    // its app and gets no new session.
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('login', 'enrol')`))
    // An enrolment's new secret, sealed, until its first code confirms it; null: the operator's own secret.
    .addColumn('totp_secret_sealed', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addCheckConstraint(
      'operator_challenges_enrol_secret',
      sql`purpose = 'login' or totp_secret_sealed is not null`,
    )
    .execute();
  await db.schema
    .createIndex('operator_challenges_operator')
    .on('operator_challenges')
    .column('operator_id')
    .execute();

  await db.schema
    .createTable('operator_recovery_codes')
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addPrimaryKeyConstraint('operator_recovery_codes_pk', ['operator_id', 'code_hash'])
    .execute();
}
