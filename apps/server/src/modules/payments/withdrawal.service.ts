import type { Database } from '../../db/database.ts';
import type { AccountService } from '../accounts/account.service.ts';
import type { Ledger } from '../wallet/ledger.ts';
import type { PaymentPasswordService } from './payment-password.service.ts';

// SKELETON: filled in by the withdrawals work (cards, withdraw, hold, decisions, confirmation, proofs).
export type WithdrawalServiceDeps = {
  db: Database;
  ledger: Ledger;
  accounts: AccountService;
  paymentPasswords: PaymentPasswordService;
  now?: () => Date;
};

export function createWithdrawalService(_deps: WithdrawalServiceDeps) {
  return {
    /** Held for withdrawals not decided yet, in minor units (the balance shows it). */
    async pendingOf(_merchantId: number, _accountId: number): Promise<number> {
      return 0;
    },
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
