import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './client.ts';

type Sent = { url: string; init: RequestInit; headers: Headers };

/** Answers every call with `reply` and records what was sent. */
function serve(reply: () => Response | Promise<Response>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({ url, init, headers: new Headers(init.headers) });
      return reply();
    }),
  );
  return sent;
}

const envelope = (body: object, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (value: unknown) => envelope({ success: true, value, message: null, errorCode: null });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the API client core', () => {
  it('calls the app’s base path with its query, headers and Authorization, and unwraps the value', async () => {
    const sent = serve(() => ok({ total: 3 }));
    let token: string | null = 'operator-token';
    const api = createApiClient({
      basePath: '/ops/v1',
      authorization: () => token,
      headers: () => ({ 'Accept-Language': 'th' }),
    });

    await expect(api.get('/deposits', { page: 2, status: undefined, q: 'a b' })).resolves.toEqual({
      total: 3,
    });
    expect(sent[0]?.url).toBe('/ops/v1/deposits?page=2&q=a+b');
    expect(sent[0]?.init.method).toBe('GET');
    expect(sent[0]?.init.credentials).toBe('same-origin');
    expect(sent[0]?.headers.get('Accept')).toBe('application/json');
    expect(sent[0]?.headers.get('Accept-Language')).toBe('th');
    expect(sent[0]?.headers.get('Authorization')).toBe('operator-token');
    expect(sent[0]?.init.body).toBeUndefined();

    token = null;
    await api.get('/deposits');
    expect(sent[1]?.headers.has('Authorization')).toBe(false);
  });

  it('sends JSON bodies with their content type and FormData as the browser builds it', async () => {
    const sent = serve(() => ok(true));
    const api = createApiClient();

    await api.request('/wps/x', { method: 'POST', body: { amount: 100 } });
    expect(sent[0]?.init.body).toBe('{"amount":100}');
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/json');

    await api.request('/wps/x', { method: 'PUT', body: { v: 1 }, contentType: 'application/x-test' });
    expect(sent[1]?.headers.get('Content-Type')).toBe('application/x-test');

    const form = new FormData();
    form.append('file', new Blob(['x']), 'proof.png');
    await api.request('/wps/upload', { method: 'POST', body: form });
    expect(sent[2]?.init.body).toBe(form);
    expect(sent[2]?.headers.has('Content-Type')).toBe(false);
  });

  it('throws a refusal’s catalogue code, status, message and details', async () => {
    serve(() =>
      envelope(
        {
          success: false,
          value: { captchaRequired: true },
          message: 'Wrong password',
          errorCode: 'login.invalid',
        },
        400,
      ),
    );
    const error = await createApiClient()
      .request('/wps/session/loginV2', { method: 'POST', body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'login.invalid',
      status: 400,
      message: 'Wrong password',
      value: { captchaRequired: true },
    });
  });

  it('names answers that are not envelopes and lost connections with stable codes', async () => {
    const api = createApiClient();
    const codeOf = (call: Promise<unknown>) => call.catch((e: ApiError) => [e.code, e.status]);
    const upload = () => new FormData();

    serve(() => new Response('<html>Too large</html>', { status: 413 }));
    await expect(codeOf(api.request('/u', { method: 'POST', body: upload() }))).resolves.toEqual([
      'upload.too.large',
      413,
    ]);
    serve(() => new Response('', { status: 415 }));
    await expect(codeOf(api.request('/u', { method: 'POST', body: upload() }))).resolves.toEqual([
      'upload.type',
      415,
    ]);
    serve(() => new Response('Bad gateway', { status: 502 }));
    await expect(codeOf(api.get('/x'))).resolves.toEqual(['service.unavailable', 502]);
    serve(() => new Response('{"unexpected":true}', { status: 200 }));
    await expect(codeOf(api.get('/x'))).resolves.toEqual(['unknown.error', 200]);
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(codeOf(api.get('/x'))).resolves.toEqual(['client.network.abnormal', 0]);
  });
});
