import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// The captcha picture cannot be read back, so every picture of this file shows the same answer.
const CAPTCHA = 'ACDEF';
const SAME_CAPTCHA = { CAPTCHA_TEST_ANSWER: CAPTCHA };
const PASSWORD = 'Player@2026';

type Merchant = 'siam' | 'lucky';
type Body = Record<string, unknown>;

let ipCount = 0;
/** A fresh client address: the registration, code and captcha limits count per address. */
function nextIp(): string {
  ipCount += 1;
  return `10.77.${Math.floor(ipCount / 250)}.${(ipCount % 250) + 1}`;
}

let mobileCount = 0;
/** A fresh Thai mobile number in the local form (0 and 9 digits). */
function nextMobile(): string {
  mobileCount += 1;
  return `0865${String(mobileCount).padStart(6, '0')}`;
}

/** The number as gateways see it: +66 and the national number without its leading 0. */
const international = (typed: string, dialing = '+66') => `${dialing}${typed.replace(/^0/, '')}`;

function client(t: TestApp, merchant: Merchant = 'siam', ip = nextIp()) {
  let cookie = '';
  const headers = () => ({ merchant, ...(cookie ? { cookie } : {}) });
  return {
    ip,
    /** Fetches a captcha picture and keeps its cookie, as the browser does. */
    async captcha() {
      const res = await t.app.inject({
        method: 'GET',
        url: '/wps/captcha',
        remoteAddress: ip,
        headers: headers(),
      });
      expect(res.statusCode).toBe(200);
      const key = res.cookies.find((c) => c.name === 'captcha_key');
      if (key) cookie = `captcha_key=${key.value}`;
    },
    /** Asks for a registration code and reads it from the outbox. */
    async smsCode(mobile: string, dialing = '+66') {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        remoteAddress: ip,
        headers: headers(),
        payload: { mobileNo: mobile },
      });
      expect(res.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
      return codeSentTo(t, international(mobile, dialing));
    },
    register(body: Body, url = '/wps/member/register') {
      return t.app.inject({ method: 'PUT', url, remoteAddress: ip, headers: headers(), payload: body });
    },
  };
}

async function codeSentTo(t: TestApp, recipient: string): Promise<string> {
  const [message] = await t.services.outbox.latest(1, recipient);
  const code = /\b([0-9]{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

const siamBody = (overrides: Body = {}): Body => ({
  username: 'newplayer1',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  captcha: CAPTCHA,
  termsAccepted: true,
  ageConfirmed: true,
  ...overrides,
});

const luckyBody = (overrides: Body = {}): Body => ({
  username: 'luckynew1',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  email: 'luckynew1@lucky.example',
  captcha: CAPTCHA,
  termsAccepted: true,
  ageConfirmed: true,
  ...overrides,
});

/** A full siam registration: captcha, SMS code to a fresh number, then the form. */
async function registerOnSiam(t: TestApp, overrides: Body = {}) {
  const c = client(t);
  const mobileNum = (overrides.mobileNum as string | undefined) ?? nextMobile();
  await c.captcha();
  const verificationCode = await c.smsCode(mobileNum);
  const res = await c.register(siamBody({ mobileNum, verificationCode, ...overrides }));
  return { res, mobileNum };
}

async function countAccounts(t: TestApp): Promise<number> {
  const row = await t.database.db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function accountRow(t: TestApp, merchant: Merchant, username: string) {
  return t.database.db
    .selectFrom('accounts')
    .innerJoin('merchants', 'merchants.id', 'accounts.merchant_id')
    .select([
      'accounts.id',
      'accounts.username',
      'accounts.type',
      'accounts.parent_id',
      'accounts.mobile',
      'accounts.country_dialing_code',
      'accounts.email',
      'accounts.password_hash',
      'accounts.must_change_password',
      'accounts.affiliate_code',
    ])
    .where('merchants.code', '=', merchant)
    .where('accounts.username_key', '=', username.toLowerCase())
    .executeTakeFirst();
}

function expectFailure(res: { statusCode: number; json: () => unknown }, status: number, errorCode: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ success: false, errorCode });
}

describe('registration by username', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(SAME_CAPTCHA);
  });
  afterAll(() => t.close());

  it('creates a player under the agent of the affiliate code and logs it in', async () => {
    const before = await countAccounts(t);
    const { res, mobileNum } = await registerOnSiam(t, {
      username: 'Somsak2026',
      affiliateCode: 'siam01',
      email: 'somsak@mail.example',
    });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      firstTimeLogin: true,
      passwordExpired: false,
      user: {
        account: 'Somsak2026',
        type: 0,
        isAgent: false,
        isTrial: false,
        firstTimeLogin: true,
        parentAccount: 'agent01',
        mobileNum,
        email: 'somsak@mail.example',
      },
    });

    const info = await t.app.inject({ url: '/wps/member/info', headers: { authorization: value.token } });
    expect(info.statusCode).toBe(200);
    expect(info.json().value).toMatchObject({ account: 'Somsak2026', parentAccount: 'agent01', type: 0 });

    const agent = await accountRow(t, 'siam', 'agent01');
    const row = await accountRow(t, 'siam', 'Somsak2026');
    expect(row).toMatchObject({
      type: 0,
      parent_id: agent?.id,
      mobile: mobileNum,
      country_dialing_code: '+66',
      must_change_password: false,
      affiliate_code: null,
    });
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.password_hash).not.toContain(PASSWORD);
    expect(await countAccounts(t)).toBe(before + 1);
  });

  it('places the account under the agent named by a referral code', async () => {
    const { res } = await registerOnSiam(t, { username: 'referred01', referralCode: 'SIAM01' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.user.parentAccount).toBe('agent01');
    const agent = await accountRow(t, 'siam', 'agent01');
    expect((await accountRow(t, 'siam', 'referred01'))?.parent_id).toBe(agent?.id);
  });

  it('places the account under the real account named as recommender, never under a trial one', async () => {
    const { res } = await registerOnSiam(t, { username: 'friendof1', recommenderId: 'demo' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.user.parentAccount).toBe('demo');

    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      remoteAddress: nextIp(),
      payload: {},
    });
    const trialName = trial.json().value.user.account as string;
    const refused = await registerOnSiam(t, { username: 'friendof2', recommenderId: trialName });
    expectFailure(refused.res, 400, 'invitation_code_error');
    expect(await accountRow(t, 'siam', 'friendof2')).toBeUndefined();
  });

  it('creates an account without a parent when no code is given', async () => {
    const { res } = await registerOnSiam(t, { username: 'loneplayer' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.user.parentAccount).toBeNull();
    expect((await accountRow(t, 'siam', 'loneplayer'))?.parent_id).toBeNull();
  });

  it('places an account registered through an affiliate link under its agent, of its kind; a deleted link stops', async () => {
    const agent = await accountRow(t, 'siam', 'agent01');
    const siam = await t.services.system.merchantByCode('siam');
    const [mid, agentId] = [siam?.id as number, agent?.id as number];
    const link = await t.services.links.create(mid, agentId, 'agent', 'test link');
    const check = await t.app.inject({
      url: '/wps/agent/affiliate',
      headers: { merchant: 'siam' },
      remoteAddress: nextIp(),
      query: { code: link.code.toLowerCase() },
    });
    expect(check.json().value).toEqual({ code: link.code, agent: 'Siam Agent' });

    const { res } = await registerOnSiam(t, { username: 'linkagent1', affiliateCode: link.code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.user).toMatchObject({
      account: 'linkagent1',
      type: 2,
      isAgent: true,
      parentAccount: 'agent01',
    });
    const row = await accountRow(t, 'siam', 'linkagent1');
    expect(await t.services.tree.depthBelow(mid, agentId, row?.id as number)).toBe(1);
    const registered = await t.services.links.registered(mid, agentId, {
      linkId: link.id,
      limit: 10,
      offset: 0,
    });
    expect(registered.map((r) => r.username)).toEqual(['linkagent1']);

    await t.services.links.remove(mid, agentId, link.id);
    expectFailure(
      (await registerOnSiam(t, { username: 'linkagent2', affiliateCode: link.code })).res,
      400,
      'invitation_code_error',
    );
    expect(await accountRow(t, 'siam', 'linkagent2')).toBeUndefined();
  });

  it('announces a registration once, after the account exists, and nothing for a refused one', async () => {
    const seen: Array<Record<string, unknown>> = [];
    t.services.events.subscribe('account.registered', (e) => void seen.push(e));
    const { res } = await registerOnSiam(t, { username: 'announced1', affiliateCode: 'siam01' });
    expect(res.statusCode).toBe(200);
    expectFailure((await registerOnSiam(t, { username: 'ANNOUNCED1' })).res, 409, 'username.taken');
    await t.services.events.settled();
    const [row, agent] = [await accountRow(t, 'siam', 'announced1'), await accountRow(t, 'siam', 'agent01')];
    const siam = await t.services.system.merchantByCode('siam');
    expect(seen).toEqual([
      {
        merchantId: siam?.id,
        accountId: row?.id,
        username: 'announced1',
        type: 0,
        parentId: agent?.id,
        via: 'username',
      },
    ]);
  });

  it('keeps usernames per merchant: player1 of lucky can be registered on siam', async () => {
    const { res } = await registerOnSiam(t, { username: 'player1' });
    expect(res.statusCode).toBe(200);
    expect(await accountRow(t, 'siam', 'player1')).toBeDefined();
  });

  it('refuses a username that differs from a registered one only in case', async () => {
    const before = await countAccounts(t);
    const { res } = await registerOnSiam(t, { username: 'NEWBIE' });
    expectFailure(res, 409, 'username.taken');
    expect(await countAccounts(t)).toBe(before);
    expect((await accountRow(t, 'siam', 'newbie'))?.username).toBe('newbie');
  });

  it.each([
    ['a username that is too short', { username: 'abc' }, 'username:'],
    ['a username that is too long', { username: 'a'.repeat(17) }, 'username:'],
    ['a username with other characters than letters and digits', { username: 'bad_name!' }, 'username:'],
    ['a malformed e-mail', { email: 'not-an-email' }, 'email:'],
    ['a mobile number with too few digits', { mobileNum: '0812345' }, 'mobileNum:'],
    ['a password too short', { password: 'Ab@1', confirmPassword: 'Ab@1' }, 'password:'],
    ['a password without a symbol', { password: 'Abcdefg12', confirmPassword: 'Abcdefg12' }, 'password:'],
    ['an invalid affiliate code format', { affiliateCode: 'no way!' }, 'affiliateCode:'],
  ])('refuses %s with validation.failed naming the field', async (_name, change, field) => {
    const before = await countAccounts(t);
    const c = client(t);
    await c.captcha();
    const res = await c.register(siamBody({ mobileNum: nextMobile(), ...change }));
    expectFailure(res, 400, 'validation.failed');
    expect(res.json().message).toMatch(new RegExp(`^${field}`));
    expect(await countAccounts(t)).toBe(before);
  });

  it('refuses a missing mobile number on siam, where it is required', async () => {
    const c = client(t);
    await c.captcha();
    const res = await c.register(siamBody({ username: 'nomobile1' }));
    expectFailure(res, 400, 'validation.failed');
    expect(res.json().message).toMatch(/^mobileNum:/);
  });

  it('refuses a mobile number that is not digits with phone.invalid.format', async () => {
    const c = client(t);
    await c.captcha();
    expectFailure(await c.register(siamBody({ mobileNum: '08-abc-defgh' })), 400, 'phone.invalid.format');
  });

  it('refuses a confirmation that differs from the password', async () => {
    const c = client(t);
    await c.captcha();
    const res = await c.register(siamBody({ mobileNum: nextMobile(), confirmPassword: 'Player@2027' }));
    expectFailure(res, 400, 'password.confirm.mismatch');
  });

  it('refuses without the terms agreement', async () => {
    const c = client(t);
    const res = await c.register(siamBody({ mobileNum: nextMobile(), termsAccepted: false }));
    expectFailure(res, 400, 'terms.required');
  });

  it('refuses without the age confirmation, naming the merchant’s age', async () => {
    const siam = await client(t).register(siamBody({ mobileNum: nextMobile(), ageConfirmed: false }));
    expectFailure(siam, 400, 'age.required');
    expect(siam.json().message).toContain('18');
    const lucky = await client(t, 'lucky').register(luckyBody({ ageConfirmed: false }));
    expectFailure(lucky, 400, 'age.required');
    expect(lucky.json().message).toContain('21');
  });

  it('asks for the captcha and refuses a wrong answer or a spent picture', async () => {
    const before = await countAccounts(t);
    const c = client(t);
    const mobileNum = nextMobile();
    // No picture fetched and no answer.
    expectFailure(await c.register(siamBody({ mobileNum, captcha: undefined })), 400, 'captcha.required');
    // An answer without a picture of this client.
    expectFailure(await c.register(siamBody({ mobileNum })), 400, 'captcha.invalid');
    await c.captcha();
    expectFailure(await c.register(siamBody({ mobileNum, captcha: 'WRONG' })), 400, 'captcha.invalid');
    // The wrong answer spent the picture: the right answer to it no longer counts.
    expectFailure(await c.register(siamBody({ mobileNum })), 400, 'captcha.invalid');
    expect(await countAccounts(t)).toBe(before);
  });

  it('accepts the captcha answer in lower case', async () => {
    const c = client(t, 'lucky');
    await c.captcha();
    const res = await c.register(
      luckyBody({ username: 'lowercap1', email: 'lowercap1@lucky.example', captcha: 'acdef' }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('asks for the SMS code of the number and refuses a wrong or a foreign one', async () => {
    const before = await countAccounts(t);
    const c = client(t);
    const mobileNum = nextMobile();
    await c.captcha();
    const code = await c.smsCode(mobileNum);
    expectFailure(await c.register(siamBody({ mobileNum })), 400, 'verification.code.invalid');
    await c.captcha();
    const wrong = code.replace(/^./, (d) => String((Number(d) + 1) % 10));
    expectFailure(
      await c.register(siamBody({ mobileNum, verificationCode: wrong })),
      400,
      'verification.code.invalid',
    );
    // The code of one number does not register another.
    await c.captcha();
    expectFailure(
      await c.register(siamBody({ mobileNum: nextMobile(), verificationCode: code })),
      400,
      'verification.code.invalid',
    );
    expect(await countAccounts(t)).toBe(before);
    // A wrong answer does not spend the code: the right one still registers.
    await c.captcha();
    const res = await c.register(siamBody({ username: 'patient01', mobileNum, verificationCode: code }));
    expect(res.statusCode).toBe(200);
  });

  it('refuses an SMS code once it is spent', async () => {
    const { res, mobileNum } = await registerOnSiam(t, { username: 'spender01' });
    expect(res.statusCode).toBe(200);
    const code = await codeSentTo(t, international(mobileNum));
    const c = client(t);
    await c.captcha();
    const again = await c.register(siamBody({ username: 'spender02', mobileNum, verificationCode: code }));
    expectFailure(again, 400, 'verification.code.invalid');
    expect(await accountRow(t, 'siam', 'spender02')).toBeUndefined();
  });

  it('refuses an expired SMS code with verification.code.expired', async () => {
    const before = await countAccounts(t);
    const c = client(t);
    const mobileNum = nextMobile();
    await c.captcha();
    const code = await c.smsCode(mobileNum);
    await t.database.db
      .updateTable('verification_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('target', '=', international(mobileNum))
      .where('purpose', '=', 'register')
      .where('used_at', 'is', null)
      .execute();
    const res = await c.register(siamBody({ username: 'latecomer1', mobileNum, verificationCode: code }));
    expectFailure(res, 400, 'verification.code.expired');
    expect(await countAccounts(t)).toBe(before);
  });

  it('refuses a code request and a registration for a number already registered', async () => {
    const c = client(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      remoteAddress: c.ip,
      payload: { mobileNo: '0812345678' },
    });
    expectFailure(res, 409, 'mobile.taken');
    expect(await t.services.outbox.latest(1, '+66812345678')).toEqual([]);

    // A code sent before the number was taken by someone else does not register it twice.
    const siam = await t.database.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'siam')
      .executeTakeFirstOrThrow();
    await t.services.verification.sendSms(siam.id, 'register', '+66812345678', 'Siam Royal');
    const code = await codeSentTo(t, '+66812345678');
    await c.captcha();
    const before = await countAccounts(t);
    const taken = await c.register(
      siamBody({ username: 'numbertwin', mobileNum: '0812345678', verificationCode: code }),
    );
    expectFailure(taken, 409, 'mobile.taken');
    expect(await countAccounts(t)).toBe(before);
  });

  it('refuses unknown invitation codes, a player’s username and another merchant’s code', async () => {
    const before = await countAccounts(t);
    for (const change of [
      { affiliateCode: 'NOPE99' },
      { affiliateCode: 'demo' },
      { affiliateCode: 'LUCKY7' },
      { referralCode: 'nobody-here' },
      { recommenderId: 'ghost01' },
    ]) {
      const { res } = await registerOnSiam(t, { username: 'invited01', ...change });
      expectFailure(res, 400, 'invitation_code_error');
    }
    expect(await countAccounts(t)).toBe(before);
  });

  it('refuses more than 10 registrations from one address for an hour', async () => {
    const c = client(t);
    for (let i = 0; i < 10; i += 1) {
      expectFailure(await c.register(siamBody({ termsAccepted: false })), 400, 'terms.required');
    }
    expectFailure(await c.register(siamBody({ termsAccepted: false })), 429, 'too.many.requests');
    expectFailure(await c.register(siamBody({ mobileNum: nextMobile() })), 429, 'too.many.requests');
    // Another address is not affected.
    expectFailure(await client(t).register(siamBody({ termsAccepted: false })), 400, 'terms.required');
  });

  it.each([
    ['a boolean as text', { termsAccepted: 'maybe' }, 'termsAccepted'],
    ['an object as username', { username: { $ne: null } }, 'username'],
    ['a missing password', { password: undefined }, 'password'],
    ['a missing age confirmation', { ageConfirmed: undefined }, 'ageConfirmed'],
    ['a username longer than any rule', { username: 'x'.repeat(65) }, 'username'],
    ['a verification code longer than 255', { verificationCode: '1'.repeat(256) }, 'verificationCode'],
    ['an unknown register method', { registerMethod: 'APP' }, 'registerMethod'],
  ])('refuses %s with a 400 envelope and creates nothing', async (_name, change, field) => {
    const before = await countAccounts(t);
    const res = await client(t).register(siamBody({ mobileNum: nextMobile(), ...change }));
    expectFailure(res, 400, 'validation.failed');
    expect(res.json().message).toContain(field);
    expect(await countAccounts(t)).toBe(before);
  });

  it('refuses bodies that are not a registration object with a 400 envelope', async () => {
    const before = await countAccounts(t);
    const ip = nextIp();
    const send = (payload: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/wps/member/register',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload,
      });
    for (const payload of ['[]', '"register"', 'null', '{"username":', '42']) {
      const res = await send(payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toMatchObject({ success: false, errorCode: 'validation.failed' });
    }
    expect(await countAccounts(t)).toBe(before);
  });

  it('ignores fields that are not part of the form: no agent, parent or forced state by request', async () => {
    const luckyAgent = await accountRow(t, 'lucky', 'luckyagent');
    const c = client(t, 'lucky');
    await c.captcha();
    const res = await c.register(
      luckyBody({
        username: 'sneaky01',
        email: 'sneaky01@lucky.example',
        type: 1,
        isAgent: true,
        parent_id: luckyAgent?.id,
        parentId: luckyAgent?.id,
        affiliate_code: 'SNEAKY',
        must_change_password: true,
        status: 'disabled',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().value.user).toMatchObject({
      type: 0,
      isAgent: false,
      parentAccount: null,
      affiliateCode: null,
    });
    expect(await accountRow(t, 'lucky', 'sneaky01')).toMatchObject({
      type: 0,
      parent_id: null,
      affiliate_code: null,
      must_change_password: false,
    });
  });
});

describe('registration by mobile number', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(SAME_CAPTCHA);
  });
  afterAll(() => t.close());

  it('registers with the number as the username, in its local form, and logs in', async () => {
    const c = client(t);
    // Typed without the leading 0: the username and the stored number still start with it.
    const typed = '863000001';
    await c.captcha();
    const code = await c.smsCode(typed);
    const res = await c.register(
      siamBody({ username: 'ignored01', mobileNum: typed, verificationCode: code, affiliateCode: 'SIAM01' }),
      '/wps/member/register/mobile',
    );
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      firstTimeLogin: true,
      user: { account: '0863000001', mobileNum: '0863000001', parentAccount: 'agent01' },
    });
    expect(await accountRow(t, 'siam', 'ignored01')).toBeUndefined();
    expect(await accountRow(t, 'siam', '0863000001')).toMatchObject({
      mobile: '0863000001',
      country_dialing_code: '+66',
    });
    const info = await t.app.inject({ url: '/wps/member/info', headers: { authorization: value.token } });
    expect(info.json().value.account).toBe('0863000001');
    // The new account logs in with its number and password.
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: nextIp(),
      payload: { username: '0863000001', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('requires the SMS code (REGMOBVERF3)', async () => {
    const before = await countAccounts(t);
    const c = client(t);
    await c.captcha();
    const res = await c.register(siamBody({ mobileNum: '0863000002' }), '/wps/member/register/mobile');
    expectFailure(res, 400, 'verification.code.invalid');
    expect(await countAccounts(t)).toBe(before);
  });

  it('requires a mobile number', async () => {
    const c = client(t);
    await c.captcha();
    const res = await c.register(siamBody({ username: 'nonumber1' }), '/wps/member/register/mobile');
    expectFailure(res, 400, 'phone.missing');
  });

  it('is not available on lucky, where mobile registration is off', async () => {
    const before = await countAccounts(t);
    const c = client(t, 'lucky');
    await c.captcha();
    const res = await c.register(luckyBody({ mobileNum: '09171234567' }), '/wps/member/register/mobile');
    expectFailure(res, 403, 'function.not.available');
    const code = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      remoteAddress: c.ip,
      headers: { merchant: 'lucky' },
      payload: { mobileNo: '09171234567' },
    });
    expectFailure(code, 403, 'function.not.enabled');
    expect(await countAccounts(t)).toBe(before);
  });
});

describe('registration on lucky', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(SAME_CAPTCHA);
  });
  afterAll(() => t.close());

  it('registers without an SMS code, and the account exists only on lucky', async () => {
    const c = client(t, 'lucky');
    await c.captcha();
    const res = await c.register(
      luckyBody({ username: 'luckyonly1', email: 'only1@lucky.example', affiliateCode: 'LUCKY7' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().value.user).toMatchObject({ account: 'luckyonly1', parentAccount: 'luckyagent' });

    const login = (merchant: Merchant) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        remoteAddress: nextIp(),
        headers: { merchant },
        payload: { username: 'luckyonly1', password: PASSWORD },
      });
    expect((await login('lucky')).statusCode).toBe(200);
    expectFailure(await login('siam'), 401, 'login.invalid');
    // Nor does its lucky token open siam.
    const token = res.json().value.token;
    const info = await t.app.inject({ url: '/wps/member/info', headers: { authorization: token } });
    expectFailure(info, 401, 'not.logged.in');
  });

  it('requires the e-mail on lucky', async () => {
    const c = client(t, 'lucky');
    await c.captcha();
    const res = await c.register(luckyBody({ username: 'noemail01', email: undefined }));
    expectFailure(res, 400, 'validation.failed');
    expect(res.json().message).toMatch(/^email:/);
  });

  it('refuses a mobile number already registered on the merchant', async () => {
    const first = client(t, 'lucky');
    await first.captcha();
    const ok = await first.register(
      luckyBody({ username: 'phoneone1', email: 'phoneone1@lucky.example', mobileNum: '0917000001' }),
    );
    expect(ok.statusCode).toBe(200);
    expect(await accountRow(t, 'lucky', 'phoneone1')).toMatchObject({
      mobile: '0917000001',
      country_dialing_code: '+63',
    });

    const before = await countAccounts(t);
    const second = client(t, 'lucky');
    await second.captcha();
    const taken = await second.register(
      luckyBody({ username: 'phonetwo1', email: 'phonetwo1@lucky.example', mobileNum: '917000001' }),
    );
    expectFailure(taken, 409, 'mobile.taken');
    expect(await countAccounts(t)).toBe(before);
  });

  it('refuses a taken username in another case', async () => {
    const c = client(t, 'lucky');
    await c.captcha();
    const res = await c.register(luckyBody({ username: 'PLAYER1', email: 'other@lucky.example' }));
    expectFailure(res, 409, 'username.taken');
  });
});

describe('affiliate check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(SAME_CAPTCHA);
  });
  afterAll(() => t.close());

  const check = (code: string | undefined, merchant: Merchant = 'siam', ip = nextIp()) =>
    t.app.inject({
      method: 'GET',
      url: '/wps/agent/affiliate',
      remoteAddress: ip,
      headers: { merchant },
      query: code === undefined ? {} : { code },
    });

  it('names the agent of a code, in any case', async () => {
    for (const code of ['SIAM01', 'siam01', ' Siam01 ']) {
      const res = await check(code);
      expect(res.statusCode, code).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        value: { code: 'SIAM01', agent: 'Siam Agent' },
        message: null,
        errorCode: null,
      });
    }
    expect((await check('LUCKY7', 'lucky')).json().value).toEqual({ code: 'LUCKY7', agent: 'Lucky Agent' });
  });

  it('refuses unknown, empty, player and other merchants’ codes with invitation_code_error', async () => {
    for (const [code, merchant] of [
      ['NOPE99', 'siam'],
      ['', 'siam'],
      [undefined, 'siam'],
      ['demo', 'siam'],
      ['agent01', 'siam'],
      ['LUCKY7', 'siam'],
      ['SIAM01', 'lucky'],
    ] as const) {
      expectFailure(await check(code, merchant), 400, 'invitation_code_error');
    }
  });

  it('refuses a code held by a player or a disabled agent', async () => {
    await t.database.db
      .updateTable('accounts')
      .set({ affiliate_code: 'PLAYER9' })
      .where('username_key', '=', 'demo')
      .execute();
    expectFailure(await check('PLAYER9'), 400, 'invitation_code_error');
    await t.database.db
      .updateTable('accounts')
      .set({ status: 'disabled' })
      .where('username_key', '=', 'agent01')
      .execute();
    expectFailure(await check('SIAM01'), 400, 'invitation_code_error');
    await t.database.db
      .updateTable('accounts')
      .set({ status: 'active' })
      .where('username_key', '=', 'agent01')
      .execute();
    expect((await check('SIAM01')).statusCode).toBe(200);
  });

  it('refuses more than 30 checks a minute from one address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i += 1) expect((await check('SIAM01', 'siam', ip)).statusCode).toBe(200);
    expectFailure(await check('SIAM01', 'siam', ip), 429, 'too.many.requests');
    expect((await check('SIAM01')).statusCode).toBe(200);
  });
});

describe('registration code requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(SAME_CAPTCHA);
  });
  afterAll(() => t.close());

  it('sends a 6-digit code to the number in international form', async () => {
    const ip = nextIp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      remoteAddress: ip,
      payload: { mobileNum: '0864000001', countryDialingCode: '+66' },
    });
    expect(res.json()).toEqual({
      success: true,
      value: { expiredMinutes: 5 },
      message: null,
      errorCode: null,
    });
    const [message] = await t.services.outbox.latest(1, '+66864000001');
    expect(message).toMatchObject({ channel: 'sms', recipient: '+66864000001' });
    expect(message?.body).toMatch(/\b[0-9]{6}\b/);
    // Only a hash of the code is stored.
    const rows = await t.database.db
      .selectFrom('verification_codes')
      .select(['code_hash', 'purpose'])
      .where('target', '=', '+66864000001')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.purpose).toBe('register');
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses missing and malformed numbers', async () => {
    const send = (payload: Body) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        remoteAddress: nextIp(),
        payload,
      });
    expectFailure(await send({}), 400, 'phone.missing');
    expectFailure(await send({ mobileNo: 'call me' }), 400, 'phone.invalid.format');
  });

  it('allows one code request a second from an address', async () => {
    const ip = nextIp();
    const send = (mobileNo: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        remoteAddress: ip,
        payload: { mobileNo },
      });
    expect((await send('0864000002')).statusCode).toBe(200);
    expectFailure(await send('0864000003'), 429, 'sms.too.many.requests');
    expect(await t.services.outbox.latest(1, '+66864000003')).toEqual([]);
  });
});
