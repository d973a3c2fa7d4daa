import { createHash, randomBytes } from 'node:crypto';
import { type OperatorRole, TWO_FACTOR_ROLES } from '@portal/contracts/operators';
import type { OperatorChallenge } from '@portal/contracts/operators.schema';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { AuditActor, createAuditLog } from './audit.ts';
import type { OperatorRow } from './operator.store.ts';
import { newRecoveryCodes, newTotpSecret, otpauthUri, recoveryCodeHash, totpStep } from './totp.ts';
import * as store from './two-factor.store.ts';

/** A challenge is answered within 5 minutes... */
export const CHALLENGE_MS = 5 * 60_000;
/** ...and with at most 5 wrong codes; then the password is needed again. */
export const CHALLENGE_ATTEMPTS = 5;
/** Challenge tokens carry a prefix of their own: never taken for a session token, easy to spot in a log. */
const CHALLENGE_PREFIX = 'opc_';

/** What answers a challenge: the authenticator app's code, or a recovery code (logins only). */
export type SecondFactorProof = { code: string } | { recoveryCode: string };

/** How a login's second step was passed, as the audit log records it. */
export type SecondFactor = 'totp' | 'recovery' | 'enrolled';

export const twoFactorRequired = (role: OperatorRole) => TWO_FACTOR_ROLES.includes(role);

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** A sealed secret opens only on the row of the operator it was made for. */
const sealContext = (operatorId: number) => `operator-totp:${operatorId}`;

/** A wrong answer found inside the transaction: thrown to roll it back, then counted outside it. */
class WrongAnswer {
  constructor(readonly reason: 'wrong' | 'replayed' | 'answered') {}
}

/**
 * Operators' second factor (RFC 6238 codes from an authenticator app, and recovery codes). A right
 * password of an operator who has a second factor, or whose role needs one, opens a challenge: an
 * opaque token stored as its hash for 5 minutes, so any node can take the answer. An enrolment's new
 * secret waits in its challenge, sealed, until a first code proves the app has it.
 */
export function createTwoFactor(deps: {
  db: Database;
  box: SecretBox;
  now: () => Date;
  audit: ReturnType<typeof createAuditLog>;
}) {
  const { db, box, now, audit } = deps;

  const actorOf = (
    row: OperatorRow,
    caller: Omit<AuditActor, 'operatorId' | 'operatorName'>,
  ): AuditActor => ({
    operatorId: row.id,
    operatorName: row.username,
    ...caller,
  });
  const target = (row: OperatorRow) => `operator:${row.id}`;

  async function liveChallenge(token: string) {
    if (!token.startsWith(CHALLENGE_PREFIX) || token.length > 100) return undefined;
    return store.findChallenge(db, hashToken(token));
  }

  /** Counts a wrong answer, writes it to the audit log and refuses it. */
  async function refuse(
    challenge: store.ChallengeRow,
    row: OperatorRow,
    caller: Omit<AuditActor, 'operatorId' | 'operatorName'>,
    reason: string,
  ): Promise<never> {
    const answered = reason === 'expired' || reason === 'answered';
    const attempts = answered
      ? challenge.attempts
      : await store.countWrongAnswer(db, challenge.token_hash, CHALLENGE_ATTEMPTS, now());
    await audit.record(actorOf(row, caller), {
      action: 'session.totp.refused',
      target: target(row),
      merchantId: row.merchant_id,
      detail: { reason, purpose: challenge.purpose, attempts },
    });
    throw new AppError(answered ? 'operator.challenge.invalid' : 'operator.totp.invalid');
  }

  return {
    /** Whether a login of this operator needs a code: it has a second factor, or its role needs one. */
    needed: (row: OperatorRow) => row.totp_enrolled_at !== null || twoFactorRequired(row.role),

    /**
     * Opens a challenge for the operator: a login's second step, or an enrolment (with a new secret)
     * when the operator has no second factor yet. Written to the audit log.
     */
    async challenge(
      row: OperatorRow,
      caller: Omit<AuditActor, 'operatorId' | 'operatorName'>,
      purpose: 'login' | 'enrol',
    ): Promise<OperatorChallenge> {
      if (purpose === 'enrol' && row.totp_enrolled_at !== null) throw new AppError('operator.totp.enrolled');
      const token = `${CHALLENGE_PREFIX}${randomBytes(32).toString('base64url')}`;
      const at = now();
      const expiresAt = new Date(at.getTime() + CHALLENGE_MS);
      const secret = row.totp_enrolled_at === null ? newTotpSecret() : null;
      await db.transaction().execute(async (trx) => {
        await store.deleteSpentChallenges(trx, row.id, at);
        await store.insertChallenge(trx, {
          tokenHash: hashToken(token),
          operatorId: row.id,
          purpose,
          secretSealed: secret === null ? null : box.seal(secret, sealContext(row.id)),
          createdAt: at,
          expiresAt,
        });
        await audit.record(
          actorOf(row, caller),
          {
            action: 'session.challenge',
            target: target(row),
            merchantId: row.merchant_id,
            detail: { purpose, next: secret === null ? 'totp' : 'enrol' },
          },
          trx,
        );
      });
      const fields = { challenge: token, expiresAt: expiresAt.toISOString() };
      if (secret === null) return { next: 'totp', ...fields };
      return { next: 'enrol', ...fields, secret, otpauthUri: otpauthUri(row.username, secret) };
    },

    /** The operator a challenge belongs to (its login limits apply before the answer is checked). */
    async ownerOf(token: string): Promise<number | null> {
      return (await liveChallenge(token))?.operator_id ?? null;
    },

    /**
     * Checks the answer to a challenge of this purpose (and of this operator, when given). A right one
     * spends the challenge, the code's time step (a code works once) or the recovery code, stores an
     * enrolment's secret with ten new recovery codes, and runs `accepted` in that same transaction.
     * A wrong one answers operator.totp.invalid, and its fifth spends the challenge; an unknown,
     * expired or spent challenge answers operator.challenge.invalid.
     */
    async answer<T, R extends OperatorRow>(
      input: {
        caller: Omit<AuditActor, 'operatorId' | 'operatorName'>;
        token: string;
        purpose: 'login' | 'enrol';
        proof: SecondFactorProof;
        operatorId?: number;
        /**
         * The challenge's operator, read before the transaction (on the embedded database a read
         * outside it would wait for it to end).
         */
        findOperator: (id: number) => Promise<R | undefined>;
      },
      accepted: (trx: Database, row: R, how: SecondFactor) => Promise<T>,
    ): Promise<{ result: T; recoveryCodes: string[] | null }> {
      const { caller, proof } = input;
      const challenge = await liveChallenge(input.token);
      const mine =
        challenge?.purpose === input.purpose &&
        (input.operatorId === undefined || challenge.operator_id === input.operatorId);
      const row = challenge && mine ? await input.findOperator(challenge.operator_id) : undefined;
      if (!challenge || !row || row.status !== 'active') throw new AppError('operator.challenge.invalid');
      const at = now();
      if (challenge.used_at !== null || new Date(challenge.expires_at) <= at)
        return refuse(challenge, row, caller, challenge.used_at === null ? 'expired' : 'answered');

      const enrolling = challenge.totp_secret_sealed;
      let step: number | null = null;
      let recoveryHash: string | null = null;
      if ('recoveryCode' in proof) {
        // A recovery code stands in for an app the operator has, not for one it is setting up.
        if (enrolling === null) recoveryHash = recoveryCodeHash(proof.recoveryCode);
      } else {
        const sealed = enrolling ?? (await store.findTotpSecret(db, row.id))?.totp_secret_sealed ?? null;
        const secret = sealed === null ? null : box.open(sealed, sealContext(row.id));
        // A secret sealed under another key ring does not open: no code is right, recovery codes still are.
        if (sealed !== null && secret === null) return refuse(challenge, row, caller, 'unreadable');
        step = secret === null ? null : totpStep(secret, proof.code, at);
      }
      if (step === null && recoveryHash === null) return refuse(challenge, row, caller, 'wrong');

      const recoveryCodes = enrolling === null ? null : newRecoveryCodes();
      try {
        const result = await db.transaction().execute(async (trx) => {
          if (!(await store.useChallenge(trx, challenge.token_hash, at))) throw new WrongAnswer('answered');
          const actor = actorOf(row, caller);
          const entry = { target: target(row), merchantId: row.merchant_id };
          if (recoveryHash !== null) {
            if (!(await store.useRecoveryCode(trx, row.id, recoveryHash, at))) throw new WrongAnswer('wrong');
            const left = await store.recoveryCodesLeft(trx, row.id);
            await audit.record(actor, { action: 'session.recovery', ...entry, detail: { left } }, trx);
            return accepted(trx, row, 'recovery');
          }
          if (enrolling !== null && recoveryCodes !== null) {
            const secretSealed = enrolling;
            if (!(await store.enrol(trx, row.id, { secretSealed, step: step as number, at })))
              throw new WrongAnswer('answered');
            await store.replaceRecoveryCodes(trx, row.id, recoveryCodes.map(recoveryCodeHash));
            await audit.record(
              actor,
              { action: 'session.enrol', ...entry, detail: { purpose: challenge.purpose } },
              trx,
            );
            return accepted(trx, row, 'enrolled');
          }
          if (!(await store.claimStep(trx, row.id, step as number))) throw new WrongAnswer('replayed');
          return accepted(trx, row, 'totp');
        });
        return { result, recoveryCodes };
      } catch (error) {
        if (error instanceof WrongAnswer) return refuse(challenge, row, caller, error.reason);
        throw error;
      }
    },

    /** Forgets an operator's second factor (an administrator's reset): it enrols again at its next login. */
    reset: (trx: Database, operatorId: number) => store.resetTwoFactor(trx, operatorId),
  };
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;
