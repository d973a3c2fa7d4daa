import {
  PAYMENT_PASSWORD_LOCK_MINUTES,
  PAYMENT_PASSWORD_MAX_FAILURES,
  PAYMENT_PASSWORD_PATTERN,
} from '@portal/contracts/payments';
import type { PaymentPasswordBody, PaymentPasswordState } from '@portal/contracts/payments.schema';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { hashPassword, verifyPassword } from '../../platform/password.ts';
import * as store from './payment-password.store.ts';

const FORMAT = new RegExp(PAYMENT_PASSWORD_PATTERN);
const RULE = { maxFailures: PAYMENT_PASSWORD_MAX_FAILURES, lockMs: PAYMENT_PASSWORD_LOCK_MINUTES * 60_000 };

const lockedError = (until: Date) =>
  new AppError('payment.password.locked', undefined, { lockedUntil: new Date(until).toISOString() });

/**
 * The payment password (issue 4): six digits asked before money leaves the wallet, kept as argon2id,
 * locked for a while after repeated failures. Every attempt is counted before the hash is checked.
 */
export function createPaymentPasswordService(db: Database, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  async function state(accountId: number): Promise<PaymentPasswordState> {
    const row = await store.find(db, accountId);
    const at = now();
    const locked = row?.locked_until && new Date(row.locked_until) > at ? row.locked_until : null;
    return { hasPassword: row !== undefined, lockedUntil: locked ? new Date(locked).toISOString() : null };
  }

  /** Throws payment.password.not.set, payment.password.format, payment.password.locked or payment.password.incorrect. */
  async function verify(accountId: number, password: string): Promise<void> {
    const at = now();
    if (!FORMAT.test(password)) {
      // Cannot be right, so no attempt is spent; the state still comes first in the answer.
      const row = await store.find(db, accountId);
      if (!row) throw new AppError('payment.password.not.set');
      if (row.locked_until && new Date(row.locked_until) > at) throw lockedError(row.locked_until);
      throw new AppError('payment.password.format');
    }
    const reserved = await store.reserveAttempt(db, accountId, at, RULE);
    if (!reserved) {
      const row = await store.find(db, accountId);
      if (!row) throw new AppError('payment.password.not.set');
      throw lockedError(row.locked_until ?? at);
    }
    if (await verifyPassword(reserved.hash, password)) {
      await store.clearFailures(db, accountId);
      return;
    }
    if (reserved.locked_until) throw lockedError(reserved.locked_until);
    throw new AppError('payment.password.incorrect', undefined, {
      remaining: RULE.maxFailures - reserved.failures,
    });
  }

  return {
    state,
    verify,

    /** Answers the state when the password is right; the same errors as verify otherwise. */
    async check(accountId: number, password: string): Promise<PaymentPasswordState> {
      await verify(accountId, password);
      return state(accountId);
    },

    /**
     * Sets the first payment password (the login password proves the owner) or changes it (the old
     * payment password does, and a wrong one counts as a failure). The route passes the login check,
     * since the account's password belongs to the accounts module.
     */
    async set(
      accountId: number,
      body: PaymentPasswordBody,
      loginPasswordMatches: (password: string) => Promise<boolean>,
    ): Promise<PaymentPasswordState> {
      if (!FORMAT.test(body.newPassword)) throw new AppError('payment.password.format');
      if (body.confirmPassword !== body.newPassword) throw new AppError('password.confirm.mismatch');
      const existing = await store.find(db, accountId);
      if (!existing) {
        if (!body.loginPassword) {
          throw new AppError('validation.failed', 'loginPassword: the login password is required');
        }
        if (!(await loginPasswordMatches(body.loginPassword))) throw new AppError('password.incorrect');
        const created = await store.insert(db, accountId, await hashPassword(body.newPassword), now());
        // Set meanwhile by a parallel request: changing it now takes the old payment password.
        if (!created) throw new AppError('validation.failed', 'oldPassword: the payment password is set');
        return state(accountId);
      }
      if (!body.oldPassword) {
        throw new AppError('validation.failed', 'oldPassword: the current payment password is required');
      }
      await verify(accountId, body.oldPassword);
      await store.replace(db, accountId, await hashPassword(body.newPassword), now());
      return state(accountId);
    },
  };
}

export type PaymentPasswordService = ReturnType<typeof createPaymentPasswordService>;
