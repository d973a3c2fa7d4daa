import { vi } from 'vitest';

/** A call the page made, as the fake server saw it. */
export type Call = {
  method: string;
  path: string;
  url: URL;
  query: URLSearchParams;
  /** The parsed JSON body, or null. */
  body: Record<string, unknown> | null;
  /** The multipart body, or null. */
  form: FormData | null;
  headers: Headers;
};

/**
 * What a route answers: a value (`ok`), a refusal with its catalogue code and HTTP status (`fail`; details
 * in `value`), a lost connection (`network`), or a function of the call giving one of these.
 */
export type Reply = { value?: unknown; errorCode?: string; status?: number } | 'network';
export type Answer = Reply | ((call: Call) => Answer | Promise<Answer>);
/** A route's answer, or a list answered in turn (the last one again once the list is used up). */
export type Route = Answer | Answer[];
/** Routes by "METHOD /path" or by "/path" for any method; the query is not part of the key. */
export type Routes = Record<string, Route>;

export const ok = (value: unknown): Reply => ({ value });
export const fail = (errorCode: string, status = 400, value?: unknown): Reply => ({
  errorCode,
  status,
  value,
});
export const network: Reply = 'network';

/** Every path of `values` answers its value: a table of plain answers. */
export function okRoutes(values: Record<string, unknown>): Routes {
  return Object.fromEntries(Object.entries(values).map(([route, value]) => [route, ok(value)]));
}

/**
 * Fakes the platform (and the embedded vendors) at the fetch level: every call is recorded and answered
 * from `routes` in the response envelope. Unknown routes answer 404 not.found. A feature's tests extend a
 * shared table by spreading it: `fakeApi({ ...paymentRoutes(), 'POST /wps/x': fail('x.y') })`.
 */
export function fakeApi(routes: Routes) {
  const calls: Call[] = [];
  const served = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname,
      url,
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
      form: init.body instanceof FormData ? init.body : null,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const key = [`${call.method} ${call.path}`, call.path].find((candidate) => candidate in routes);
    const route = key === undefined ? undefined : routes[key];
    let answer: Answer | undefined;
    if (Array.isArray(route)) {
      const index = served.get(key as string) ?? 0;
      served.set(key as string, index + 1);
      answer = route[Math.min(index, route.length - 1)];
    } else {
      answer = route;
    }
    while (typeof answer === 'function') answer = await answer(call);
    const reply: Reply = answer ?? { status: 404, errorCode: 'not.found' };
    if (reply === 'network') throw new TypeError('Failed to fetch');
    const failed = Boolean(reply.errorCode);
    const envelope = failed
      ? { success: false, value: reply.value ?? null, message: reply.errorCode, errorCode: reply.errorCode }
      : { success: true, value: reply.value ?? null, message: null, errorCode: null };
    return new Response(JSON.stringify(envelope), {
      status: reply.status ?? (failed ? 400 : 200),
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return {
    calls,
    callsTo,
    /** The calls to "METHOD /path". */
    to: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
    /** The URLs asked for one path, any method. */
    urls: (path: string) => calls.filter((call) => call.path === path).map((call) => call.url),
    fetchMock,
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;

/** The query of a page's last GET to a path, as a plain object. */
export function lastQueryTo(api: FakeApi, path: string): Record<string, string> {
  return Object.fromEntries(api.callsTo('GET', path).at(-1)?.query ?? []);
}
