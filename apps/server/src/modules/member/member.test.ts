import { MEMBER_ICONS, PROFILE_FIELDS } from '@portal/contracts/member';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { hashPassword } from '../../platform/password.ts';

let lastIp = 0;
/** A new caller address, so that per-address limits of one test stay in it. */
const freshIp = () => {
  lastIp++;
  return `10.1.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
};

type Call = { ip?: string; merchant?: string; token?: string; userAgent?: string };

function call(t: TestApp, method: InjectOptions['method'], url: string, body?: unknown, c: Call = {}) {
  const headers: Record<string, string> = {};
  if (c.merchant) headers.merchant = c.merchant;
  if (c.token) headers.authorization = c.token;
  if (c.userAgent) headers['user-agent'] = c.userAgent;
  return t.app.inject({
    method,
    url,
    headers,
    remoteAddress: c.ip ?? '198.51.100.7',
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

function refusedWith(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.success).toBe(false);
  expect(body.errorCode).toBe(code);
  return body as { value: unknown; message: string };
}

function answerOf(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.success).toBe(true);
  return body.value;
}

async function logIn(t: TestApp, username: string, password: string, c: Call = {}): Promise<string> {
  const res = await call(t, 'POST', '/wps/session/loginV2', { username, password }, { ip: freshIp(), ...c });
  return answerOf(res).token as string;
}

/** A player of its own for a test, so its sessions and profile are not shared with others. */
async function insertPlayer(t: TestApp, username: string, password: string): Promise<void> {
  const siam = await t.database.db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', 'siam')
    .executeTakeFirstOrThrow();
  await insertTestAccount(t.services.accounts, {
    merchantId: siam.id,
    username,
    passwordHash: await hashPassword(password),
  });
}

const yearsAgo = (years: number, days = 0) => {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
};

describe('member info', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await logIn(t, 'demo', 'Demo@2026', { ip: '192.0.2.200' });
  });
  afterAll(() => t.close());

  it('answers the logged-in account', async () => {
    const info = answerOf(await call(t, 'GET', '/wps/member/info', undefined, { token }));
    expect(info).toMatchObject({
      account: 'demo',
      nickname: 'Demo Player',
      type: 0,
      isAgent: false,
      isTrial: false,
      mustChangePassword: false,
      mobileNum: '0812345678',
      email: 'demo@siam.example',
      parentAccount: 'agent01',
      lastLoginIp: '192.0.2.200',
    });
    expect(info.icon).toMatch(/^\/assets\/art\/icons\/[a-z]+\.svg$/);
    expect(Number.isNaN(Date.parse(info.lastLoginAt))).toBe(false);
    expect(info).not.toHaveProperty('password_hash');
    expect(info).not.toHaveProperty('passwordHash');
  });

  it('answers 401 not.logged.in without a token or with a token that is no session', async () => {
    for (const headerToken of [undefined, 'garbage', 'x'.repeat(43), `${token}x`, 'y'.repeat(500)]) {
      const res = await call(t, 'GET', '/wps/member/info', undefined, { token: headerToken });
      expect(res.statusCode, String(headerToken)).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        value: null,
        message: 'You are not logged in, please login',
        errorCode: 'not.logged.in',
      });
    }
  });
});

describe('member icon', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await logIn(t, 'demo', 'Demo@2026');
  });
  afterAll(() => t.close());

  it('lists the icons to choose from and changes the icon to a valid choice', async () => {
    const before = answerOf(await call(t, 'GET', '/wps/member/info/icon', undefined, { token }));
    expect(before.choices).toEqual([...MEMBER_ICONS]);
    expect(MEMBER_ICONS).toContain(before.icon);
    expect(before.iconUrl).toBe(`/assets/art/icons/${before.icon}.svg`);

    const choice = MEMBER_ICONS.find((icon) => icon !== before.icon) as string;
    const changed = answerOf(await call(t, 'POST', '/wps/member/info/icon', { icon: choice }, { token }));
    expect(changed).toEqual({
      icon: choice,
      iconUrl: `/assets/art/icons/${choice}.svg`,
      choices: [...MEMBER_ICONS],
    });
    expect(answerOf(await call(t, 'GET', '/wps/member/info/icon', undefined, { token })).icon).toBe(choice);
    const info = answerOf(await call(t, 'GET', '/wps/member/info', undefined, { token }));
    expect(info.icon).toBe(`/assets/art/icons/${choice}.svg`);
  });

  it('refuses an icon that is not a choice with validation.failed and changes nothing', async () => {
    const before = answerOf(await call(t, 'GET', '/wps/member/info/icon', undefined, { token }));
    for (const body of [{ icon: 'unicorn' }, { icon: '../../etc/passwd' }, { icon: 7 }, {}]) {
      refusedWith(await call(t, 'POST', '/wps/member/info/icon', body, { token }), 400, 'validation.failed');
    }
    expect(answerOf(await call(t, 'GET', '/wps/member/info/icon', undefined, { token })).icon).toBe(
      before.icon,
    );
  });

  it('needs a session', async () => {
    refusedWith(await call(t, 'GET', '/wps/member/info/icon'), 401, 'not.logged.in');
    refusedWith(
      await call(t, 'POST', '/wps/member/info/icon', { icon: MEMBER_ICONS[0] }),
      401,
      'not.logged.in',
    );
  });
});

describe('member profile', () => {
  let t: TestApp;
  let token: string;
  const profileOf = async () => answerOf(await call(t, 'GET', '/wps/member/profile', undefined, { token }));
  const update = (body: unknown) => call(t, 'POST', '/wps/member/profile', body, { token });

  beforeAll(async () => {
    t = await createTestApp();
    token = await logIn(t, 'demo', 'Demo@2026');
  });
  afterAll(() => t.close());

  it('shows every profile field, nothing locked at first', async () => {
    const view = await profileOf();
    expect(Object.keys(view.profile).sort()).toEqual([...PROFILE_FIELDS].sort());
    expect(view.profile).toMatchObject({
      nickname: 'Demo Player',
      email: 'demo@siam.example',
      realName: null,
      birthday: null,
    });
    expect(view.locked).toEqual([]);
  });

  it('refuses a birthday under 18 or not a date, and changes nothing', async () => {
    for (const birthday of [yearsAgo(17), yearsAgo(18, 1), '1990-02-30', '01-05-1990', 'yesterday']) {
      const res = await update({ birthday, telegram: '@never' });
      expect(refusedWith(res, 400, 'validation.failed').message, birthday).toContain('birthday');
    }
    const view = await profileOf();
    expect(view.profile.birthday).toBeNull();
    expect(view.profile.telegram).toBeNull();
    expect(view.locked).toEqual([]);
  });

  it('updates nickname, telegram and birthday; the birthday is then locked', async () => {
    const birthday = yearsAgo(18);
    const view = answerOf(await update({ nickname: '  Lucky Demo ', telegram: '@demo_th', birthday }));
    expect(view.profile).toMatchObject({ nickname: 'Lucky Demo', telegram: '@demo_th', birthday });
    expect(view.locked).toEqual(['birthday']);
    expect(await profileOf()).toEqual(view);
    const info = answerOf(await call(t, 'GET', '/wps/member/info', undefined, { token }));
    expect(info.nickname).toBe('Lucky Demo');

    refusedWith(await update({ birthday: '1980-01-01' }), 400, 'validation.failed');
    expect((await profileOf()).profile.birthday).toBe(birthday);
  });

  it('locks the real name once set: another value is refused, the same value accepted', async () => {
    const set = answerOf(await update({ realName: 'Somchai Jaidee' }));
    expect(set.profile.realName).toBe('Somchai Jaidee');
    expect(set.locked).toContain('realName');

    for (const realName of ['Somchai Other', null, '']) {
      const res = await update({ realName, nickname: 'Should Not Stick' });
      expect(refusedWith(res, 400, 'validation.failed').message).toContain('realName');
    }
    const unchanged = await profileOf();
    expect(unchanged.profile.realName).toBe('Somchai Jaidee');
    expect(unchanged.profile.nickname).toBe('Lucky Demo');

    const same = answerOf(await update({ realName: 'Somchai Jaidee', nickname: 'Somchai' }));
    expect(same.profile).toMatchObject({ realName: 'Somchai Jaidee', nickname: 'Somchai' });
  });

  it('clears an optional field with an empty value', async () => {
    const view = answerOf(await update({ telegram: '' }));
    expect(view.profile.telegram).toBeNull();
  });

  it('refuses an e-mail address that is not one', async () => {
    refusedWith(await update({ email: 'not-an-email' }), 400, 'validation.failed');
    expect((await profileOf()).profile.email).toBe('demo@siam.example');
  });

  it('never fails with a 500 on unknown or oversized fields, and stores no unknown field', async () => {
    const unknown = await update({ favouriteColour: 'red', line: 'demo-line' });
    expect(unknown.statusCode).toBeLessThan(500);
    if (unknown.statusCode === 200) {
      // Stripped: the known field is kept, the unknown one is nowhere.
      expect(Object.keys(unknown.json().value.profile).sort()).toEqual([...PROFILE_FIELDS].sort());
      expect(unknown.json().value.profile.line).toBe('demo-line');
    } else {
      refusedWith(unknown, 400, 'validation.failed');
    }
    const stored = await t.database.db
      .selectFrom('accounts')
      .select('profile')
      .where('username_key', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(stored.profile).not.toHaveProperty('favouriteColour');

    refusedWith(await update({ nickname: 'n'.repeat(41) }), 400, 'validation.failed');
    refusedWith(await update({ telegram: { handle: 'x' } }), 400, 'validation.failed');
  });

  it('needs a session', async () => {
    refusedWith(await call(t, 'GET', '/wps/member/profile'), 401, 'not.logged.in');
    refusedWith(await call(t, 'POST', '/wps/member/profile', { nickname: 'x' }), 401, 'not.logged.in');
  });
});

describe('member sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertPlayer(t, 'twodevices', 'Devices@2026');
  });
  afterAll(() => t.close());

  it('lists both logins, marks the caller’s, and ends the other one', async () => {
    const ipA = freshIp();
    const ipB = freshIp();
    const tokenA = await logIn(t, 'twodevices', 'Devices@2026', { ip: ipA, userAgent: 'Phone A' });
    const tokenB = await logIn(t, 'twodevices', 'Devices@2026', { ip: ipB, userAgent: 'Laptop B' });

    const list = answerOf(await call(t, 'GET', '/wps/member/sessions', undefined, { token: tokenA }));
    expect(list).toHaveLength(2);
    const mine = list.find((s: { current: boolean }) => s.current);
    const other = list.find((s: { current: boolean }) => !s.current);
    expect(mine).toMatchObject({ ip: ipA, userAgent: 'Phone A', remember: false });
    expect(other).toMatchObject({ ip: ipB, userAgent: 'Laptop B', remember: false });
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    for (const entry of list) {
      expect(Date.parse(entry.expiresAt)).toBeGreaterThan(Date.now());
      expect(entry).not.toHaveProperty('token');
      expect(entry).not.toHaveProperty('token_hash');
    }
    // Seen from B, B is the current one.
    const fromB = answerOf(await call(t, 'GET', '/wps/member/sessions', undefined, { token: tokenB }));
    expect(fromB.find((s: { current: boolean }) => s.current).id).toBe(other.id);

    const ended = await call(t, 'DELETE', `/wps/member/sessions/${other.id}`, undefined, { token: tokenA });
    expect(answerOf(ended)).toBe(true);
    refusedWith(await call(t, 'GET', '/wps/member/info', undefined, { token: tokenB }), 401, 'not.logged.in');
    const after = answerOf(await call(t, 'GET', '/wps/member/sessions', undefined, { token: tokenA }));
    expect(after.map((s: { id: number }) => s.id)).toEqual([mine.id]);
    // Ending it again finds nothing.
    refusedWith(
      await call(t, 'DELETE', `/wps/member/sessions/${other.id}`, undefined, { token: tokenA }),
      404,
      'not.found',
    );
  });

  it('answers not.found for a session of another account and leaves it alive', async () => {
    const mine = await logIn(t, 'twodevices', 'Devices@2026');
    const demo = await logIn(t, 'demo', 'Demo@2026');
    const demoSessions = answerOf(await call(t, 'GET', '/wps/member/sessions', undefined, { token: demo }));
    const demoId = demoSessions.find((s: { current: boolean }) => s.current).id;

    const res = await call(t, 'DELETE', `/wps/member/sessions/${demoId}`, undefined, { token: mine });
    expect(refusedWith(res, 404, 'not.found').value).toBeNull();
    expect(answerOf(await call(t, 'GET', '/wps/member/info', undefined, { token: demo })).account).toBe(
      'demo',
    );
  });

  it('refuses a session id that is not a positive number with validation.failed', async () => {
    const token = await logIn(t, 'twodevices', 'Devices@2026');
    for (const id of ['abc', '0', '-1', '1.5']) {
      refusedWith(
        await call(t, 'DELETE', `/wps/member/sessions/${id}`, undefined, { token }),
        400,
        'validation.failed',
      );
    }
    const missing = await call(t, 'DELETE', '/wps/member/sessions/999999', undefined, { token });
    refusedWith(missing, 404, 'not.found');
  });

  it('needs a session', async () => {
    refusedWith(await call(t, 'GET', '/wps/member/sessions'), 401, 'not.logged.in');
    refusedWith(await call(t, 'DELETE', '/wps/member/sessions/1'), 401, 'not.logged.in');
  });
});

describe('free play', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const freePlay = (c: Call = {}) =>
    call(t, 'POST', '/wps/session/login/freeplay', { platform: 'W' }, { ip: freshIp(), ...c });

  it('opens a trial account (type 4) that may read its member info', async () => {
    const result = answerOf(await freePlay());
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(result.passwordExpired).toBe(false);
    expect(result.user).toMatchObject({ type: 4, isTrial: true, isAgent: false });
    expect(result.user.account).toMatch(/^trial[0-9a-f]{10}$/);

    const info = answerOf(await call(t, 'GET', '/wps/member/info', undefined, { token: result.token }));
    expect(info).toMatchObject({ account: result.user.account, type: 4, isTrial: true });

    // Each trial is a new account.
    const another = answerOf(await freePlay());
    expect(another.user.account).not.toBe(result.user.account);
  });

  it('refuses the trial on member pages with in_need_true_account', async () => {
    const { token } = answerOf(await freePlay());
    const refused: Array<[InjectOptions['method'], string, unknown]> = [
      ['GET', '/wps/member/profile', undefined],
      ['POST', '/wps/member/profile', { nickname: 'Trial' }],
      ['POST', '/wps/member/info/icon', { icon: MEMBER_ICONS[0] }],
      ['GET', '/wps/member/sessions', undefined],
      ['DELETE', '/wps/member/sessions/1', undefined],
      [
        'POST',
        '/wps/member/password',
        { oldPassword: 'Whatever@2026', newPassword: 'Trial@2026x', confirmNewPassword: 'Trial@2026x' },
      ],
    ];
    for (const [method, url, body] of refused) {
      const res = await call(t, method, url, body, { token });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json(), `${method} ${url}`).toEqual({
        success: false,
        value: null,
        message: 'Please register a real account to continue',
        errorCode: 'in_need_true_account',
      });
    }
    // The trial still logs out.
    expect(answerOf(await call(t, 'DELETE', '/wps/session/logout', undefined, { token }))).toBeNull();
    refusedWith(await call(t, 'GET', '/wps/member/info', undefined, { token }), 401, 'not.logged.in');
  });

  it('is not available on a merchant without free play', async () => {
    const res = await freePlay({ merchant: 'lucky' });
    expect(refusedWith(res, 403, 'function.not.available').message).toBe('This function is not available');
  });

  it('refuses the 11th trial from one address in an hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await freePlay({ ip })).statusCode).toBe(200);
    refusedWith(await freePlay({ ip }), 429, 'too.many.requests');
    expect((await freePlay()).statusCode).toBe(200);
  });
});

describe('forced password change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets newbie’s session read member info and log out, and nothing else', async () => {
    const res = await call(t, 'POST', '/wps/session/loginV2', {
      username: 'newbie',
      password: 'Welcome@2026',
    });
    const result = answerOf(res);
    expect(result.passwordExpired).toBe(true);
    expect(result.user).toMatchObject({ account: 'newbie', mustChangePassword: true });
    const token = result.token as string;

    const info = answerOf(await call(t, 'GET', '/wps/member/info', undefined, { token }));
    expect(info).toMatchObject({ account: 'newbie', mustChangePassword: true });

    for (const [method, url, body] of [
      ['GET', '/wps/member/profile', undefined],
      ['POST', '/wps/member/profile', { nickname: 'New' }],
      ['GET', '/wps/member/sessions', undefined],
      ['GET', '/wps/member/info/icon', undefined],
      ['POST', '/wps/member/info/icon', { icon: MEMBER_ICONS[0] }],
    ] as Array<[InjectOptions['method'], string, unknown]>) {
      const refused = await call(t, method, url, body, { token });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().errorCode, `${method} ${url}`).toBe('password.change.required');
    }

    expect(answerOf(await call(t, 'DELETE', '/wps/session/logout', undefined, { token }))).toBeNull();
    refusedWith(await call(t, 'GET', '/wps/member/info', undefined, { token }), 401, 'not.logged.in');
  });
});

describe('usernames for other modules’ lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names many accounts by id in one call, and leaves out an id that is no account', async () => {
    await insertPlayer(t, 'names_one', 'Names@2026!x');
    await insertPlayer(t, 'names_two', 'Names@2026!x');
    const one = await t.services.accounts.findByUsername(
      (await t.services.system.merchantByCode('siam'))!.id,
      'names_one',
    );
    const two = await t.services.accounts.findByUsername(
      (await t.services.system.merchantByCode('siam'))!.id,
      'names_two',
    );
    const names = await t.services.accounts.usernames([two!.id, one!.id, two!.id, 999_999]);
    expect(names).toEqual(
      new Map([
        [two!.id, 'names_two'],
        [one!.id, 'names_one'],
      ]),
    );
    expect(await t.services.accounts.usernames([])).toEqual(new Map());
  });
});
