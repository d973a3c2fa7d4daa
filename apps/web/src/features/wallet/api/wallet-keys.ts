import type { TransactionQuery } from '@portal/contracts/wallet.schema';

/**
 * Query keys of the signed-in member's money. Every query whose answer a money movement can change
 * lives under one of MONEY_QUERY_ROOTS:
 *   ['wallet', ...]    this feature: balance, consolidated funds, account records, transfer targets
 *   ['payments', ...]  deposits, withdrawals, bank cards, payment password (the payments feature)
 *   ['records', ...]   betting record, personal profit and rebate rates (the records feature)
 * refreshMoney (api/balance.ts) invalidates every root after every movement (a game closing is one);
 * signing out removes them.
 * Merchant configuration that no movement changes (the merchant wallet) sits outside them.
 */
export const MONEY_QUERY_ROOTS = [['wallet'], ['payments'], ['records']] as const;

export const walletKeys = {
  balance: ['wallet', 'balance'] as const,
  consolidated: ['wallet', 'consolidated'] as const,
  records: (query: TransactionQuery) => ['wallet', 'records', query] as const,
  transferTargets: ['wallet', 'transfer-targets'] as const,
  /** Shared with the payments feature (its payments-keys.ts), which sets the password. */
  paymentPassword: ['payments', 'payment-password'] as const,
  merchantWallet: (merchantCode: string) => ['merchant-wallet', merchantCode] as const,
};
