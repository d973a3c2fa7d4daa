import type { Database } from '../../db/database.ts';

// SKELETON: filled in by the withdrawals work (set, change, check, lock after repeated failures).
export function createPaymentPasswordService(_db: Database, _options: { now?: () => Date } = {}) {
  return {
    /** Throws payment.password.not.set, payment.password.locked or payment.password.incorrect. */
    async verify(_accountId: number, _password: string): Promise<void> {
      throw new Error('not built yet');
    },
  };
}

export type PaymentPasswordService = ReturnType<typeof createPaymentPasswordService>;
