import type { PlayerState } from '@portal/contracts/vendors.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { createI18n } from '../../../i18n/setup.ts';
import { ALL_TEXTS } from '../../../i18n/test-texts.ts';

/** One request a game page sent, as the fake vendor saw it. */
export type Call = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
};

/** What a route answers: a value, a refusal with its catalogue code, or `network` for a dropped call. */
export type Reply = { status?: number; value?: unknown; errorCode?: string; network?: boolean };
type Answer = Reply | ((call: Call) => Reply);

/** Replaces fetch with a table of routes ("POST /vendor/...") answering in the envelope; records every call. */
export function fakeVendor(routes: Record<string, Answer>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const reply: Reply = !route
      ? { status: 404, errorCode: 'not.found' }
      : typeof route === 'function'
        ? route(call)
        : route;
    if (reply.network) throw new TypeError('Failed to fetch');
    const failed = Boolean(reply.errorCode);
    const envelope = failed
      ? { success: false, value: null, message: reply.errorCode, errorCode: reply.errorCode }
      : { success: true, value: reply.value ?? null, message: null, errorCode: null };
    const status = reply.status ?? (failed ? 400 : 200);
    return new Response(JSON.stringify(envelope), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, to: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route) };
}

/** Makes the page believe the player asked for reduced motion (results shown at once). */
export function preferReducedMotion(reduce = true) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

/** Renders a game page at `url` on the route `path`, with a query client without retries, in English. */
export function renderGamePage(ui: ReactElement, path: string, url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18n = createI18n('en', ALL_TEXTS);
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

export function makePlayer(overrides: Partial<PlayerState> = {}): PlayerState {
  return {
    session: 'sess-0123456789abcdef',
    trial: false,
    currency: 'THB',
    balance: 1_000_00,
    username: 'somchai',
    ...overrides,
  };
}
