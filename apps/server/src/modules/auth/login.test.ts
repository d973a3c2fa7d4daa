import type { FeatureNode } from '@portal/contracts/system';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestAccount } from '../../../test/test-accounts.ts';
import { type Caller, createTestApp, injectAs, type TestApp } from '../../../test/test-app.ts';
import { hashPassword } from '../../platform/password.ts';

// Every captcha picture shows the same code, so the tests know the answer.
const CAPTCHA_ANSWER = 'ACD47';
const SAME_CAPTCHA = { CAPTCHA_TEST_ANSWER: CAPTCHA_ANSWER };

const DEMO = { username: 'demo', password: 'Demo@2026' };
const DEMO_PHONE = { mobileNum: '0812345678', countryDialingCode: '+66' };
const DEMO_INTERNATIONAL = '+66812345678';

let lastIp = 0;
/** A new caller address, so that per-address limits and failure counts of one test stay in it. */
const freshIp = () => {
  lastIp++;
  return `198.51.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
};

type Call = Omit<Caller, 'headers'>;

const call = (t: TestApp, method: InjectOptions['method'], url: string, body?: unknown, c: Call = {}) =>
  injectAs(t, method, url, body, c, '192.0.2.10');

const login = (t: TestApp, body: Record<string, unknown>, c: Call = {}) =>
  call(t, 'POST', '/wps/session/loginV2', body, c);

function refusedWith(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.success).toBe(false);
  expect(body.errorCode).toBe(code);
  return body;
}

function loggedIn(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.success).toBe(true);
  return body.value as {
    token: string;
    firstTimeLogin: boolean;
    passwordExpired: boolean;
    user: Record<string, unknown>;
  };
}

/** The 6-digit code of the newest SMS to a number. */
async function latestCode(t: TestApp, recipient: string): Promise<string> {
  await t.services.events.settled(); // the SMS of a code for login goes after the answer
  const [message] = await t.services.outbox.latest(10, recipient);
  expect(message?.channel).toBe('sms');
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code as string;
}

/** An account of its own for a test, so failure counts and changes do not leak into others. */
async function insertAccount(t: TestApp, username: string, password: string, type = 0): Promise<number> {
  const siam = await t.database.db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', 'siam')
    .executeTakeFirstOrThrow();
  return insertTestAccount(t.services.accounts, {
    merchantId: siam.id,
    username,
    passwordHash: await hashPassword(password),
    type,
  });
}

async function setFeature(t: TestApp, merchant: string, modId: string, enabled: boolean) {
  const row = await t.database.db
    .selectFrom('merchants')
    .select(['id', 'features'])
    .where('code', '=', merchant)
    .executeTakeFirstOrThrow();
  const walk = (nodes: FeatureNode[]): FeatureNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.modId === modId ? (enabled ? '1' : '0') : node.enabled,
      childrenNodes: walk(node.childrenNodes),
    }));
  await t.database.db
    .updateTable('merchants')
    .set({ features: JSON.stringify(walk(row.features as FeatureNode[])) })
    .where('id', '=', row.id)
    .execute();
  t.services.system.invalidate();
}

describe('login by username and password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(SAME_CAPTCHA);
  });
  afterAll(() => t.close());

  it('logs demo in with a token and the member, first time once', async () => {
    const ip = freshIp();
    const first = loggedIn(await call(t, 'POST', '/wps/session/login', DEMO, { ip }));
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(first.firstTimeLogin).toBe(true);
    expect(first.passwordExpired).toBe(false);
    expect(first.user).toMatchObject({
      account: 'demo',
      type: 0,
      isAgent: false,
      isTrial: false,
      firstTimeLogin: true,
      mustChangePassword: false,
      parentAccount: 'agent01',
      lastLoginIp: ip,
    });

    const second = loggedIn(await login(t, { ...DEMO, type: 'username' }, { ip }));
    expect(second.firstTimeLogin).toBe(false);
    expect(second.user.firstTimeLogin).toBe(false);
    expect(second.token).not.toBe(first.token);

    // Both tokens are live sessions of demo.
    for (const token of [first.token, second.token]) {
      const info = await call(t, 'GET', '/wps/member/info', undefined, { token });
      expect(info.statusCode).toBe(200);
      expect(info.json().value.account).toBe('demo');
    }
  });

  it('finds the account whatever the case and spaces of the username', async () => {
    const res = await login(t, { username: '  DEMO ', password: DEMO.password }, { ip: freshIp() });
    expect(loggedIn(res).user.account).toBe('demo');
  });

  it('answers in_incorrect_password for an empty or blank username or password', async () => {
    const ip = freshIp();
    for (const body of [
      {},
      { password: DEMO.password },
      { username: '', password: DEMO.password },
      { username: '   ', password: DEMO.password },
      { username: 'demo' },
      { username: 'demo', password: '' },
      { username: 'demo', password: '   ' },
    ]) {
      const res = await login(t, body, { ip });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toEqual({
        success: false,
        value: null,
        message: 'Please enter the username and password',
        errorCode: 'in_incorrect_password',
      });
    }
  });

  it('refuses a wrong password and an unknown user with the same envelope', async () => {
    const wrongPassword = await login(t, { username: 'agent01', password: 'Nope@2026' }, { ip: freshIp() });
    const unknownUser = await login(t, { username: 'nobody-here', password: 'Nope@2026' }, { ip: freshIp() });
    for (const res of [wrongPassword, unknownUser]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        value: { captchaRequired: false },
        message: 'Invalid username or password',
        errorCode: 'login.invalid',
      });
    }
    expect(wrongPassword.body).toBe(unknownUser.body);
  });

  it('refuses unknown body fields and wrong login types as invalid requests', async () => {
    const ip = freshIp();
    refusedWith(await login(t, { ...DEMO, type: 'oauth' }, { ip }), 400, 'validation.failed');
    refusedWith(await login(t, { ...DEMO, agent: 'yes' }, { ip }), 400, 'validation.failed');
  });

  it('answers function.not.enabled to a firebase login', async () => {
    const res = await login(t, { type: 'firebase', firebaseIdToken: 'x'.repeat(40) }, { ip: freshIp() });
    refusedWith(res, 403, 'function.not.enabled');
  });

  it('refuses the 31st login attempt in a minute from one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      refusedWith(await login(t, { username: '', password: 'x' }, { ip }), 400, 'in_incorrect_password');
    }
    refusedWith(await login(t, DEMO, { ip }), 429, 'too.many.requests');
    // Another address is not affected.
    loggedIn(await login(t, DEMO, { ip: freshIp() }));
  });
});

describe('the captcha after failed logins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(SAME_CAPTCHA);
  });
  afterAll(() => t.close());

  async function captchaCookie(ip: string, cookies?: Record<string, string>) {
    const res = await call(t, 'GET', '/wps/captcha', undefined, { ip, cookies });
    expect(res.statusCode).toBe(200);
    const svg = Buffer.from(res.json().value as string, 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    const cookie = res.cookies.find((c) => c.name === 'captcha_key');
    return cookie?.value ?? cookies?.captcha_key;
  }

  it('caps an hour’s failures of a name alike whether an account has it or not', async () => {
    // 100 failures of each name this hour (counted as the service counts them), then one more try each.
    const merchant = await t.services.system.merchantByCode('siam');
    if (!merchant) throw new Error('no siam');
    const names = ['agent02', 'nobody-capped'];
    for (const name of names) {
      for (let n = 0; n < 100; n++) {
        await t.services.limiter.hit(`login:fail:acct:${merchant.id}:${name}`, {
          limit: Number.MAX_SAFE_INTEGER,
          windowMs: 3_600_000,
        });
      }
    }
    // Past 3 failures a name needs the captcha, answered here, so the try reaches the cap.
    const tryOnce = async (username: string) => {
      const ip = freshIp();
      const cookies = { captcha_key: (await captchaCookie(ip)) as string };
      return login(t, { username, password: 'Nope@2026', captcha: CAPTCHA_ANSWER }, { ip, cookies });
    };
    const known = await tryOnce(names[0] as string);
    const unknown = await tryOnce(names[1] as string);
    refusedWith(known, 429, 'too.many.requests');
    refusedWith(unknown, 429, 'too.many.requests');
    expect(known.body).toBe(unknown.body);
  });

  it('asks for the captcha after 3 failures of an account, checks it once, then admits the right answer', async () => {
    const username = 'captcha-player';
    const password = 'Captcha@2026';
    await insertAccount(t, username, password);
    const ip = freshIp();

    const flags: boolean[] = [];
    for (let i = 0; i < 3; i++) {
      const body = refusedWith(
        await login(t, { username, password: 'Wrong@2026' }, { ip }),
        401,
        'login.invalid',
      );
      flags.push(body.value.captchaRequired);
    }
    expect(flags).toEqual([false, false, true]);

    // The right password without a captcha is not enough now, from any address.
    for (const from of [ip, freshIp()]) {
      const body = refusedWith(await login(t, { username, password }, { ip: from }), 400, 'captcha.required');
      expect(body.value).toEqual({ captchaRequired: true });
    }

    const key = await captchaCookie(ip);
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    const cookies = { captcha_key: key as string };
    const wrong = await login(t, { username, password, captcha: 'WRONG' }, { ip, cookies });
    expect(refusedWith(wrong, 400, 'captcha.invalid').value).toEqual({ captchaRequired: true });
    // The wrong answer spent the picture: its right answer fails too.
    refusedWith(
      await login(t, { username, password, captcha: CAPTCHA_ANSWER }, { ip, cookies }),
      400,
      'captcha.invalid',
    );

    // A new picture for the same client; answers are case-insensitive.
    expect(await captchaCookie(ip, cookies)).toBe(key);
    const admitted = await login(
      t,
      { username, password, captcha: CAPTCHA_ANSWER.toLowerCase() },
      { ip, cookies },
    );
    expect(loggedIn(admitted).user.account).toBe(username);

    // The success cleared the account's failures: the next login needs no captcha.
    loggedIn(await login(t, { username, password }, { ip }));
  });

  it('refuses a captcha answer from a client that fetched no picture', async () => {
    const username = 'captcha-nocookie';
    const password = 'Captcha@2026';
    await insertAccount(t, username, password);
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await login(t, { username, password: 'Wrong@2026' }, { ip });
    refusedWith(
      await login(t, { username, password, captcha: CAPTCHA_ANSWER }, { ip }),
      400,
      'captcha.invalid',
    );
    const otherClient = { captcha_key: 'a'.repeat(24) };
    refusedWith(
      await login(t, { username, password, captcha: CAPTCHA_ANSWER }, { ip, cookies: otherClient }),
      400,
      'captcha.invalid',
    );
  });

  it('asks for the captcha after 5 failures from one address across accounts', async () => {
    const ip = freshIp();
    const flags: boolean[] = [];
    for (let i = 1; i <= 5; i++) {
      const res = await login(t, { username: `ghost${i}`, password: 'Wrong@2026' }, { ip });
      flags.push(refusedWith(res, 401, 'login.invalid').value.captchaRequired);
    }
    expect(flags).toEqual([false, false, false, false, true]);
    // demo never failed, yet this address must solve the captcha.
    refusedWith(await login(t, DEMO, { ip }), 400, 'captcha.required');
    // demo from another address is not asked.
    loggedIn(await login(t, DEMO, { ip: freshIp() }));
  });
});

describe('who may log in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(SAME_CAPTCHA);
  });
  afterAll(() => t.close());

  it('refuses a player on the agent page and admits the agent', async () => {
    const refused = await login(t, { ...DEMO, agent: true }, { ip: freshIp() });
    expect(refusedWith(refused, 403, 'login.non.agent').message).toBe('Non-agents cannot log in');
    const agent = loggedIn(
      await login(t, { username: 'agent01', password: 'Agent@2026', agent: true }, { ip: freshIp() }),
    );
    expect(agent.user).toMatchObject({ account: 'agent01', type: 1, isAgent: true, isTrial: false });
    // An agent may also log in on the player page.
    loggedIn(await login(t, { username: 'agent01', password: 'Agent@2026' }, { ip: freshIp() }));
  });

  it('refuses an account whose type is not a member type with login.non.member', async () => {
    await insertAccount(t, 'backoffice9', 'Office@2026', 9);
    const res = await login(t, { username: 'backoffice9', password: 'Office@2026' }, { ip: freshIp() });
    expect(refusedWith(res, 403, 'login.non.member').message).toBe('Non-member account unable to login');
  });

  it('refuses a disabled account, and its live sessions end', async () => {
    const id = await insertAccount(t, 'closed-player', 'Closed@2026');
    const session = loggedIn(
      await login(t, { username: 'closed-player', password: 'Closed@2026' }, { ip: freshIp() }),
    );
    await t.database.db.updateTable('accounts').set({ status: 'disabled' }).where('id', '=', id).execute();
    const res = await login(t, { username: 'closed-player', password: 'Closed@2026' }, { ip: freshIp() });
    refusedWith(res, 403, 'account.disabled');
    // A wrong password does not tell that the account is disabled.
    const wrong = await login(t, { username: 'closed-player', password: 'Wrong@2026' }, { ip: freshIp() });
    refusedWith(wrong, 401, 'login.invalid');
    const info = await call(t, 'GET', '/wps/member/info', undefined, { token: session.token });
    refusedWith(info, 401, 'not.logged.in');
  });

  it('keeps merchants apart: a siam token means nothing on lucky, and siam accounts cannot log in there', async () => {
    const siam = loggedIn(await login(t, DEMO, { ip: freshIp() }));
    const onLucky = await call(t, 'GET', '/wps/member/info', undefined, {
      token: siam.token,
      merchant: 'lucky',
    });
    refusedWith(onLucky, 401, 'not.logged.in');
    // The refusal on lucky does not spoil the token on its own merchant.
    const onSiam = await call(t, 'GET', '/wps/member/info', undefined, { token: siam.token });
    expect(onSiam.statusCode, onSiam.body).toBe(200);
    expect(onSiam.json().value.account).toBe('demo');

    refusedWith(await login(t, DEMO, { ip: freshIp(), merchant: 'lucky' }), 401, 'login.invalid');
    const lucky = loggedIn(
      await login(t, { username: 'player1', password: 'Lucky@2026' }, { ip: freshIp(), merchant: 'lucky' }),
    );
    expect(lucky.user.account).toBe('player1');
    refusedWith(
      await call(t, 'GET', '/wps/member/info', undefined, { token: lucky.token }),
      401,
      'not.logged.in',
    );
  });
});

describe('SMS login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(SAME_CAPTCHA);
  });
  afterAll(() => t.close());

  const sendCode = (body: Record<string, unknown>, c: Call = {}) =>
    call(t, 'POST', '/wps/verification/sms/noLogin', body, { ip: freshIp(), ...c });

  it('sends a code to the bound number and logs demo in with it, once', async () => {
    const sent = await sendCode(DEMO_PHONE);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({
      success: true,
      value: { expiredMinutes: 5 },
      message: null,
      errorCode: null,
    });
    const code = await latestCode(t, DEMO_INTERNATIONAL);

    const body = { type: 'sms', ...DEMO_PHONE, verificationCode: code };
    const result = loggedIn(await login(t, body, { ip: freshIp() }));
    expect(result.user).toMatchObject({ account: 'demo', mobileNum: '0812345678', isTrial: false });
    expect(result.passwordExpired).toBe(false);

    // The code is spent.
    refusedWith(await login(t, body, { ip: freshIp() }), 400, 'verification.code.invalid');
  });

  it('reads the number with spaces and without its leading 0', async () => {
    expect((await sendCode({ mobileNum: '81 234 5678', countryDialingCode: '66' })).statusCode).toBe(200);
    const code = await latestCode(t, DEMO_INTERNATIONAL);
    const res = await login(
      t,
      { type: 'sms', mobileNum: '081-234-5678', verificationCode: code },
      { ip: freshIp() },
    );
    expect(loggedIn(res).user.account).toBe('demo');
  });

  it('refuses a wrong or missing code', async () => {
    expect((await sendCode(DEMO_PHONE)).statusCode).toBe(200);
    const code = await latestCode(t, DEMO_INTERNATIONAL);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await login(
      t,
      { type: 'sms', ...DEMO_PHONE, verificationCode: wrong },
      { ip: freshIp() },
    );
    expect(refusedWith(refused, 400, 'verification.code.invalid').message).toBe(
      'Invalid or missing verification code',
    );
    refusedWith(
      await login(t, { type: 'sms', ...DEMO_PHONE }, { ip: freshIp() }),
      400,
      'verification.code.invalid',
    );
    // A wrong try leaves the live code usable.
    loggedIn(await login(t, { type: 'sms', ...DEMO_PHONE, verificationCode: code }, { ip: freshIp() }));
  });

  it('answers phone.missing and phone.invalid.format', async () => {
    refusedWith(await sendCode({ countryDialingCode: '+66' }), 400, 'phone.missing');
    refusedWith(await sendCode({ mobileNum: '  ', countryDialingCode: '+66' }), 400, 'phone.missing');
    refusedWith(
      await sendCode({ mobileNum: '08123abc', countryDialingCode: '+66' }),
      400,
      'phone.invalid.format',
    );
    refusedWith(
      await sendCode({ mobileNum: '0812345678', countryDialingCode: '+6x' }),
      400,
      'phone.invalid.format',
    );
    const ip = freshIp();
    refusedWith(await login(t, { type: 'sms', verificationCode: '123456' }, { ip }), 400, 'phone.missing');
    refusedWith(
      await login(t, { type: 'sms', mobileNum: '12', verificationCode: '123456' }, { ip }),
      400,
      'phone.invalid.format',
    );
  });

  it('answers the same for a number with no account and sends nothing', async () => {
    const res = await sendCode({ mobileNum: '0811111111', countryDialingCode: '+66' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ expiredMinutes: 5 });
    await t.services.events.settled();
    expect(await t.services.outbox.latest(10, '+66811111111')).toEqual([]);
  });

  it('allows one code request per second from an address', async () => {
    const ip = freshIp();
    expect((await sendCode({ mobileNum: '0822222222' }, { ip })).statusCode).toBe(200);
    const again = await sendCode({ mobileNum: '0822222223' }, { ip });
    expect(refusedWith(again, 429, 'sms.too.many.requests').message).toBe(
      'Too many requests, please retry after 5 minutes',
    );
  });

  it('blocks a number after 5 codes, whatever the address', async () => {
    const number = { mobileNum: '0833333333', countryDialingCode: '+66' };
    for (let i = 0; i < 5; i++) expect((await sendCode(number)).statusCode).toBe(200);
    refusedWith(await sendCode(number), 429, 'sms.too.many.requests');
    refusedWith(await sendCode(number), 429, 'sms.too.many.requests');
    // Another number is still served.
    expect((await sendCode({ mobileNum: '0833333334', countryDialingCode: '+66' })).statusCode).toBe(200);
  });

  it('answers function.not.enabled on a merchant without SMS login', async () => {
    refusedWith(
      await sendCode({ mobileNum: '0812345678', countryDialingCode: '+63' }, { merchant: 'lucky' }),
      403,
      'function.not.enabled',
    );
    const res = await login(
      t,
      { type: 'sms', mobileNum: '0812345678', verificationCode: '123456' },
      { ip: freshIp(), merchant: 'lucky' },
    );
    refusedWith(res, 403, 'function.not.enabled');
  });
});

describe('login from a new address (LOGINIPVERF3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(SAME_CAPTCHA);
    await setFeature(t, 'siam', 'LOGINIPVERF3', true);
  });
  afterAll(() => t.close());

  it('admits the first address, then asks a code sent to the phone for another one', async () => {
    const ipA = freshIp();
    const ipB = freshIp();
    loggedIn(await login(t, DEMO, { ip: ipA }));
    // The known address needs no code.
    loggedIn(await login(t, DEMO, { ip: ipA }));

    const before = (await t.services.outbox.latest(50, DEMO_INTERNATIONAL)).length;
    const asked = refusedWith(await login(t, DEMO, { ip: ipB }), 403, 'login.ip.verification');
    expect(asked.value).toEqual({
      captchaRequired: false,
      ipVerification: { channel: 'sms', target: '+66•••••5678' },
    });
    expect(await t.services.outbox.latest(50, DEMO_INTERNATIONAL)).toHaveLength(before + 1);
    const code = await latestCode(t, DEMO_INTERNATIONAL);

    const wrong = code === '000000' ? '111111' : '000000';
    refusedWith(
      await login(t, { ...DEMO, ipVerificationCode: wrong }, { ip: ipB }),
      400,
      'verification.code.invalid',
    );
    // A wrong password never reaches the second factor.
    refusedWith(
      await login(t, { ...DEMO, password: 'Wrong@2026', ipVerificationCode: code }, { ip: ipB }),
      401,
      'login.invalid',
    );

    const admitted = loggedIn(await login(t, { ...DEMO, ipVerificationCode: code }, { ip: ipB }));
    expect(admitted.user).toMatchObject({ account: 'demo', lastLoginIp: ipB });
    // Now B is known too.
    loggedIn(await login(t, DEMO, { ip: ipB }));
  });

  it('sends the code by e-mail when no phone is bound', async () => {
    loggedIn(await login(t, { username: 'agent01', password: 'Agent@2026' }, { ip: freshIp() }));
    const asked = await login(t, { username: 'agent01', password: 'Agent@2026' }, { ip: freshIp() });
    expect(refusedWith(asked, 403, 'login.ip.verification').value.ipVerification).toEqual({
      channel: 'email',
      target: 'ag•••@siam.example',
    });
    const [mail] = await t.services.outbox.latest(1, 'agent01@siam.example');
    expect(mail?.channel).toBe('mail');
  });
});

describe('remembered logins and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(SAME_CAPTCHA);
  });
  afterAll(() => t.close());

  it('keeps a remembered login for a day in an HttpOnly cookie that restore answers', async () => {
    const res = await login(t, { ...DEMO, remember: true }, { ip: freshIp() });
    const result = loggedIn(res);
    const cookie = res.cookies.find((c) => c.name === 'remember_token');
    expect(cookie).toMatchObject({
      value: result.token,
      path: '/wps/session',
      httpOnly: true,
      sameSite: 'Strict',
    });
    const expires = new Date(cookie?.expires ?? 0).getTime();
    expect(Math.abs(expires - (Date.now() + 24 * 60 * 60 * 1000))).toBeLessThan(60_000);

    const restored = await call(t, 'POST', '/wps/session/restore', undefined, {
      ip: freshIp(),
      cookies: { remember_token: result.token },
    });
    const value = loggedIn(restored);
    expect(value.token).toBe(result.token);
    expect(value.firstTimeLogin).toBe(false);
    expect(value.passwordExpired).toBe(false);
    expect(value.user.account).toBe('demo');
  });

  it('sets no cookie without remember, and restore without a live one answers null', async () => {
    const res = await login(t, DEMO, { ip: freshIp() });
    loggedIn(res);
    expect(res.cookies.find((c) => c.name === 'remember_token')).toBeUndefined();
    const none = await call(t, 'POST', '/wps/session/restore');
    expect(none.statusCode).toBe(200);
    expect(none.json().value).toBeNull();
    const unknown = await call(t, 'POST', '/wps/session/restore', undefined, {
      cookies: { remember_token: 'x'.repeat(43) },
    });
    expect(unknown.json()).toMatchObject({ success: true, value: null });
    // The dead cookie is cleared.
    expect(unknown.cookies.find((c) => c.name === 'remember_token')?.value).toBe('');
  });

  it('logout revokes the session: member info and restore fail afterwards', async () => {
    const res = await login(t, { ...DEMO, remember: true }, { ip: freshIp() });
    const { token } = loggedIn(res);
    expect((await call(t, 'GET', '/wps/member/info', undefined, { token })).statusCode).toBe(200);

    const out = await call(t, 'DELETE', '/wps/session/logout', undefined, { token });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ success: true, value: null, message: null, errorCode: null });
    const cleared = out.cookies.find((c) => c.name === 'remember_token');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires).toBeInstanceOf(Date);
    expect(new Date(cleared?.expires ?? Date.now()).getTime()).toBeLessThan(Date.now());

    refusedWith(await call(t, 'GET', '/wps/member/info', undefined, { token }), 401, 'not.logged.in');
    const restore = await call(t, 'POST', '/wps/session/restore', undefined, {
      cookies: { remember_token: token },
    });
    expect(restore.json()).toMatchObject({ success: true, value: null });
    refusedWith(await call(t, 'DELETE', '/wps/session/logout', undefined, { token }), 401, 'not.logged.in');
  });

  it('logout without a token answers not.logged.in', async () => {
    refusedWith(await call(t, 'DELETE', '/wps/session/logout'), 401, 'not.logged.in');
  });

  it('a remembered siam login is not restored on lucky', async () => {
    const { token } = loggedIn(await login(t, { ...DEMO, remember: true }, { ip: freshIp() }));
    const res = await call(t, 'POST', '/wps/session/restore', undefined, {
      merchant: 'lucky',
      cookies: { remember_token: token },
    });
    expect(res.json()).toMatchObject({ success: true, value: null });
  });
});
