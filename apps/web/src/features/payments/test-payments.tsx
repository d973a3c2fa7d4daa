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
import { vi } from 'vitest';
import { useSession } from '../../shell/session/session-store.ts';
import { renderMemberPage } from '../../test/render.tsx';

/** One request the page sent, as the fake server saw it. */
export type Call = {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body. */
  body: Record<string, unknown> | null;
  /** The multipart body. */
  form: FormData | null;
  headers: Headers;
};

/** What a route answers: a value, or a refusal with its catalogue code (and details in value). */
export type Reply = { status?: number; value?: unknown; errorCode?: string };
type Route = Reply | ((call: Call) => Reply | Promise<Reply>);

/**
 * Replaces fetch with a table of routes ("GET /wps/...") answering in the platform's envelope, and
 * records every call. A route may throw to act as a network failure.
 */
export function fakeApi(routes: Record<string, Route>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
      form: init.body instanceof FormData ? init.body : null,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const reply: Reply = !route
      ? { status: 404, errorCode: 'not.found' }
      : typeof route === 'function'
        ? await route(call)
        : route;
    const failed = Boolean(reply.errorCode);
    const envelope = failed
      ? { success: false, value: reply.value ?? null, message: reply.errorCode, errorCode: reply.errorCode }
      : { success: true, value: reply.value ?? null, message: null, errorCode: null };
    const status = reply.status ?? (failed ? 400 : 200);
    return { ok: status < 400, status, json: async () => envelope } as Response;
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    to: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}

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
