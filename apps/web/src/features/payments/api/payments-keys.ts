import type { DepositQuery, WithdrawalQuery } from '@portal/contracts/payments.schema';

/**
 * Query keys of the member's deposits and withdrawals. They all start with 'payments', a root that
 * refreshMoney (shell/money/balance.ts) reads again after every money movement and a
 * sign-out removes. Names the server translates (channels) carry the language.
 */
export const paymentsKeys = {
  depositChannels: (language: string) => ['payments', 'deposit-channels', language] as const,
  deposits: (query: DepositQuery, language: string) => ['payments', 'deposits', query, language] as const,
  passwordState: ['payments', 'payment-password'] as const,
  bankCards: ['payments', 'bank-cards'] as const,
  withdrawSettings: ['payments', 'withdraw-settings'] as const,
  withdrawals: (query: WithdrawalQuery) => ['payments', 'withdrawals', query] as const,
};
