import { ENCRYPTED_CONTENT_TYPE, ENCRYPTED_FRESHNESS_WINDOW_MS } from '@portal/contracts/encrypted';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encryptPayload } from '../../../../web/src/api/encrypt-payload.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testKeyRing } from '../../../test/test-key-ring.ts';

// The server as deployed: plain bodies are refused on the encrypted calls.
let t: TestApp;
let key: { kid: string; jwk: JsonWebKey };
beforeAll(async () => {
  t = await createTestApp({ ALLOW_PLAIN_PAYLOADS: 'false' });
  key = (await t.app.inject({ url: '/wps/system/status' })).json().value.info.payloadKey;
});
afterAll(() => t.close());

const countAccounts = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('accounts')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

function send(
  url: string,
  body: unknown,
  contentType = ENCRYPTED_CONTENT_TYPE,
  method: 'POST' | 'PUT' = 'POST',
) {
  return t.app.inject({
    method,
    url,
    headers: { 'content-type': contentType },
    payload: JSON.stringify(body),
  });
}

describe('encrypted payloads (DESIGN.md 5)', () => {
  it('serves the key the server decrypts with in the system status', async () => {
    expect(key.kid).toBe((await testKeyRing()).kid);
    expect(key.jwk).toMatchObject({ kty: 'RSA', e: 'AQAB' });
  });

  it('logs in with a body the portal encrypted', async () => {
    const envelope = await encryptPayload(key.jwk, key.kid, { username: 'demo', password: 'Demo@2026' });
    const res = await send('/wps/session/loginV2', envelope);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.user.account).toBe('demo');
    // An envelope sent as plain JSON is recognised by its shape.
    const again = await encryptPayload(key.jwk, key.kid, { username: 'demo', password: 'Demo@2026' });
    expect((await send('/wps/session/login', again, 'application/json')).statusCode).toBe(200);
  });

  it('refuses a plain body on every encrypted call and changes nothing', async () => {
    const before = await countAccounts();
    const calls: Array<[string, 'POST' | 'PUT', object]> = [
      ['/wps/session/login', 'POST', { username: 'demo', password: 'Demo@2026' }],
      ['/wps/session/loginV2', 'POST', { username: 'demo', password: 'Demo@2026' }],
      [
        '/wps/member/register',
        'PUT',
        {
          username: 'plainuser1',
          password: 'Plain@2026',
          confirmPassword: 'Plain@2026',
          termsAccepted: true,
          ageConfirmed: true,
        },
      ],
      [
        '/wps/member/register/mobile',
        'PUT',
        {
          mobileNum: '0899999999',
          password: 'Plain@2026',
          confirmPassword: 'Plain@2026',
          termsAccepted: true,
          ageConfirmed: true,
        },
      ],
      [
        '/wps/member/password/verification',
        'POST',
        { mobileNum: '0812345678', verificationCode: '123456', newPassword: 'Plain@2026' },
      ],
      [
        '/wps/member/password/reset',
        'POST',
        { token: 'x'.repeat(43), newPassword: 'Plain@2026', confirmNewPassword: 'Plain@2026' },
      ],
    ];
    for (const [url, method, body] of calls) {
      const res = await send(url, body, 'application/json', method);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errorCode, url).toBe('payload.encryption.required');
    }
    expect(await countAccounts()).toBe(before);
  });

  it('refuses a replayed envelope', async () => {
    const envelope = await encryptPayload(key.jwk, key.kid, { username: 'demo', password: 'Demo@2026' });
    expect((await send('/wps/session/loginV2', envelope)).statusCode).toBe(200);
    const replay = await send('/wps/session/loginV2', envelope);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errorCode).toBe('payload.replayed');
  });

  it('refuses a stale, a tampered and a malformed envelope without a 500', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - ENCRYPTED_FRESHNESS_WINDOW_MS - 60_000 });
    const stale = await encryptPayload(key.jwk, key.kid, { username: 'demo', password: 'Demo@2026' });
    vi.useRealTimers();
    const staleRes = await send('/wps/session/loginV2', stale);
    expect(staleRes.statusCode).toBe(400);
    expect(staleRes.json().message).toMatch(/expired/);

    const fresh = await encryptPayload(key.jwk, key.kid, { username: 'demo', password: 'Demo@2026' });
    const flipped = fresh.data.startsWith('A') ? `B${fresh.data.slice(1)}` : `A${fresh.data.slice(1)}`;
    const tampered = await send('/wps/session/loginV2', { ...fresh, data: flipped });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toMatch(/cannot be decrypted/);

    for (const body of [{ v: 1, kid: key.kid }, 'not json at all', { ...fresh, kid: 'otherkey' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/session/loginV2',
        headers: { 'content-type': ENCRYPTED_CONTENT_TYPE },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('validates the opened body against the call schema', async () => {
    const envelope = await encryptPayload(key.jwk, key.kid, {
      username: 'demo',
      password: 'Demo@2026',
      type: 'pigeon',
    });
    const res = await send('/wps/session/loginV2', envelope);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('validation.failed');
  });
});
