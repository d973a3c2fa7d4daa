import type { TransactionQuery } from '@portal/contracts/wallet.schema';

import { BALANCE_KEY } from '../../../shell/money/money-keys.ts';

/** Query keys of the signed-in member's wallet, under the money roots (shell/money/money-keys.ts). */
export const walletKeys = {
  balance: BALANCE_KEY,
  consolidated: ['wallet', 'consolidated'] as const,
  records: (query: TransactionQuery) => ['wallet', 'records', query] as const,
  transferTargets: ['wallet', 'transfer-targets'] as const,
  /** Shared with the payments feature (its payments-keys.ts), which sets the password. */
  paymentPassword: ['payments', 'payment-password'] as const,
  merchantWallet: (merchantCode: string) => ['merchant-wallet', merchantCode] as const,
};
