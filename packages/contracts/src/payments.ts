/** Deposits, withdrawals, bank cards and payment passwords: constants (spec section 7). */

/** Payment password: 6 digits; locked for a while after repeated failures. */
export const PAYMENT_PASSWORD_PATTERN = '^[0-9]{6}$';

export const PAYMENT_PASSWORD_MAX_FAILURES = 5;

export const PAYMENT_PASSWORD_LOCK_MINUTES = 30;

/** Bank cards: how many a player may bind, and what an account number looks like. */
export const MAX_BANK_CARDS = 5;

export const BANK_ACCOUNT_NUMBER_PATTERN = '^[0-9]{6,20}$';

/** Proof of a missing payment (spec section 9: upload). */
export const PROOF_UPLOAD = {
  maxImages: 3,
  maxBytes: 5 * 1024 * 1024,
  types: ['image/png', 'image/jpeg'] as const,
  commentMaxLength: 140,
};

/** Withdrawal auto-receive: a paid withdrawal not confirmed within these minutes counts as received. */
export const DEFAULT_AUTO_RECEIVE_MINUTES = 30;

export const DEPOSIT_STATUSES = ['pending', 'paid', 'rejected', 'expired'] as const;

export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const WITHDRAWAL_STATUSES = [
  'pending',
  'paid',
  'rejected',
  'received',
  'not_received',
  'refunded',
] as const;

export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
