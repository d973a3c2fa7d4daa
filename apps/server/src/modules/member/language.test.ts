import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { hashPassword } from '../../platform/password.ts';

// The language-update action (spec section 4, decision 0042): the member's chosen language on its account.
let t: TestApp;
let token: string;
let accountId: number;
beforeAll(async () => {
  t = await createTestApp();
  const siam = await t.database.db
    .selectFrom('merchants')
    .select(['id', 'languages'])
    .where('code', '=', 'siam')
    .executeTakeFirstOrThrow();
  expect(siam.languages).toEqual(expect.arrayContaining(['th', 'en']));
  accountId = await insertTestAccount(t.services.accounts, {
    merchantId: siam.id,
    username: 'linguist1',
    passwordHash: await hashPassword('Lingo@2026'),
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/wps/session/loginV2',
    payload: { username: 'linguist1', password: 'Lingo@2026' },
    remoteAddress: '10.9.0.1',
  });
  token = login.json().value.token;
});
afterAll(() => t.close());

const setLanguage = (language: unknown, auth: string | null = token) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/language',
    headers: auth ? { authorization: auth } : {},
    payload: { language },
  });

const stored = async () =>
  (
    await t.database.db
      .selectFrom('accounts')
      .select('language')
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow()
  ).language;

describe('POST /wps/member/language', () => {
  it('stores the chosen language on the account, null before any choice', async () => {
    expect(await stored()).toBeNull();
    const res = await setLanguage('en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, value: { language: 'en' } });
    expect(await stored()).toBe('en');
    expect((await setLanguage('th')).statusCode).toBe(200);
    expect(await stored()).toBe('th');
  });

  it('refuses a language the merchant does not offer, bad input and a visitor, with stable codes', async () => {
    const notOffered = await setLanguage('zz');
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json()).toMatchObject({ success: false, errorCode: 'language.not.offered' });
    const bad = await setLanguage('EN; drop');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('validation.failed');
    const visitor = await setLanguage('en', null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().errorCode).toBe('not.logged.in');
    expect(await stored()).toBe('th');
  });
});
