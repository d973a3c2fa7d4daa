import type { PlayerState } from '@portal/contracts/vendors.schema';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { createI18n } from '../../../i18n/setup.ts';
import { ALL_TEXTS } from '../../../i18n/test-texts.ts';
import { Providers } from '../../../shell/providers.tsx';
import { seededClient } from '../../../test/render.tsx';

/** One request a game page sent, as the fake vendor saw it. */
export type VendorCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
};

/** A route's answer: a value, or a refusal with its catalogue code; `network` fails like a lost link. */
export type VendorReply = { status?: number; value?: unknown; errorCode?: string } | 'network';
type VendorRoute = VendorReply | ((call: VendorCall) => VendorReply | Promise<VendorReply>);

/** Replaces fetch with routes ("POST /vendor/house/v1/slot/spin") answering in envelopes; records calls. */
export function fakeVendorApi(routes: Record<string, VendorRoute>) {
  const calls: VendorCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: VendorCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const reply = !route
      ? { status: 404, errorCode: 'not.found' }
      : typeof route === 'function'
        ? await route(call)
        : route;
    if (reply === 'network') throw new TypeError('Failed to fetch');
    const failed = Boolean(reply.errorCode);
    const envelope = failed
      ? { success: false, value: reply.value ?? null, message: reply.errorCode, errorCode: reply.errorCode }
      : { success: true, value: reply.value ?? null, message: null, errorCode: null };
    const status = reply.status ?? (failed ? 400 : 200);
    return new Response(JSON.stringify(envelope), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    to: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}

/** Asks for reduced motion, so game pages play rounds without their animations' waits; `false` asks for full motion. */
export function preferReducedMotion(reduce = true) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** Renders a game page at `url` under its route `pattern`, in the portal's providers. */
export function renderGamePage(pattern: string, page: ReactNode, url: string, language = 'en') {
  const client = seededClient({});
  const i18n = createI18n(language, ALL_TEXTS);
  const result = render(
    <Providers queryClient={client} i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={page} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, client };
}

/** The player a vendor session answers with; `overrides` change single fields. */
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
