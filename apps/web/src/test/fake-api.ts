import { vi } from 'vitest';

/** Answers API calls from a table of path prefixes; anything else is a 404 envelope. */
export function stubApi(table: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const key = Object.keys(table).find((prefix) => path.startsWith(prefix));
    const body =
      key === undefined
        ? { success: false, value: null, message: 'Not found', errorCode: 'not.found' }
        : { success: true, value: table[key], message: null, errorCode: null };
    return new Response(JSON.stringify(body), {
      status: key === undefined ? 404 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

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

/** The query of a page's last GET to a path, as a plain object. */
export function lastQueryTo(api: ReturnType<typeof fakeApi>, path: string): Record<string, string> {
  return Object.fromEntries(api.callsTo('GET', path).at(-1)?.query ?? []);
}
