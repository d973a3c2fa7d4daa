import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';

// Migration 2026-11-27T0900-operator-two-factor on data written before it: operators keep logging in.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ databaseUrl: null, dataDir: '', inMemory: true });
  await migrateToLatest(handle.db, '2026-11-26T0900-game-names');
});
afterAll(() => handle.close());

describe('migration 2026-11-27T0900-operator-two-factor', () => {
  it('leaves operators without a second factor, dates live sessions active now, and checks enrolments', async () => {
    const { db } = handle;
    await sql`insert into operators (username, password_hash, role) values ('boss', 'x', 'admin')`.execute(
      db,
    );
    await sql`insert into operator_sessions (token_hash, operator_id, ip, expires_at)
              values ('h1', 1, '127.0.0.1', now() + interval '1 hour')`.execute(db);

    expect(await migrateToLatest(db, '2026-11-27T0900-operator-two-factor')).toEqual([
      '2026-11-27T0900-operator-two-factor',
    ]);

    const operator = await sql<Record<string, unknown>>`
      select totp_secret_sealed, totp_enrolled_at, totp_last_step from operators`.execute(db);
    expect(operator.rows).toEqual([
      { totp_secret_sealed: null, totp_enrolled_at: null, totp_last_step: null },
    ]);
    const session = await sql<{ last_seen_at: Date }>`select last_seen_at from operator_sessions`.execute(db);
    expect(Date.now() - new Date(session.rows[0]?.last_seen_at ?? 0).getTime()).toBeLessThan(60_000);
    // An enrolment's challenge carries its new secret.
    await expect(
      sql`insert into operator_challenges (token_hash, operator_id, purpose, expires_at)
          values ('c1', 1, 'enrol', now())`.execute(db),
    ).rejects.toThrow(/operator_challenges_enrol_secret/);
  });
});
