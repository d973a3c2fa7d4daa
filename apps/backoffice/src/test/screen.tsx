import type { OperatorRole } from '@portal/contracts/operators';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createI18n } from '../i18n.ts';
import { useSession } from '../session/session-store.ts';

/** What the screens' tests share: the operator API faked by its routes, and a screen signed in. */

export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
export type Answer = { value: unknown } | { errorCode: string; status: number; message?: string };

/** The operator API as a table of answers by "METHOD /path"; every call is kept. */
export function fakeOps(routes: Record<string, (call: Call) => Answer>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const call = {
        method: init.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      const answer = route ? route(call) : { errorCode: 'not.found', status: 404 };
      const refused = 'errorCode' in answer;
      return new Response(
        JSON.stringify({
          success: !refused,
          value: refused ? null : answer.value,
          message: refused ? (answer.message ?? 'refused') : null,
          errorCode: refused ? answer.errorCode : null,
        }),
        { status: refused ? answer.status : 200, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
  return {
    calls,
    sent: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export const ok = (value: unknown) => () => ({ value });

/** One page of a numbered list holding these rows. */
export const pageOf = <T,>(content: T[], pageSize = 20) => ({
  content,
  pageNum: 1,
  pageSize,
  totalPages: content.length === 0 ? 0 : 1,
  total: content.length,
});

/** A screen at its address, signed in as an operator with this role (in English): of siam unless `merchant` says (null: every merchant). */
export function renderScreen(
  role: OperatorRole,
  path: string,
  element: ReactNode,
  entry: string,
  operator: { id?: number; username?: string; merchant?: string | null } = {},
) {
  useSession.setState({
    token: 'ops_test',
    operator: {
      id: operator.id ?? 1,
      username: operator.username ?? role,
      role,
      merchant: operator.merchant === undefined ? 'siam' : operator.merchant,
    },
  });
  const router = createMemoryRouter([{ path, element }], { initialEntries: [entry] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={createI18n('en')}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
