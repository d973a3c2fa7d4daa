import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

type Merchant = 'siam' | 'lucky';
type Reply = { statusCode: number; json: () => unknown };

const DAY = 24 * 60 * 60 * 1000;

let ipCount = 0;
/** A fresh client address: login, reset and code limits count per address. */
function nextIp(): string {
  ipCount += 1;
  return `10.88.${Math.floor(ipCount / 250)}.${(ipCount % 250) + 1}`;
}

function expectFailure(res: Reply, status: number, errorCode: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ success: false, errorCode });
}

function login(t: TestApp, username: string, password: string, merchant: Merchant = 'siam') {
  return t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress: nextIp(),
    headers: { merchant },
    payload: { username, password },
  });
}

async function tokenOf(t: TestApp, username: string, password: string, merchant: Merchant = 'siam') {
  const res = await login(t, username, password, merchant);
  expect(res.statusCode).toBe(200);
  return res.json().value.token as string;
}

function get(t: TestApp, url: string, token: string, merchant: Merchant = 'siam') {
  return t.app.inject({ url, headers: { authorization: token, merchant } });
}

function changePassword(
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
  merchant: Merchant = 'siam',
) {
  return t.app.inject({
    method: 'POST',
    url: '/wps/member/password',
    headers: { authorization: token, merchant },
    payload: body,
  });
}

function accountRow(t: TestApp, username: string) {
  return t.database.db
    .selectFrom('accounts')
    .select(['id', 'password_hash', 'password_changed_at', 'must_change_password'])
    .where('username_key', '=', username)
    .executeTakeFirstOrThrow();
}

describe('changing the password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('changes the password: the new one logs in and the old one no longer does', async () => {
    const token = await tokenOf(t, 'demo', 'Demo@2026');
    const before = await accountRow(t, 'demo');
    const res = await changePassword(t, token, {
      oldPassword: 'Demo@2026',
      newPassword: 'Fresh@2027',
      confirmNewPassword: 'Fresh@2027',
    });
    expect(res.json()).toEqual({ success: true, value: true, message: null, errorCode: null });
    const after = await accountRow(t, 'demo');
    expect(after.password_hash).not.toBe(before.password_hash);
    expect(after.password_hash).not.toContain('Fresh@2027');
    expect(new Date(after.password_changed_at).getTime()).toBeGreaterThan(
      new Date(before.password_changed_at).getTime(),
    );
    expectFailure(await login(t, 'demo', 'Demo@2026'), 401, 'login.invalid');
    expect((await login(t, 'demo', 'Fresh@2027')).json().value.passwordExpired).toBe(false);
  });

  it('ends the other sessions of the account and keeps the current one', async () => {
    const current = await tokenOf(t, 'player1', 'Lucky@2026', 'lucky');
    const other = await tokenOf(t, 'player1', 'Lucky@2026', 'lucky');
    const bystander = await tokenOf(t, 'luckyagent', 'Agent@2026', 'lucky');
    // The other session is live (and cached) before the change.
    expect((await get(t, '/wps/member/info', other, 'lucky')).statusCode).toBe(200);
    const res = await changePassword(
      t,
      current,
      { oldPassword: 'Lucky@2026', newPassword: 'Lucky@2027', confirmNewPassword: 'Lucky@2027' },
      'lucky',
    );
    expect(res.statusCode).toBe(200);
    expectFailure(await get(t, '/wps/member/info', other, 'lucky'), 401, 'not.logged.in');
    const info = await get(t, '/wps/member/info', current, 'lucky');
    expect(info.statusCode).toBe(200);
    expect(info.json().value.account).toBe('player1');
    expect((await get(t, '/wps/member/info', bystander, 'lucky')).statusCode).toBe(200);
  });

  it('refuses a wrong old password and changes nothing', async () => {
    const token = await tokenOf(t, 'agent01', 'Agent@2026');
    const before = await accountRow(t, 'agent01');
    const res = await changePassword(t, token, {
      oldPassword: 'Agent@2025',
      newPassword: 'Agent@2027',
      confirmNewPassword: 'Agent@2027',
    });
    expectFailure(res, 400, 'password.incorrect');
    expect((await accountRow(t, 'agent01')).password_hash).toBe(before.password_hash);
  });

  it('refuses a confirmation that differs from the new password', async () => {
    const token = await tokenOf(t, 'agent01', 'Agent@2026');
    const res = await changePassword(t, token, {
      oldPassword: 'Agent@2026',
      newPassword: 'Agent@2027',
      confirmNewPassword: 'Agent@2028',
    });
    expectFailure(res, 400, 'password.confirm.mismatch');
  });

  it('refuses the same password again', async () => {
    const token = await tokenOf(t, 'agent01', 'Agent@2026');
    const res = await changePassword(t, token, {
      oldPassword: 'Agent@2026',
      newPassword: 'Agent@2026',
      confirmNewPassword: 'Agent@2026',
    });
    expectFailure(res, 400, 'password.unchanged');
  });

  it.each([
    ['too short', 'Ag@1x'],
    ['too long', `Agent@${'x'.repeat(20)}`],
    ['without a symbol', 'Agent2027x'],
    ['without an uppercase letter', 'agent@2027'],
    ['with a space', 'Agent @2027'],
  ])('refuses a new password %s with validation.failed and changes nothing', async (_name, password) => {
    const token = await tokenOf(t, 'agent01', 'Agent@2026');
    const before = await accountRow(t, 'agent01');
    const res = await changePassword(t, token, {
      oldPassword: 'Agent@2026',
      newPassword: password,
      confirmNewPassword: password,
    });
    expectFailure(res, 400, 'validation.failed');
    expect(res.json().message).toMatch(/^password:/);
    expect((await accountRow(t, 'agent01')).password_hash).toBe(before.password_hash);
  });

  it('refuses a missing field or an unknown type with a 400 envelope', async () => {
    const token = await tokenOf(t, 'agent01', 'Agent@2026');
    for (const body of [
      { oldPassword: 'Agent@2026', newPassword: 'Agent@2027' },
      { oldPassword: 'Agent@2026', newPassword: { value: 'Agent@2027' }, confirmNewPassword: 'Agent@2027' },
      { oldPassword: '', newPassword: 'Agent@2027', confirmNewPassword: 'Agent@2027' },
    ]) {
      expectFailure(await changePassword(t, token, body), 400, 'validation.failed');
    }
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      payload: { oldPassword: 'Agent@2026', newPassword: 'Agent@2027', confirmNewPassword: 'Agent@2027' },
    });
    expectFailure(res, 401, 'not.logged.in');
  });

  it('makes a default password be changed before anything else works', async () => {
    const first = await login(t, 'newbie', 'Welcome@2026');
    expect(first.statusCode).toBe(200);
    const value = first.json().value;
    expect(value).toMatchObject({
      passwordExpired: true,
      user: { account: 'newbie', mustChangePassword: true },
    });
    expect((await accountRow(t, 'newbie')).must_change_password).toBe(true);

    expectFailure(await get(t, '/wps/member/profile', value.token), 403, 'password.change.required');
    // Member info still answers, so that the portal can show the change-password modal.
    expect((await get(t, '/wps/member/info', value.token)).json().value.mustChangePassword).toBe(true);

    const res = await changePassword(t, value.token, {
      oldPassword: 'Welcome@2026',
      newPassword: 'Newbie@2027',
      confirmNewPassword: 'Newbie@2027',
    });
    expect(res.statusCode).toBe(200);
    expect((await get(t, '/wps/member/profile', value.token)).statusCode).toBe(200);
    expect((await get(t, '/wps/member/info', value.token)).json().value.mustChangePassword).toBe(false);
    expect((await accountRow(t, 'newbie')).must_change_password).toBe(false);
    expect((await login(t, 'newbie', 'Newbie@2027')).json().value.passwordExpired).toBe(false);
  });

  it('refuses a trial account with in_need_true_account', async () => {
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      remoteAddress: nextIp(),
      payload: { platform: 'W' },
    });
    expect(trial.statusCode).toBe(200);
    expect(trial.json().value.user.isTrial).toBe(true);
    const res = await changePassword(t, trial.json().value.token, {
      oldPassword: 'whatever1',
      newPassword: 'Trial@2027',
      confirmNewPassword: 'Trial@2027',
    });
    expectFailure(res, 403, 'in_need_true_account');
  });
});

describe('forgot password by e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://portal.example.test' });
  });
  afterAll(() => t.close());

  function forgot(username: string, email: string, ip = nextIp(), host = 'localhost') {
    return t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      remoteAddress: ip,
      headers: { host },
      payload: { username, email },
    });
  }

  const mailsTo = (recipient: string) => t.services.outbox.latest(50, recipient);

  /** Waits for the reset mail (sent after the answer) and returns the token of its link. */
  async function resetToken(recipient: string, count = 1): Promise<string> {
    const mails = await vi.waitFor(
      async () => {
        const found = await mailsTo(recipient);
        if (found.length < count) throw new Error(`waiting for mail ${count} to ${recipient}`);
        return found;
      },
      { timeout: 5000, interval: 20 },
    );
    const token = /\/resetPassword\?resetToken=([\w-]+)/.exec(mails[0]?.body ?? '')?.[1];
    if (!token) throw new Error('no reset link in the mail');
    return token;
  }

  function reset(body: Record<string, unknown>) {
    return t.app.inject({ method: 'POST', url: '/wps/member/password/reset', payload: body });
  }

  /** Lets the work that runs after the answer finish. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('answers true whether or not the pair matches, and mails only the right pair', async () => {
    const answers = [
      await forgot('demo', 'someone@siam.example'),
      await forgot('nobody99', 'demo@siam.example'),
      await forgot('agent01', 'demo@siam.example'),
    ];
    for (const res of answers) {
      expect(res.json()).toEqual({ success: true, value: true, message: null, errorCode: null });
    }
    await settle();
    expect(await mailsTo('demo@siam.example')).toEqual([]);
    expect(await mailsTo('someone@siam.example')).toEqual([]);
    expect(await mailsTo('agent01@siam.example')).toEqual([]);

    const right = await forgot('Demo', 'DEMO@siam.example');
    expect(right.json()).toEqual({ success: true, value: true, message: null, errorCode: null });
    const token = await resetToken('demo@siam.example');
    expect(token.length).toBeGreaterThanOrEqual(40);
    const [mail] = await mailsTo('demo@siam.example');
    expect(mail).toMatchObject({ channel: 'mail', subject: 'Siam Royal: reset your password' });
    expect(mail?.body).toContain(`\nhttp://localhost/resetPassword?resetToken=${token}\n`);
    // Only a hash of the token is kept.
    const rows = await t.database.db.selectFrom('password_resets').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => !row.token_hash.includes(token))).toBe(true);
  });

  it('links to the merchant’s own site, never to a host the request made up', async () => {
    await forgot('player1', 'player1@lucky.example', nextIp(), 'lucky.localhost');
    await resetToken('player1@lucky.example');
    const [own] = await mailsTo('player1@lucky.example');
    expect(own?.subject).toBe('Lucky Star: reset your password');
    expect(own?.body).toMatch(/\nhttp:\/\/lucky\.localhost\/resetPassword\?resetToken=[\w-]+\n/);

    await forgot('player1', 'player1@lucky.example', nextIp(), 'evil.example');
    // An unknown host falls back to siam, where player1 does not exist: nothing is sent.
    await settle();
    expect(await mailsTo('player1@lucky.example')).toHaveLength(1);
    const spoofed = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      remoteAddress: nextIp(),
      headers: { host: 'evil.example', merchant: 'lucky' },
      payload: { username: 'player1', email: 'player1@lucky.example' },
    });
    expect(spoofed.statusCode).toBe(200);
    await resetToken('player1@lucky.example', 2);
    const [latest] = await mailsTo('player1@lucky.example');
    expect(latest?.body).toContain('\nhttps://portal.example.test/resetPassword?resetToken=');
    expect(latest?.body).not.toContain('evil.example');
  });

  it('accepts the form-encoded body the portal posts', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=agent01&email=agent01%40siam.example',
    });
    expect(res.json()).toEqual({ success: true, value: true, message: null, errorCode: null });
    expect(await resetToken('agent01@siam.example')).toMatch(/^[\w-]+$/);
  });

  it('refuses a missing username or a malformed e-mail with validation.failed', async () => {
    expectFailure(await forgot('  ', 'demo@siam.example'), 400, 'validation.failed');
    expectFailure(await forgot('demo', 'not-an-email'), 400, 'validation.failed');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      remoteAddress: nextIp(),
      payload: { username: 'demo' },
    });
    expectFailure(missing, 400, 'validation.failed');
  });

  it('refuses more than 5 requests from one address in 15 minutes', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1)
      expect((await forgot(`ghost${i}`, 'ghost@siam.example', ip)).statusCode).toBe(200);
    expectFailure(await forgot('ghost9', 'ghost@siam.example', ip), 429, 'too.many.requests');
  });

  it('sets the password with the link once and ends every session of the account', async () => {
    const session = await tokenOf(t, 'newbie', 'Welcome@2026');
    await forgot('newbie', 'newbie@siam.example');
    const token = await resetToken('newbie@siam.example');

    // Invalid new passwords are refused before the link is spent.
    const weak = await reset({ token, newPassword: 'weakpass', confirmNewPassword: 'weakpass' });
    expectFailure(weak, 400, 'validation.failed');
    expect(weak.json().message).toMatch(/^password:/);
    expectFailure(
      await reset({ token, newPassword: 'Reset@2027', confirmNewPassword: 'Reset@2028' }),
      400,
      'password.confirm.mismatch',
    );

    const res = await reset({ token, newPassword: 'Reset@2027', confirmNewPassword: 'Reset@2027' });
    expect(res.json()).toEqual({ success: true, value: true, message: null, errorCode: null });
    expectFailure(
      await reset({ token, newPassword: 'Again@2027', confirmNewPassword: 'Again@2027' }),
      400,
      'password.reset.invalid',
    );

    expectFailure(await get(t, '/wps/member/info', session), 401, 'not.logged.in');
    expectFailure(await login(t, 'newbie', 'Welcome@2026'), 401, 'login.invalid');
    const fresh = await login(t, 'newbie', 'Reset@2027');
    expect(fresh.statusCode).toBe(200);
    // A chosen password ends the forced change of the default one.
    expect(fresh.json().value.passwordExpired).toBe(false);
    expect((await accountRow(t, 'newbie')).must_change_password).toBe(false);
  });

  it('stops guessing: the 11th try from one address in 15 minutes is refused', async () => {
    const guess = () =>
      t.app.inject({
        method: 'POST',
        url: '/wps/member/password/reset',
        remoteAddress: '192.0.2.77',
        payload: { token: 'g'.repeat(43), newPassword: 'Guess@2027', confirmNewPassword: 'Guess@2027' },
      });
    for (let i = 0; i < 10; i++) expectFailure(await guess(), 400, 'password.reset.invalid');
    expectFailure(await guess(), 429, 'too.many.requests');
  });

  it('refuses an unknown, a malformed or an expired token with password.reset.invalid', async () => {
    const body = { newPassword: 'Reset@2029', confirmNewPassword: 'Reset@2029' };
    expectFailure(await reset({ ...body, token: 'x'.repeat(43) }), 400, 'password.reset.invalid');
    expectFailure(await reset({ ...body, token: '' }), 400, 'password.reset.invalid');

    const before = await accountRow(t, 'demo');
    await forgot('demo', 'demo@siam.example');
    const token = await resetToken('demo@siam.example', 2);
    await t.database.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute();
    expectFailure(await reset({ ...body, token }), 400, 'password.reset.invalid');
    expect((await accountRow(t, 'demo')).password_hash).toBe(before.password_hash);
    expect((await login(t, 'demo', 'Demo@2026')).statusCode).toBe(200);
  });

  it('refuses a token longer than any link with a 400 envelope', async () => {
    const res = await reset({
      token: 'x'.repeat(129),
      newPassword: 'Reset@2029',
      confirmNewPassword: 'Reset@2029',
    });
    expectFailure(res, 400, 'validation.failed');
  });
});

describe('setting the password by phone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const DEMO_PHONE = '+66812345678';

  async function requestCode(mobileNum: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      remoteAddress: nextIp(),
      payload: { mobileNum },
    });
    expect(res.json()).toEqual({
      success: true,
      value: { expiredMinutes: 5 },
      message: null,
      errorCode: null,
    });
  }

  async function codeSentTo(recipient: string) {
    await t.services.events.settled(); // the SMS of a code for login goes after the answer
    const [message] = await t.services.outbox.latest(1, recipient);
    expect(message?.channel).toBe('sms');
    const code = /\b([0-9]{6})\b/.exec(message?.body ?? '')?.[1];
    if (!code) throw new Error(`no code sent to ${recipient}`);
    return code;
  }

  function setByPhone(body: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: '/wps/member/password/verification',
      remoteAddress: nextIp(),
      payload: body,
    });
  }

  it('refuses a wrong code and changes nothing', async () => {
    await requestCode('0812345678');
    const code = await codeSentTo(DEMO_PHONE);
    const wrong = code.replace(/^./, (d) => String((Number(d) + 1) % 10));
    const before = await accountRow(t, 'demo');
    const res = await setByPhone({
      mobileNum: '0812345678',
      verificationCode: wrong,
      newPassword: 'Phone@2027',
      confirmNewPassword: 'Phone@2027',
    });
    expectFailure(res, 400, 'verification.code.invalid');
    expect((await accountRow(t, 'demo')).password_hash).toBe(before.password_hash);
  });

  it('sets the password with the SMS code and logs in; the code works once', async () => {
    const session = await tokenOf(t, 'demo', 'Demo@2026');
    await requestCode('0812345678');
    const code = await codeSentTo(DEMO_PHONE);

    // An invalid new password is refused before the code is checked, so the code stays live.
    const weak = await setByPhone({ mobileNum: '0812345678', verificationCode: code, newPassword: 'weak' });
    expectFailure(weak, 400, 'validation.failed');

    const res = await setByPhone({
      mobileNum: '0812345678',
      verificationCode: code,
      newPassword: 'Phone@2027',
      confirmNewPassword: 'Phone@2027',
    });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      passwordExpired: false,
      user: { account: 'demo', mobileNum: '0812345678', parentAccount: 'agent01' },
    });
    expect((await get(t, '/wps/member/info', value.token)).json().value.account).toBe('demo');
    // The sessions from before the change end.
    expectFailure(await get(t, '/wps/member/info', session), 401, 'not.logged.in');

    const again = await setByPhone({
      mobileNum: '0812345678',
      verificationCode: code,
      newPassword: 'Phone@2028',
      confirmNewPassword: 'Phone@2028',
    });
    expectFailure(again, 400, 'verification.code.invalid');

    expectFailure(await login(t, 'demo', 'Demo@2026'), 401, 'login.invalid');
    expect((await login(t, 'demo', 'Phone@2027')).statusCode).toBe(200);
  });

  it('refuses a mismatched confirmation', async () => {
    await requestCode('0812345678');
    const code = await codeSentTo(DEMO_PHONE);
    const res = await setByPhone({
      mobileNum: '0812345678',
      verificationCode: code,
      newPassword: 'Phone@2029',
      confirmNewPassword: 'Phone@2030',
    });
    expectFailure(res, 400, 'password.confirm.mismatch');
  });

  it('answers the same for an unregistered number but sends nothing', async () => {
    await requestCode('0899999999');
    expect(await t.services.outbox.latest(5, '+66899999999')).toEqual([]);
    const res = await setByPhone({
      mobileNum: '0899999999',
      verificationCode: '123456',
      newPassword: 'Phone@2027',
      confirmNewPassword: 'Phone@2027',
    });
    expectFailure(res, 400, 'verification.code.invalid');
  });

  it('refuses malformed numbers and codes', async () => {
    const body = { newPassword: 'Phone@2027', confirmNewPassword: 'Phone@2027' };
    expectFailure(
      await setByPhone({ ...body, mobileNum: 'phone', verificationCode: '123456' }),
      400,
      'phone.invalid.format',
    );
    expectFailure(
      await setByPhone({ ...body, mobileNum: '0812345678', verificationCode: 'abcdef' }),
      400,
      'verification.code.invalid',
    );
    expectFailure(await setByPhone({ ...body, mobileNum: '0812345678' }), 400, 'validation.failed');
  });

  it('is not enabled on lucky', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/verification',
      remoteAddress: nextIp(),
      headers: { merchant: 'lucky' },
      payload: { mobileNum: '0917000001', verificationCode: '123456', newPassword: 'Phone@2027' },
    });
    expectFailure(res, 403, 'function.not.enabled');
  });
});

describe('password expiry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const age = (username: string, days: number) =>
    t.database.db
      .updateTable('accounts')
      .set({ password_changed_at: new Date(Date.now() - days * DAY) })
      .where('username_key', '=', username)
      .execute();

  it('asks for a change after 90 days on siam', async () => {
    await age('demo', 100);
    const res = await login(t, 'demo', 'Demo@2026');
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ passwordExpired: true, user: { mustChangePassword: true } });
    const token = res.json().value.token;
    expectFailure(await get(t, '/wps/member/profile', token), 403, 'password.change.required');

    const change = await changePassword(t, token, {
      oldPassword: 'Demo@2026',
      newPassword: 'Renew@2027',
      confirmNewPassword: 'Renew@2027',
    });
    expect(change.statusCode).toBe(200);
    expect((await get(t, '/wps/member/profile', token)).statusCode).toBe(200);
    expect((await login(t, 'demo', 'Renew@2027')).json().value.passwordExpired).toBe(false);
  });

  it('does not hold a login by SMS, which proves the phone, while a password login stays held', async () => {
    await age('demo', 200);
    const held = await login(t, 'demo', 'Renew@2027');
    expect(held.json().value.passwordExpired).toBe(true);

    const ip = nextIp();
    const send = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      remoteAddress: ip,
      payload: { mobileNum: '0812345678', countryDialingCode: '+66' },
    });
    expect(send.statusCode).toBe(200);
    await t.services.events.settled();
    const [sms] = await t.services.outbox.latest(1, '+66812345678');
    const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] as string;
    const bySms = await t.app.inject({
      method: 'POST',
      url: '/wps/session/loginV2',
      remoteAddress: ip,
      payload: { type: 'sms', mobileNum: '0812345678', countryDialingCode: '+66', verificationCode: code },
    });
    expect(bySms.statusCode).toBe(200);
    expect(bySms.json().value).toMatchObject({ passwordExpired: false, user: { mustChangePassword: false } });
    const smsToken = bySms.json().value.token as string;
    expect((await get(t, '/wps/member/profile', smsToken)).statusCode).toBe(200);
    expect((await get(t, '/wps/member/info', smsToken)).json().value.mustChangePassword).toBe(false);
    // The password session is still held.
    expectFailure(
      await get(t, '/wps/member/profile', held.json().value.token),
      403,
      'password.change.required',
    );
  });

  it('does not ask before 90 days', async () => {
    await age('agent01', 80);
    const res = await login(t, 'agent01', 'Agent@2026');
    expect(res.json().value.passwordExpired).toBe(false);
  });

  it('never asks on lucky, where passwords do not expire', async () => {
    await age('player1', 1000);
    const res = await login(t, 'player1', 'Lucky@2026', 'lucky');
    expect(res.json().value.passwordExpired).toBe(false);
  });
});
