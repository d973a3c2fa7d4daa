import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantId, newPlayer } from '../../test/money-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { house, type Posting, walletOf } from '../modules/wallet/ledger.service.ts';

const TOKEN = 'metrics-test-token-5c1e8a';

let t: TestApp;
let guarded: TestApp;
beforeAll(async () => {
  // The load balancer on this machine: its X-Forwarded-For names the caller.
  t = await createTestApp({ TRUSTED_PROXY: '127.0.0.1' });
  guarded = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await t?.close();
  await guarded?.close();
});

/** The value of one series in a scrape, by its name and exact labels; undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .sort();
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '')
      .split(/,(?=[a-z_]+=")/)
      .filter(Boolean)
      .sort();
    if (have.join(',') === wanted.join(',')) return Number(match[3]);
  }
  return undefined;
}

const scrape = async (app: TestApp = t, headers: Record<string, string> = {}) => {
  const res = await app.app.inject({ method: 'GET', url: '/metrics', headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
};

describe('GET /metrics', () => {
  it('counts requests by route pattern, ledger postings by type, job runs by job, with process metrics', async () => {
    const siam = await merchantId(t);
    for (let i = 0; i < 3; i++) await t.app.inject({ url: '/wps/system/status' });
    // A route with an id in its path, without a session: counted under its pattern as a 4xx.
    await t.app.inject({ url: '/lgw/orders/detail/918273/info' });
    // No route at all (the portal's GET /* takes unknown GETs): counted as unmatched.
    await t.app.inject({ method: 'POST', url: '/wps/no/such/call' });

    const p = await newPlayer(t, { balance: 1_000 });
    const bet = (amount: number, key: string): Posting => ({
      merchantId: siam,
      type: 'bet',
      reference: 'R-METRICS',
      source: 'vendor:TEST',
      idempotencyKey: key,
      lines: [
        { account: walletOf(p.id), amount: -amount },
        { account: house('vendor_settlement'), amount },
      ],
    });
    await t.services.ledger.post(bet(400, `metrics-${p.id}`));
    await t.services.ledger.post(bet(400, `metrics-${p.id}`));
    await expect(t.services.ledger.post(bet(5_000, `metrics-big-${p.id}`))).rejects.toMatchObject({
      code: 'wallet.insufficient.funds',
    });

    // Due before every schedule's current period: the round claims these first (in run_at order).
    const due = new Date('2000-01-01T00:00:00Z');
    await t.services.jobs.define({ name: 'metrics-test.ok', run: async () => {} }).defer({
      key: 'once',
      runAt: due,
      payload: null,
    });
    await t.services.jobs
      .define({
        name: 'metrics-test.broken',
        attempts: 1,
        run: async () => {
          throw new Error('broken on purpose');
        },
      })
      .defer({ key: 'once', runAt: due, payload: null });
    const runs = await t.services.jobs.tick(new Date());
    expect(runs.filter((r) => r.job.startsWith('metrics-test.')).map((r) => [r.job, r.outcome])).toEqual(
      expect.arrayContaining([
        ['metrics-test.ok', 'succeeded'],
        ['metrics-test.broken', 'failed'],
      ]),
    );

    const text = await scrape();
    const http = (method: string, route: string, status: string) =>
      sample(text, 'portal_http_requests_total', { method, route, status_class: status });
    expect(http('GET', '/wps/system/status', '2xx')).toBe(3);
    expect(
      sample(text, 'portal_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/wps/system/status',
        status_class: '2xx',
      }),
    ).toBe(3);
    expect(http('GET', '/lgw/orders/detail/:id/info', '4xx')).toBe(1);
    expect(text).not.toContain('918273');
    expect(text).not.toContain('/wps/no/such/call');
    expect(http('POST', 'unmatched', '4xx')).toBe(1);
    // the registration's answers are counted too (the login of newPlayer)
    expect(http('POST', '/wps/session/loginV2', '2xx')).toBeGreaterThanOrEqual(1);

    expect(sample(text, 'portal_ledger_postings_total', { type: 'bet', outcome: 'posted' })).toBe(1);
    expect(sample(text, 'portal_ledger_postings_total', { type: 'bet', outcome: 'unchanged' })).toBe(1);
    expect(sample(text, 'portal_ledger_postings_total', { type: 'adjustment', outcome: 'posted' })).toBe(1);
    expect(
      sample(text, 'portal_ledger_posting_failures_total', { type: 'bet', reason: 'insufficient_funds' }),
    ).toBe(1);

    expect(sample(text, 'portal_job_runs_total', { job: 'metrics-test.ok', outcome: 'succeeded' })).toBe(1);
    expect(sample(text, 'portal_job_runs_total', { job: 'metrics-test.broken', outcome: 'failed' })).toBe(1);
    expect(sample(text, 'portal_job_run_duration_seconds_count', { job: 'metrics-test.ok' })).toBe(1);

    expect(sample(text, 'portal_realtime_sockets')).toBe(0);
    // the process's own metrics (its CPU counts only since the last scrape, so it can read 0)
    expect(sample(text, 'process_start_time_seconds')).toBeGreaterThan(1_700_000_000);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    // The pool's gauges on PostgreSQL; PGlite is one connection in process and has none.
    if (t.database.kind === 'postgres') {
      expect(sample(text, 'portal_db_pool_max_connections')).toBe(10);
      expect(sample(text, 'portal_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'portal_db_pool_waiting_clients')).toBe(0);
    } else expect(text).not.toContain('portal_db_pool_');
  });

  it('keeps each app’s counts apart: another app in the process has its own', async () => {
    const text = await scrape(guarded, { authorization: `Bearer ${TOKEN}` });
    const status = { method: 'GET', route: '/wps/system/status', status_class: '2xx' };
    expect(sample(text, 'portal_http_requests_total', status)).toBeUndefined();
    expect(sample(text, 'portal_ledger_postings_total', { type: 'bet', outcome: 'posted' })).toBeUndefined();
  });

  it('answers a caller behind the trusted proxy with not.found, as for any unknown address', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      value: null,
      message: 'Not found',
      errorCode: 'not.found',
    });
  });

  it('answers a caller from another address with not.found', async () => {
    const res = await t.app.inject({ url: '/metrics', remoteAddress: '198.51.100.20' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('not.found');
  });

  it('with METRICS_TOKEN, asks every caller for it, loopback too', async () => {
    const bare = await guarded.app.inject({ url: '/metrics' });
    expect(bare.statusCode).toBe(404);
    expect(bare.json().errorCode).toBe('not.found');
    for (const authorization of [`Bearer ${TOKEN}x`, TOKEN, 'Bearer ', `Basic ${TOKEN}`]) {
      const res = await guarded.app.inject({ url: '/metrics', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(404);
    }
    const res = await guarded.app.inject({
      url: '/metrics',
      remoteAddress: '198.51.100.20',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(sample(res.body, 'portal_realtime_sockets')).toBe(0);
  });

  it('is left out of the API documentation', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
    expect(Object.keys(doc.paths)).not.toContain('/healthz');
  });
});
