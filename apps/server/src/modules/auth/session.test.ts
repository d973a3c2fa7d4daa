import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testKeyRing } from '../../../test/test-key-ring.ts';
import { createSessionService, hashToken } from './session.service.ts';

let t: TestApp;
let siam: number;
let lucky: number;
let somchai: number;
let other: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const merchant = (code: string) =>
    db.selectFrom('merchants').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  siam = (await merchant('siam')).id;
  lucky = (await merchant('lucky')).id;
  // Accounts arrive with registration; until then the tests make them directly.
  const account = (merchantId: number, username: string) =>
    db
      .insertInto('accounts')
      .values({ merchant_id: merchantId, username, username_key: username.toLowerCase(), password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
  somchai = (await account(siam, 'Somchai')).id;
  other = (await account(siam, 'other')).id;
});
afterAll(() => t.close());

function clock(start = Date.parse('2026-11-23T08:00:00Z')) {
  let at = start;
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

describe('sessions', () => {
  it('hands out an opaque token once and stores only its hash', async () => {
    const sessions = createSessionService(t.database.db);
    const { token } = await sessions.start({
      merchantId: siam,
      accountId: somchai,
      ip: '1.2.3.4',
      userAgent: 'ua',
      remember: false,
    });
    expect(token).toMatch(/^[\w-]{43}$/);
    const stored = await t.database.db
      .selectFrom('sessions')
      .select('token_hash')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(hashToken(token));
    expect(stored.token_hash).not.toContain(token);
    expect(await sessions.resolve(token, siam)).toMatchObject({ accountId: somchai });
  });

  it('gives a new token for every login', async () => {
    const sessions = createSessionService(t.database.db);
    const input = { merchantId: siam, accountId: somchai, ip: '1.2.3.4', userAgent: null, remember: false };
    const a = await sessions.start(input);
    const b = await sessions.start(input);
    expect(a.token).not.toBe(b.token);
  });

  it('knows a token only on its own merchant', async () => {
    const sessions = createSessionService(t.database.db);
    const { token } = await sessions.start({
      merchantId: siam,
      accountId: somchai,
      ip: '1.2.3.4',
      userAgent: null,
      remember: false,
    });
    expect(await sessions.resolve(token, siam)).not.toBeNull();
    expect(await sessions.resolve(token, lucky)).toBeNull();
  });

  it('refuses unknown and malformed tokens', async () => {
    const sessions = createSessionService(t.database.db);
    expect(await sessions.resolve('a'.repeat(43), siam)).toBeNull();
    expect(await sessions.resolve('short', siam)).toBeNull();
    expect(await sessions.resolve('x'.repeat(5000), siam)).toBeNull();
  });

  it('ends at logout, even while the lookup is cached', async () => {
    const sessions = createSessionService(t.database.db);
    const { token } = await sessions.start({
      merchantId: siam,
      accountId: somchai,
      ip: '1.2.3.4',
      userAgent: null,
      remember: false,
    });
    expect(await sessions.resolve(token, siam)).not.toBeNull();
    expect(await sessions.revoke(token)).toBe(true);
    expect(await sessions.resolve(token, siam)).toBeNull();
    expect(await sessions.revoke(token)).toBe(false);
  });

  it('expires after the idle limit unless remembered, and at the absolute limit', async () => {
    const c = clock();
    const policy = { idleMs: 60 * 60_000, absoluteMs: 6 * 60 * 60_000, rememberMs: 24 * 60 * 60_000 };
    const sessions = createSessionService(t.database.db, { policy, now: c.now });
    const idle = await sessions.start({
      merchantId: siam,
      accountId: somchai,
      ip: 'a',
      userAgent: null,
      remember: false,
    });
    const kept = await sessions.start({
      merchantId: siam,
      accountId: somchai,
      ip: 'a',
      userAgent: null,
      remember: true,
    });
    c.advance(61 * 60_000);
    const fresh = createSessionService(t.database.db, { policy, now: c.now });
    expect(await fresh.resolve(idle.token, siam)).toBeNull();
    expect(await fresh.resolve(kept.token, siam)).not.toBeNull();
    c.advance(24 * 60 * 60_000);
    const later = createSessionService(t.database.db, { policy, now: c.now });
    expect(await later.resolve(kept.token, siam)).toBeNull();
  });

  it('keeps an active session alive by recording use at most once a minute', async () => {
    const c = clock();
    const policy = { idleMs: 5 * 60_000, absoluteMs: 60 * 60_000, rememberMs: 60 * 60_000 };
    const sessions = createSessionService(t.database.db, { policy, now: c.now });
    const { token, sessionId } = await sessions.start({
      merchantId: siam,
      accountId: somchai,
      ip: 'a',
      userAgent: null,
      remember: false,
    });
    for (let i = 0; i < 4; i++) {
      c.advance(4 * 60_000);
      const node = createSessionService(t.database.db, { policy, now: c.now });
      expect(await node.resolve(token, siam), `after ${(i + 1) * 4} minutes`).not.toBeNull();
    }
    const row = await t.database.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(new Date(row.last_seen_at).getTime()).toBe(c.now().getTime());
  });

  it('lists an account’s live sessions and lets it end one, never another account’s', async () => {
    const sessions = createSessionService(t.database.db);
    const mine = await sessions.start({
      merchantId: siam,
      accountId: other,
      ip: '9.9.9.9',
      userAgent: 'phone',
      remember: false,
    });
    const list = await sessions.list(other);
    expect(list.map((s) => s.id)).toContain(mine.sessionId);
    expect(await sessions.revokeSession(somchai, mine.sessionId)).toBe(false);
    expect(await sessions.resolve(mine.token, siam)).not.toBeNull();
    expect(await sessions.revokeSession(other, mine.sessionId)).toBe(true);
    expect(await sessions.resolve(mine.token, siam)).toBeNull();
    expect((await sessions.list(other)).map((s) => s.id)).not.toContain(mine.sessionId);
  });

  it('opens session routes to a live token and closes them after logout', async () => {
    const { buildApp } = await import('../../app.ts');
    const { loadConfig } = await import('../../config.ts');
    const { app, services } = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }),
      database: t.database,
      keyRing: await testKeyRing(),
    });
    app.get('/wps/test/whoami', { config: { auth: 'session' } }, async (req) => ({
      success: true,
      value: req.session,
      message: null,
      errorCode: null,
    }));
    const { token } = await services.sessions.start({
      merchantId: siam,
      accountId: somchai,
      ip: 'a',
      userAgent: null,
      remember: false,
    });
    const ok = await app.inject({ url: '/wps/test/whoami', headers: { authorization: token } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value).toMatchObject({ accountId: somchai });
    const elsewhere = await app.inject({
      url: '/wps/test/whoami',
      headers: { authorization: token, merchant: 'lucky' },
    });
    expect(elsewhere.statusCode).toBe(401);
    await services.sessions.revoke(token);
    const after = await app.inject({ url: '/wps/test/whoami', headers: { authorization: token } });
    expect(after.statusCode).toBe(401);
    expect(after.json().errorCode).toBe('not.logged.in');
    await app.close();
  });
});
