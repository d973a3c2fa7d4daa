import { afterEach, describe, expect, it } from 'vitest';
import { answerOf, freshIp, refusedWith } from '../../../test/money-helpers.ts';
import { stepAt, totpCode } from '../../../test/operator-authenticator.ts';
import { OPS, ops, opsLogin, tokenHash, useOpsAdmin } from '../../../test/ops-helpers.ts';
import { createTestApp, useTestApp } from '../../../test/test-app.ts';
import { OPERATOR_CODE_FAILURES, OPERATOR_FAILURES_PER_NAME } from './operator-login.ts';
import { CHALLENGE_ATTEMPTS, CHALLENGE_MS } from './operator-two-factor.ts';

type Challenge = {
  next: 'totp' | 'enrol';
  challenge: string;
  expiresAt: string;
  secret?: string;
  otpauthUri?: string;
};
type Session = { token: string; operator: { id: number; username: string }; recoveryCodes: string[] | null };
type Audit = { action: string; operator: string; detail: Record<string, unknown> };

const t = useTestApp();
const { admin, relogin, newOperator } = useOpsAdmin(t);
const nowMs = () => t.operatorClock.now().getTime();
/** The code an app shows now, `steps` steps from now. */
const codeOf = (secret: string, steps = 0) => totpCode(secret, stepAt(nowMs()) + steps);

/** Moves the clock off the last seconds of a time step, so a code computed here is judged in the same step. */
function awayFromStepEdge() {
  const left = 30_000 - (nowMs() % 30_000);
  if (left < 5_000) t.operatorClock.advance(left + 1_000);
}

const login = (who: { username: string; password: string }, ip = freshIp()) =>
  ops(t, 'POST', '/ops/v1/session/login', who, { ip });
const challengeOf = async (who: { username: string; password: string }, ip?: string) =>
  answerOf<Challenge>(await login(who, ip));
const answer = (body: Record<string, unknown>, ip = freshIp()) =>
  ops(t, 'POST', '/ops/v1/session/totp', body, { ip });
const me = (token: string) => ops(t, 'GET', '/ops/v1/session', undefined, { token });

/** The audit rows of an operator's doing, newest first. */
async function auditOf(username: string, action = 'session', more = ''): Promise<Audit[]> {
  const query = `operator=${username}&action=${action}&pageSize=100${more}`;
  const res = await ops(t, 'GET', `/ops/v1/audit?${query}`, undefined, { token: admin.token });
  return answerOf<{ content: Audit[] }>(res).content;
}

/** A new finance operator with its app set up: its credentials, secret and recovery codes. */
async function enrolledFinance() {
  const op = await newOperator('finance');
  const enrol = await challengeOf(op);
  const session = answerOf<Session>(
    await answer({ challenge: enrol.challenge, code: codeOf(enrol.secret ?? '') }),
  );
  return {
    ...op,
    secret: enrol.secret ?? '',
    recoveryCodes: session.recoveryCodes ?? [],
    token: session.token,
  };
}

describe('enrolment at the first login', () => {
  it('gives admin and finance a new secret and its otpauth URI, confirmed by a first code that answers the session and ten recovery codes', async () => {
    const op = await newOperator('finance');
    const enrol = await challengeOf(op);
    expect(enrol).toEqual({
      next: 'enrol',
      challenge: expect.stringMatching(/^opc_[\w-]{43}$/),
      expiresAt: expect.any(String),
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      otpauthUri: expect.any(String),
    });
    expect(new Date(enrol.expiresAt).getTime() - nowMs()).toBeGreaterThan(CHALLENGE_MS - 5_000);
    const uri = new URL(enrol.otpauthUri ?? '');
    expect(`${uri.protocol}//${uri.host}${decodeURIComponent(uri.pathname)}`).toBe(
      `otpauth://totp/Portal back office:${op.username}`,
    );
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'Portal back office',
      secret: enrol.secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });

    refusedWith(
      await answer({ challenge: enrol.challenge, code: codeOf(enrol.secret ?? '', 5) }),
      401,
      'operator.totp.invalid',
    );
    const session = answerOf<Session>(
      await answer({ challenge: enrol.challenge, code: codeOf(enrol.secret ?? '') }),
    );
    expect(session.token).toMatch(/^ops_/);
    expect(session.operator.username).toBe(op.username);
    expect(session.recoveryCodes).toHaveLength(10);
    expect(new Set(session.recoveryCodes).size).toBe(10);
    for (const code of session.recoveryCodes ?? []) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect(answerOf(await me(session.token))).toMatchObject({
      twoFactor: { enrolled: true, required: true },
    });

    // At rest: the secret sealed, the recovery codes as hashes only.
    const row = await t.database.db
      .selectFrom('operators')
      .select(['totp_secret_sealed', 'totp_enrolled_at'])
      .where('id', '=', op.id)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret_sealed).toMatch(/^v1\./);
    expect(row.totp_secret_sealed).not.toContain(enrol.secret);
    expect(row.totp_enrolled_at).not.toBeNull();
    const stored = await t.database.db
      .selectFrom('operator_recovery_codes')
      .select('code_hash')
      .where('operator_id', '=', op.id)
      .execute();
    expect(stored).toHaveLength(10);
    const text = JSON.stringify(stored);
    for (const code of session.recoveryCodes ?? []) expect(text).not.toContain(code);

    expect((await auditOf(op.username)).map((a) => a.action)).toEqual([
      'session.login',
      'session.enrol',
      'session.totp.refused',
      'session.challenge',
    ]);
  });

  it('answers the session and no recovery codes at a later login with a code, and the answer holds no secret', async () => {
    const op = await enrolledFinance();
    const challenge = await challengeOf(op);
    expect(challenge).toEqual({ next: 'totp', challenge: expect.any(String), expiresAt: expect.any(String) });
    const session = answerOf<Session>(
      await answer({ challenge: challenge.challenge, code: codeOf(op.secret, 1) }),
    );
    expect(session.recoveryCodes).toBeNull();
    expect(answerOf(await me(session.token))).toMatchObject({ username: op.username });
    const [latest] = await auditOf(op.username);
    expect(latest).toMatchObject({ action: 'session.login', detail: { secondFactor: 'totp' } });
  });
});

describe('codes', () => {
  it('refuses a wrong code, takes the right one on the same challenge, and spends the challenge after 5 wrong ones', async () => {
    const op = await enrolledFinance();
    const first = await challengeOf(op);
    refusedWith(await answer({ challenge: first.challenge, code: '123456' }), 401, 'operator.totp.invalid');
    answerOf(await answer({ challenge: first.challenge, code: codeOf(op.secret, 1) }));
    // Answered: the challenge is spent.
    refusedWith(
      await answer({ challenge: first.challenge, code: codeOf(op.secret, 1) }),
      401,
      'operator.challenge.invalid',
    );

    const second = await challengeOf(op);
    for (let i = 0; i < CHALLENGE_ATTEMPTS; i++) {
      refusedWith(
        await answer({ challenge: second.challenge, code: '000000' }),
        401,
        'operator.totp.invalid',
      );
    }
    t.operatorClock.advance(30_000);
    refusedWith(
      await answer({ challenge: second.challenge, code: codeOf(op.secret, 1) }),
      401,
      'operator.challenge.invalid',
    );
    const refused = (await auditOf(op.username, 'session.totp.refused')).map((a) => a.detail.reason);
    expect(refused).toEqual(['answered', ...Array(CHALLENGE_ATTEMPTS).fill('wrong'), 'answered', 'wrong']);
  });

  it('takes a code once: the same code, or an earlier one, is refused at the next login', async () => {
    const op = await enrolledFinance();
    const code = codeOf(op.secret, 1);
    answerOf(await answer({ challenge: (await challengeOf(op)).challenge, code }));
    const again = await challengeOf(op);
    refusedWith(await answer({ challenge: again.challenge, code }), 401, 'operator.totp.invalid');
    // The enrolment used this step: older than the one just taken.
    refusedWith(
      await answer({ challenge: again.challenge, code: codeOf(op.secret) }),
      401,
      'operator.totp.invalid',
    );
    t.operatorClock.advance(30_000);
    answerOf(await answer({ challenge: again.challenge, code: codeOf(op.secret, 1) }));
    const reasons = (await auditOf(op.username, 'session.totp.refused')).map((a) => a.detail.reason);
    expect(reasons).toEqual(['replayed', 'replayed']);
  });

  it('refuses codes outside one step either way', async () => {
    const op = await enrolledFinance();
    awayFromStepEdge();
    const challenge = (await challengeOf(op)).challenge;
    refusedWith(await answer({ challenge, code: codeOf(op.secret, 2) }), 401, 'operator.totp.invalid');
    refusedWith(await answer({ challenge, code: codeOf(op.secret, -2) }), 401, 'operator.totp.invalid');
    answerOf(await answer({ challenge, code: codeOf(op.secret, 1) }));
  });

  it('takes each recovery code once, in any case and with or without dashes, and never for an enrolment', async () => {
    const op = await enrolledFinance();
    const [first = '', second = ''] = op.recoveryCodes;
    const session = answerOf<Session>(
      await answer({ challenge: (await challengeOf(op)).challenge, recoveryCode: first.toUpperCase() }),
    );
    expect(session.recoveryCodes).toBeNull();
    refusedWith(
      await answer({ challenge: (await challengeOf(op)).challenge, recoveryCode: first }),
      401,
      'operator.totp.invalid',
    );
    answerOf(
      await answer({ challenge: (await challengeOf(op)).challenge, recoveryCode: second.replace(/-/g, ' ') }),
    );
    const used = await auditOf(op.username, 'session.recovery');
    expect(used.map((a) => a.detail.left)).toEqual([8, 9]);

    const fresh = await newOperator('admin');
    const enrol = await challengeOf(fresh);
    refusedWith(
      await answer({ challenge: enrol.challenge, recoveryCode: first }),
      401,
      'operator.totp.invalid',
    );
    // Another operator's recovery code is no code of this one.
    const other = await enrolledFinance();
    refusedWith(
      await answer({ challenge: (await challengeOf(other)).challenge, recoveryCode: op.recoveryCodes[2] }),
      401,
      'operator.totp.invalid',
    );
  });

  it('ends a challenge after 5 minutes', async () => {
    const op = await enrolledFinance();
    const challenge = (await challengeOf(op)).challenge;
    t.operatorClock.advance(CHALLENGE_MS + 1000);
    refusedWith(await answer({ challenge, code: codeOf(op.secret) }), 401, 'operator.challenge.invalid');
    const [latest] = await auditOf(op.username, 'session.totp.refused');
    expect(latest?.detail).toMatchObject({ reason: 'expired' });
    answerOf(await answer({ challenge: (await challengeOf(op)).challenge, code: codeOf(op.secret) }));
  });

  it('refuses unknown challenges and bad input with the envelope, and stores no session', async () => {
    const op = await enrolledFinance();
    const before = await t.database.db.selectFrom('operator_sessions').select('token_hash').execute();
    const challenge = (await challengeOf(op)).challenge;
    const code = codeOf(op.secret, 1);
    refusedWith(await answer({ challenge: 'opc_nothing', code }), 401, 'operator.challenge.invalid');
    refusedWith(
      await answer({ challenge: `ops_${challenge.slice(4)}`, code }),
      401,
      'operator.challenge.invalid',
    );
    refusedWith(await answer({ challenge: 'x'.repeat(101), code }), 400, 'validation.failed');
    const both = refusedWith(
      await answer({ challenge, code, recoveryCode: op.recoveryCodes[0] }),
      400,
      'validation.failed',
    );
    expect(both.message).toMatch(/code, recoveryCode/);
    refusedWith(await answer({ challenge }), 400, 'validation.failed');
    refusedWith(await answer({ challenge, code: '12345' }), 400, 'validation.failed');
    const after = await t.database.db.selectFrom('operator_sessions').select('token_hash').execute();
    expect(after.length).toBe(before.length);
    // Bad input counted no wrong answer: the challenge still takes the code.
    answerOf(await answer({ challenge, code }));
  });

  it('stores the challenge as a hash only', async () => {
    const op = await enrolledFinance();
    const { challenge } = await challengeOf(op);
    const rows = await t.database.db
      .selectFrom('operator_challenges')
      .select('token_hash')
      .where('operator_id', '=', op.id)
      .execute();
    expect(rows.map((r) => r.token_hash)).toContain(tokenHash(challenge));
    expect(JSON.stringify(rows)).not.toContain(challenge);
  });
});

describe('throttling', () => {
  it('counts wrong codes like wrong passwords, and past the code cap refuses codes from every address', async () => {
    const op = await enrolledFinance();
    const home = freshIp();
    // A login from home makes it a known address.
    answerOf(
      await answer({ challenge: (await challengeOf(op, home)).challenge, code: codeOf(op.secret, 1) }, home),
    );
    expect(OPERATOR_CODE_FAILURES).toBe(OPERATOR_FAILURES_PER_NAME);
    for (let wrong = 0; wrong < OPERATOR_CODE_FAILURES; ) {
      const { challenge } = await challengeOf(op, home);
      for (let i = 0; i < CHALLENGE_ATTEMPTS && wrong < OPERATOR_CODE_FAILURES; i++, wrong++) {
        refusedWith(await answer({ challenge, code: '000000' }, home), 401, 'operator.totp.invalid');
      }
    }
    // The name's failures are full: a new address may not even try the password...
    refusedWith(await login(op), 429, 'too.many.requests');
    // ...the known one may, but its codes are refused, the right one too.
    const { challenge } = await challengeOf(op, home);
    t.operatorClock.advance(30_000);
    refusedWith(await answer({ challenge, code: codeOf(op.secret) }, home), 429, 'too.many.requests');
    const throttled = (await auditOf(op.username, 'session.login.refused')).filter(
      (a) => a.detail.reason === 'throttled',
    );
    expect(throttled.length).toBeGreaterThan(0);
  });
});

describe('enrolment from a session', () => {
  it('lets a viewer log in without a code, set an app up from its session, and then asks for codes', async () => {
    const op = await newOperator('viewer', 'siam');
    const first = answerOf<Session>(await login(op));
    expect(answerOf(await me(first.token))).toMatchObject({
      twoFactor: { enrolled: false, required: false },
    });

    const begin = (token: string) => ops(t, 'POST', '/ops/v1/session/2fa/enrol', undefined, { token });
    const confirm = (token: string, body: unknown) =>
      ops(t, 'POST', '/ops/v1/session/2fa/confirm', body, { token });
    const enrol = answerOf<Challenge>(await begin(first.token));
    expect(enrol).toMatchObject({ next: 'enrol', secret: expect.stringMatching(/^[A-Z2-7]{32}$/) });
    const secret = enrol.secret ?? '';

    refusedWith(
      await confirm(first.token, { challenge: enrol.challenge, code: codeOf(secret, 3) }),
      401,
      'operator.totp.invalid',
    );
    refusedWith(await confirm(first.token, { challenge: enrol.challenge }), 400, 'validation.failed');
    // A login challenge is no enrolment's, and one operator's enrolment is not another's.
    const stranger = await enrolledFinance();
    const loginChallenge = (await challengeOf(stranger)).challenge;
    refusedWith(
      await confirm(first.token, { challenge: loginChallenge, code: codeOf(secret) }),
      401,
      'operator.challenge.invalid',
    );
    refusedWith(
      await confirm(stranger.token, { challenge: enrol.challenge, code: codeOf(secret) }),
      401,
      'operator.challenge.invalid',
    );
    const done = answerOf<{ recoveryCodes: string[] }>(
      await confirm(first.token, { challenge: enrol.challenge, code: codeOf(secret) }),
    );
    expect(done.recoveryCodes).toHaveLength(10);
    expect(answerOf(await me(first.token))).toMatchObject({ twoFactor: { enrolled: true, required: false } });
    refusedWith(await begin(first.token), 409, 'operator.totp.enrolled');

    const next = await challengeOf(op);
    expect(next.next).toBe('totp');
    answerOf(await answer({ challenge: next.challenge, code: codeOf(secret, 1) }));
    expect((await auditOf(op.username, 'session.enrol'))[0]?.detail).toEqual({ purpose: 'enrol' });
  });
});

describe('reset by an administrator', () => {
  it('forgets the app and the recovery codes: the operator enrols again at its next login; audited', async () => {
    const op = await enrolledFinance();
    const reset = (id: number, token = admin.token) =>
      ops(t, 'POST', `/ops/v1/operators/${id}/2fa/reset`, {}, { token });
    const account = answerOf<{ twoFactorEnrolled: boolean }>(await reset(op.id));
    expect(account).toMatchObject({ id: op.id, twoFactorEnrolled: false });
    // Its session goes on.
    answerOf(await me(op.token));

    const again = await challengeOf(op);
    expect(again.next).toBe('enrol');
    expect(again.secret).not.toBe(op.secret);
    const codesLeft = await t.database.db
      .selectFrom('operator_recovery_codes')
      .select('code_hash')
      .where('operator_id', '=', op.id)
      .execute();
    expect(codesLeft).toEqual([]);
    answerOf(await answer({ challenge: again.challenge, code: codeOf(again.secret ?? '') }));

    const [row] = await auditOf('admin', 'operator.totp.reset', `&target=operator:${op.id}`);
    expect(row).toMatchObject({
      action: 'operator.totp.reset',
      detail: { username: op.username, wasEnrolled: true },
    });
  });

  it('refuses the wrong role, the caller itself, an operator outside the scope and an unknown id', async () => {
    const reset = (id: number, token = admin.token) =>
      ops(t, 'POST', `/ops/v1/operators/${id}/2fa/reset`, {}, { token });
    const finance = await enrolledFinance();
    const viewer = await newOperator('viewer');
    const viewerToken = answerOf<Session>(await login(viewer)).token;
    refusedWith(await reset(viewer.id, finance.token), 403, 'operator.forbidden');
    refusedWith(await reset(finance.id, viewerToken), 403, 'operator.forbidden');

    const adminId = answerOf<{ id: number }>(await me(admin.token)).id;
    refusedWith(await reset(adminId), 403, 'operator.forbidden');
    refusedWith(await reset(2_000_000_000), 404, 'not.found');
    refusedWith(await reset(0), 400, 'validation.failed');

    const siamAdmin = await newOperator('admin', 'siam');
    const siamAdminToken = await opsLogin(t, siamAdmin);
    refusedWith(await reset(finance.id, siamAdminToken), 404, 'not.found');
    const refused = (await auditOf('admin', 'operator.totp.reset.refused')).map((a) => a.detail.errorCode);
    expect(refused).toEqual(['not.found', 'operator.forbidden']);
  });
});

describe('idle sessions', () => {
  // The clock moves past the administrator's own idle limit here: it logs in again after each test.
  afterEach(relogin);

  it('end after 30 minutes without a request, whatever their absolute end', async () => {
    const op = await newOperator('viewer');
    const { token } = answerOf<Session>(await login(op));
    t.operatorClock.advance(29 * 60_000);
    answerOf(await me(token));
    // Activity moved the idle limit on.
    t.operatorClock.advance(29 * 60_000);
    answerOf(await me(token));
    t.operatorClock.advance(30 * 60_000 + 1000);
    refusedWith(await me(token), 401, 'operator.session.expired');
    refusedWith(
      await ops(t, 'GET', '/ops/v1/deposits', undefined, { token }),
      401,
      'operator.session.expired',
    );
    // A new login is a new session.
    answerOf(await me(answerOf<Session>(await login(op)).token));
  });

  it('end after the configured idle time', async () => {
    const short = await createTestApp({ OPS_SESSION_IDLE_MINUTES: '5' });
    try {
      const res = await short.app.inject({
        method: 'POST',
        url: '/ops/v1/session/login',
        payload: OPS.siamviewer,
      });
      const { token } = answerOf<Session>(res);
      const info = () =>
        short.app.inject({ method: 'GET', url: '/ops/v1/session', headers: { authorization: token } });
      expect(answerOf(await info())).toMatchObject({ idleTimeoutSeconds: 300 });
      short.operatorClock.advance(5 * 60_000 + 1000);
      refusedWith(await info(), 401, 'operator.session.expired');
    } finally {
      await short.close();
    }
  });

  it('records activity at most once a minute, not on every request', async () => {
    const op = await newOperator('viewer');
    const { token } = answerOf<Session>(await login(op));
    const lastSeen = async () =>
      (
        await t.database.db
          .selectFrom('operator_sessions')
          .select('last_seen_at')
          .where('token_hash', '=', tokenHash(token))
          .executeTakeFirstOrThrow()
      ).last_seen_at.getTime();
    const start = await lastSeen();
    t.operatorClock.advance(20_000);
    answerOf(await me(token));
    answerOf(await me(token));
    expect(await lastSeen()).toBe(start);
    t.operatorClock.advance(45_000);
    answerOf(await me(token));
    expect(await lastSeen()).toBeGreaterThan(start + 60_000);
  });
});
