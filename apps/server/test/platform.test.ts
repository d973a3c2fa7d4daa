import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { testKeyRing } from './test-key-ring.ts';

let t: TestApp;
let dist: string;
let backoffice: string;
beforeAll(async () => {
  backoffice = mkdtempSync(path.join(tmpdir(), 'backoffice-dist-'));
  mkdirSync(path.join(backoffice, 'assets'));
  writeFileSync(
    path.join(backoffice, 'index.html'),
    '<!doctype html><title>Back office</title><div id="bo"></div>',
  );
  writeFileSync(path.join(backoffice, 'assets', 'bo-def456.js'), 'console.log(2)');
  writeFileSync(path.join(backoffice, 'favicon.svg'), '<svg/>');
  dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
  t = await createTestApp({ WEB_DIST: dist, BACKOFFICE_DIST: backoffice });
});
afterAll(() => t.close());

describe('portal serving', () => {
  it('serves the single-page app with each merchant’s brand in the head', async () => {
    const siam = await t.app.inject({ url: '/', headers: { host: 'localhost' } });
    expect(siam.statusCode).toBe(200);
    expect(siam.headers['content-type']).toContain('text/html');
    expect(siam.body).toContain('<title>Siam Royal</title>');
    expect(siam.body).toContain('data-theme="dark"');
    expect(siam.body).toContain('lang="th"');
    const lucky = await t.app.inject({ url: '/rng?x=1', headers: { host: 'lucky.localhost' } });
    expect(lucky.body).toContain('<title>Lucky Star</title>');
    expect(lucky.body).toContain('data-theme="light"');
  });

  it('renders a renamed and recoloured merchant at the next request, with a stylesheet address of its colours', async () => {
    const before = await t.app.inject({ url: '/', headers: { host: 'lucky.localhost' } });
    const sheet = (body: string) => /href="(\/assets\/brand\.css\?v=[0-9a-f]{10})"/.exec(body)?.[1];
    expect(sheet(before.body)).toBeDefined();
    const lucky = await t.database.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'lucky')
      .executeTakeFirstOrThrow();
    try {
      await t.services.merchantSetup.update(lucky.id, {
        name: 'Lucky Star Club',
        brand: { primaryColor: '#2255aa' },
      });
      const after = await t.app.inject({ url: '/', headers: { host: 'lucky.localhost' } });
      expect(after.body).toContain('<title>Lucky Star Club</title>');
      expect(sheet(after.body)).not.toBe(sheet(before.body));
      const css = await t.app.inject({
        url: sheet(after.body) as string,
        headers: { host: 'lucky.localhost' },
      });
      expect(css.body).toContain('--brand-primary:#2255aa');
    } finally {
      await t.services.merchantSetup.update(lucky.id, {
        name: 'Lucky Star',
        brand: { primaryColor: '#0f9d7a' },
      });
    }
  });

  it('serves every portal route, including deep links, as the app', async () => {
    for (const url of [
      '/index',
      '/index.html',
      '/home',
      '/hot',
      '/live',
      '/help',
      '/promotions',
      '/join',
      '/down',
      '/crash',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('id="root"');
    }
  });

  it('serves the brand stylesheet per merchant', async () => {
    const res = await t.app.inject({ url: '/assets/brand.css', headers: { merchant: 'lucky' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/css');
    expect(res.body).toMatch(/--brand-primary:#[0-9a-f]+/i);
  });

  it('serves hashed assets with immutable caching, and root files', async () => {
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('User-agent');
  });

  it('answers unknown API paths with the envelope, not the app', async () => {
    for (const url of ['/wps/nothing/here', '/ops/v1/nothing']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        value: null,
        message: 'Not found',
        errorCode: 'not.found',
      });
    }
  });

  it('serves the back office under /bo/, apart from the portal, on every merchant host', async () => {
    for (const [url, host] of [
      ['/bo/', 'localhost'],
      ['/bo/deposits?status=PENDING', 'localhost'],
      ['/bo/players/12', 'lucky.localhost'],
    ] as const) {
      const res = await t.app.inject({ url, headers: { host } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('id="bo"');
      expect(res.body, url).not.toContain('id="root"');
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
    const bare = await t.app.inject({ url: '/bo' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/bo/');
    const asset = await t.app.inject({ url: '/bo/assets/bo-def456.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ url: '/bo/favicon.svg' })).body).toBe('<svg/>');
  });

  it('sets a content security policy and a request id', async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('serves the app even in maintenance, so the portal can show the maintenance page', async () => {
    await t.services.system.setMaintenance('siam', true);
    try {
      expect((await t.app.inject({ url: '/' })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/wps/system/status' })).json().value.mode).toBe(1);
      expect((await t.app.inject({ url: '/wps/help' })).statusCode).toBe(503);
    } finally {
      await t.services.system.setMaintenance('siam', false);
    }
  });

  it('publishes the OpenAPI document with every API route', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/wps/system/status', '/wps/relay/GCSGAME_gameList', '/wps/announcement']),
    );
  });
});

describe('errors', () => {
  it('hides the inside of an unexpected failure and logs the request id without a stack', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { buildApp } = await import('../src/app.ts');
    const { loadConfig } = await import('../src/config.ts');
    const { app } = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', WEB_DIST: '/nonexistent' }),
      database: t.database,
      logStream: stream,
    });
    app.get('/wps/boom', { config: { auth: 'none' } }, async () => {
      throw new Error('database password is hunter2 at /srv/app.ts:12');
    });
    const res = await app.inject({ url: '/wps/boom', headers: { 'x-request-id': 'req-12345678' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      value: null,
      message: 'Unknown error',
      errorCode: 'unknown.error',
    });
    expect(res.body).not.toContain('hunter2');
    const log = lines.join('');
    expect(log).toContain('req-12345678');
    expect(log).not.toMatch(/"stack"/);
    await app.close();
  });

  it('refuses a session route without a token with not.logged.in', async () => {
    const { buildApp } = await import('../src/app.ts');
    const { loadConfig } = await import('../src/config.ts');
    const { app } = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }),
      database: t.database,
      keyRing: await testKeyRing(),
      resolveSession: async (token) =>
        token === 'good' ? { sessionId: 1, accountId: 7, accountType: 0, mustChangePassword: false } : null,
    });
    app.get('/wps/private', { config: { auth: 'session' } }, async (req) => ({
      success: true,
      value: req.session,
      message: null,
      errorCode: null,
    }));
    expect((await app.inject({ url: '/wps/private' })).json().errorCode).toBe('not.logged.in');
    expect((await app.inject({ url: '/wps/private', headers: { authorization: 'bad' } })).statusCode).toBe(
      401,
    );
    expect(
      (await app.inject({ url: '/wps/private', headers: { authorization: 'good' } })).json().value,
    ).toEqual({ sessionId: 1, accountId: 7, accountType: 0, mustChangePassword: false });
    await app.close();
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight before closing', async () => {
    const { buildApp } = await import('../src/app.ts');
    const { loadConfig } = await import('../src/config.ts');
    const { app } = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }),
      database: t.database,
    });
    let started: () => void = () => {};
    const arrived = new Promise<void>((resolve) => {
      started = resolve;
    });
    app.get('/wps/slow', { config: { auth: 'none' } }, async () => {
      started();
      await new Promise((r) => setTimeout(r, 300));
      return { success: true, value: 'done', message: null, errorCode: null };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const inFlight = fetch(`http://127.0.0.1:${port}/wps/slow`).then((r) => r.json());
    // Closed once the request is in the handler (a fixed wait lost the race on a loaded machine).
    await arrived;
    const closed = app.close();
    expect(await inFlight).toMatchObject({ value: 'done' });
    await closed;
    await expect(fetch(`http://127.0.0.1:${port}/wps/slow`)).rejects.toThrow();
  });
});

describe('compressed public reads', () => {
  it('sends a cached read brotli- or gzip-compressed when the client accepts it, and the same JSON', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const url = '/wps/relay/GCSGAME_newGameVendor';
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });
});

describe('content security policy of API answers', () => {
  it('lets an API answer load nothing', async () => {
    const res = await t.app.inject({ url: '/wps/system/countryCode' });
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; ?frame-ancestors 'none'$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });

  it('gives the portal’s pages helmet’s full set of headers', async () => {
    const res = await t.app.inject({ url: '/' });
    for (const name of [
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'strict-transport-security',
      'cross-origin-opener-policy',
    ]) {
      expect(res.headers[name], name).toBeDefined();
    }
  });
});
