import type { PageOf } from '@portal/contracts/common';
import type {
  BankCards,
  DepositChannel,
  DepositOrder,
  PaymentPasswordState,
  WithdrawalOrder,
  WithdrawSettings,
} from '@portal/contracts/payments.schema';
import type { WalletBalance } from '@portal/contracts/wallet.schema';
import type { ReactNode } from 'react';
import { useSession } from '../../shell/session/session-store.ts';
import { renderMemberPage } from '../../test/render.tsx';

/** Renders a payments screen signed in, in the portal's providers (no retries), in `language`. */
export function renderPayments(ui: ReactNode, language = 'en') {
  useSession.setState({ token: 'session-token' });
  return renderMemberPage(ui, { language });
}

export const page = <T,>(content: T[], pageNum = 1, totalPages = 1): PageOf<T> => ({
  content,
  pageNum,
  pageSize: 10,
  totalPages,
  total: totalPages > 1 ? totalPages * 10 : content.length,
});

export const BALANCE: WalletBalance = {
  currency: 'THB',
  currencySymbol: '฿',
  balance: 5_000_00,
  pendingWithdrawal: 0,
};

export const BANK: DepositChannel = {
  code: 'BANK',
  kind: 'bank',
  name: 'Bank transfer',
  min: 100_00,
  max: 500_000_00,
  quickAmounts: [100_00, 500_00, 1_000_00],
  payee: { bankName: 'Kasikorn Bank', accountName: 'Siam Royal Co., Ltd.', accountNumber: '0381234567' },
};

export const SANDBOX: DepositChannel = {
  code: 'SANDBOX',
  kind: 'gateway',
  name: 'Instant payment (sandbox)',
  min: 100_00,
  max: 50_000_00,
  quickAmounts: [100_00, 500_00],
  payee: null,
};

export function depositOrder(overrides: Partial<DepositOrder> = {}): DepositOrder {
  return {
    id: 1,
    orderNo: 'D20261123ABC',
    channel: 'BANK',
    channelName: 'Bank transfer',
    amount: 1_500_00,
    status: 'pending',
    payerName: 'Somchai Demo',
    payerReference: 'KBANK-7781',
    note: null,
    createdAt: '2026-11-23T08:00:00Z',
    decidedAt: null,
    payUrl: null,
    payee: BANK.payee,
    ...overrides,
  };
}

export const NO_PASSWORD: PaymentPasswordState = { hasPassword: false, lockedUntil: null };
export const HAS_PASSWORD: PaymentPasswordState = { hasPassword: true, lockedUntil: null };

export const SETTINGS: WithdrawSettings = {
  banks: [
    { code: 'KBANK', name: 'Kasikorn Bank' },
    { code: 'SCB', name: 'Siam Commercial Bank' },
  ],
  min: 100_00,
  max: 50_000_00,
  dailyCount: 5,
  usedToday: 1,
  autoReceiveMinutes: 30,
};

export function cards(count: number, overrides: Partial<BankCards> = {}): BankCards {
  return {
    realName: count > 0 ? 'Somchai Jaidee' : null,
    maxCards: 3,
    cards: Array.from({ length: count }, (_, index) => ({
      id: index + 1,
      bankCode: 'KBANK',
      bankName: 'Kasikorn Bank',
      accountName: 'Somchai Jaidee',
      accountNumber: `****${4321 + index}`,
      createdAt: '2026-11-20T08:00:00Z',
    })),
    ...overrides,
  };
}

export function withdrawal(overrides: Partial<WithdrawalOrder> = {}): WithdrawalOrder {
  return {
    id: 11,
    orderNo: 'W20261123XYZ',
    amount: 500_00,
    status: 'pending',
    bankName: 'Kasikorn Bank',
    accountName: 'Somchai Jaidee',
    accountNumber: '****4321',
    note: null,
    comment: null,
    proofs: 0,
    autoReceived: false,
    createdAt: '2026-11-23T09:00:00Z',
    decidedAt: null,
    paidAt: null,
    confirmedAt: null,
    autoReceiveAt: null,
    ...overrides,
  };
}
