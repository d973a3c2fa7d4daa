import type { SystemStatus } from '@portal/contracts/system';
import type { ConsolidatedFunds, MerchantWallet, WalletBalance } from '@portal/contracts/wallet.schema';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient, Providers } from '../../app/providers.tsx';
import { makeStatus, seededClient } from '../../app/test-utils.tsx';
import { createI18n } from '../../i18n/setup.ts';
import { ALL_TEXTS } from '../../i18n/test-texts.ts';
import { useSession } from '../auth/session-store.ts';

/** A call the page made, as the server saw it. */
export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };

/** What a route answers: a value, an error (code and status), or a function of the call. */
export type Answer =
  | { value: unknown }
  | { error: string; status?: number }
  | ((call: Call) => Answer | Promise<Answer>);
export const ok = (value: unknown): Answer => ({ value });
export const fail = (error: string, status = 400): Answer => ({ error, status });

/**
 * Fakes the platform at the fetch level: routes are "METHOD /path" (no query), and every call is
 * recorded. Unknown routes answer 404 not.found. A route given a list answers its entries in turn,
 * then keeps answering the last one.
 */
export function fakeApi(routes: Record<string, Answer | Answer[]>) {
  const calls: Call[] = [];
  const served = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://portal.test',
    );
    const method = init?.method ?? 'GET';
    const call: Call = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = `${method} ${url.pathname}`;
    const entry = routes[route];
    let answer: Answer | undefined;
    if (Array.isArray(entry)) {
      const index = served.get(route) ?? 0;
      served.set(route, index + 1);
      answer = entry[Math.min(index, entry.length - 1)];
    } else {
      answer = entry;
    }
    while (typeof answer === 'function') answer = await answer(call);
    const body =
      answer === undefined
        ? { success: false, value: null, message: 'Not found', errorCode: 'not.found' }
        : 'error' in answer
          ? {
              success: false,
              value: null,
              message: `server text for ${answer.error}`,
              errorCode: answer.error,
            }
          : { success: true, value: answer.value, message: null, errorCode: null };
    const status = answer === undefined ? 404 : 'error' in answer ? (answer.status ?? 400) : 200;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) =>
    calls.filter((c) => c.method === method && c.path === path);
  return { calls, callsTo, fetchMock };
}

/** Renders a wallet page as the member centre would: providers, texts of every namespace, a router. */
export function renderWallet(
  ui: ReactNode,
  { language = 'en', status = makeStatus() }: { language?: string; status?: SystemStatus } = {},
) {
  const client = seededClient({ status });
  client.setDefaultOptions({ queries: { ...createQueryClient().getDefaultOptions().queries, retry: false } });
  const i18n = createI18n(language, ALL_TEXTS);
  const result = render(
    <Providers queryClient={client} i18n={i18n}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Providers>,
  );
  return { ...result, client, i18n };
}

export function signInMember(): void {
  act(() => {
    useSession.getState().setToken('session-token');
  });
}

export function resetWalletState(): void {
  sessionStorage.clear();
  localStorage.clear();
  useSession.setState({ token: null, user: null, isLogin: false, isAgent: false, isTrial: false });
}

export const balanceOf = (balance: number, overrides: Partial<WalletBalance> = {}): WalletBalance => ({
  currency: 'THB',
  currencySymbol: '฿',
  balance,
  pendingWithdrawal: 0,
  ...overrides,
});

export const TRANSFER_WALLETS: MerchantWallet = {
  isSingle: 0,
  vendors: [
    { vendor: 'HOUSE', name: 'House Slots' },
    { vendor: 'NOVA', name: 'Nova Gaming' },
    { vendor: 'FB', name: 'FB Sports' },
  ],
};

export function fundsOf(main: number, vendors: Record<string, number> = {}, pending = 0): ConsolidatedFunds {
  const names: Record<string, string> = { HOUSE: 'House Slots', NOVA: 'Nova Gaming', FB: 'FB Sports' };
  const list = Object.entries(vendors).map(([vendor, balance]) => ({
    vendor,
    name: names[vendor] ?? vendor,
    balance,
  }));
  return {
    currency: 'THB',
    currencySymbol: '฿',
    total: main + list.reduce((sum, wallet) => sum + wallet.balance, 0),
    main,
    pendingWithdrawal: pending,
    vendors: list,
  };
}

/** A promise the test settles when it chooses. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
