import type { Database } from '../../db/database.ts';

/** Operators' second factor: their sealed secrets, login and enrolment challenges, recovery codes. */

/** Whether a conditional update changed a row (it lost no race, its condition held). */
const changedRow = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) > 0;

export type ChallengeRow = NonNullable<Awaited<ReturnType<typeof findChallenge>>>;

export function insertChallenge(
  db: Database,
  row: {
    tokenHash: string;
    operatorId: number;
    purpose: 'login' | 'enrol';
    secretSealed: string | null;
    createdAt: Date;
    expiresAt: Date;
  },
) {
  return db
    .insertInto('operator_challenges')
    .values({
      token_hash: row.tokenHash,
      operator_id: row.operatorId,
      purpose: row.purpose,
      totp_secret_sealed: row.secretSealed,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** Drops an operator's answered and expired challenges: the table keeps only live ones and their like. */
export function deleteSpentChallenges(db: Database, operatorId: number, now: Date) {
  return db
    .deleteFrom('operator_challenges')
    .where('operator_id', '=', operatorId)
    .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', now)]))
    .execute();
}

export function findChallenge(db: Database, tokenHash: string) {
  return db
    .selectFrom('operator_challenges')
    .select([
      'token_hash',
      'operator_id',
      'purpose',
      'totp_secret_sealed',
      'attempts',
      'expires_at',
      'used_at',
    ])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Counts a wrong answer; the answer that reaches `maxAttempts` spends the challenge. */
export async function countWrongAnswer(
  db: Database,
  tokenHash: string,
  maxAttempts: number,
  now: Date,
): Promise<number> {
  const row = await db
    .updateTable('operator_challenges')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      used_at: eb
        .case()
        .when('attempts', '>=', maxAttempts - 1)
        .then(eb.fn.coalesce('used_at', eb.val(now)))
        .else(eb.ref('used_at'))
        .end(),
    }))
    .where('token_hash', '=', tokenHash)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts ?? maxAttempts;
}

/** Marks a challenge answered; false when another request answered it first. */
export async function useChallenge(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  return changedRow(
    await db
      .updateTable('operator_challenges')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .executeTakeFirst(),
  );
}

export function findTotpSecret(db: Database, operatorId: number) {
  return db
    .selectFrom('operators')
    .select(['totp_secret_sealed'])
    .where('id', '=', operatorId)
    .executeTakeFirst();
}

/** Records the step of an accepted code; false when a code of this step or a later one was accepted. */
export async function claimStep(db: Database, operatorId: number, step: number): Promise<boolean> {
  return changedRow(
    await db
      .updateTable('operators')
      .set({ totp_last_step: step })
      .where('id', '=', operatorId)
      .where('totp_secret_sealed', 'is not', null)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst(),
  );
}

/** Stores a confirmed secret; false when the operator has one already (another enrolment won). */
export async function enrol(
  db: Database,
  operatorId: number,
  row: { secretSealed: string; step: number; at: Date },
): Promise<boolean> {
  return changedRow(
    await db
      .updateTable('operators')
      .set({ totp_secret_sealed: row.secretSealed, totp_enrolled_at: row.at, totp_last_step: row.step })
      .where('id', '=', operatorId)
      .where('totp_secret_sealed', 'is', null)
      .executeTakeFirst(),
  );
}

export async function replaceRecoveryCodes(db: Database, operatorId: number, codeHashes: string[]) {
  await db.deleteFrom('operator_recovery_codes').where('operator_id', '=', operatorId).execute();
  await db
    .insertInto('operator_recovery_codes')
    .values(codeHashes.map((codeHash) => ({ operator_id: operatorId, code_hash: codeHash })))
    .execute();
}

/** Spends a recovery code; false when it is not one of the operator's or was used. */
export async function useRecoveryCode(
  db: Database,
  operatorId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  return changedRow(
    await db
      .updateTable('operator_recovery_codes')
      .set({ used_at: now })
      .where('operator_id', '=', operatorId)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .executeTakeFirst(),
  );
}

export async function recoveryCodesLeft(db: Database, operatorId: number): Promise<number> {
  const row = await db
    .selectFrom('operator_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('left'))
    .where('operator_id', '=', operatorId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

/** Forgets an operator's second factor: secret, recovery codes and open challenges. */
export async function resetTwoFactor(db: Database, operatorId: number): Promise<void> {
  await db
    .updateTable('operators')
    .set({ totp_secret_sealed: null, totp_enrolled_at: null, totp_last_step: null })
    .where('id', '=', operatorId)
    .execute();
  await db.deleteFrom('operator_recovery_codes').where('operator_id', '=', operatorId).execute();
  await db.deleteFrom('operator_challenges').where('operator_id', '=', operatorId).execute();
}
