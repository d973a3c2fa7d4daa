import { PAYMENT_PASSWORD_LOCK_MINUTES, PAYMENT_PASSWORD_MAX_FAILURES } from '@portal/contracts/payments';
import { describe, expect, it } from 'vitest';
import {
  answerOf,
  balanceOf,
  call,
  freshIp,
  newPlayer,
  type Player,
  refusedWith,
  requestId,
  useMoneyApp,
} from '../../../test/money-helpers.ts';

const t = useMoneyApp();

const state = (p: Player) =>
  call(t, 'GET', '/wps/member/hasWithdrawalPassword', undefined, { token: p.token });
const setPassword = (p: Player, body: Record<string, unknown>) =>
  call(t, 'PUT', '/wps/member/paymentPassword', body, { token: p.token });
const check = (p: Player, paymentPassword: string) =>
  call(t, 'POST', '/wps/member/paymentPassword/check', { paymentPassword }, { token: p.token });

async function withPassword(password = '135790'): Promise<Player> {
  const p = await newPlayer(t);
  answerOf(
    await setPassword(p, { newPassword: password, confirmPassword: password, loginPassword: p.password }),
  );
  return p;
}

async function storedRow(p: Player) {
  return t.database.db
    .selectFrom('payment_passwords')
    .selectAll()
    .where('account_id', '=', p.id)
    .executeTakeFirst();
}

describe('setting the payment password', () => {
  it('starts unset, is set with the login password and kept as argon2id', async () => {
    const p = await newPlayer(t);
    expect(answerOf(await state(p))).toEqual({ hasPassword: false, lockedUntil: null });
    const value = answerOf(
      await setPassword(p, { newPassword: '246810', confirmPassword: '246810', loginPassword: p.password }),
    );
    expect(value).toEqual({ hasPassword: true, lockedUntil: null });
    expect(answerOf(await state(p))).toEqual({ hasPassword: true, lockedUntil: null });
    const row = await storedRow(p);
    expect(row?.hash).toMatch(/^\$argon2id\$/);
    expect(row?.hash).not.toContain('246810');
  });

  it('refuses the first one with a wrong login password and stores nothing', async () => {
    const p = await newPlayer(t);
    refusedWith(
      await setPassword(p, { newPassword: '246810', confirmPassword: '246810', loginPassword: 'Wrong@2026' }),
      400,
      'password.incorrect',
    );
    refusedWith(
      await setPassword(p, { newPassword: '246810', confirmPassword: '246810' }),
      400,
      'validation.failed',
    );
    expect(await storedRow(p)).toBeUndefined();
  });

  it('refuses a confirmation that differs with password.confirm.mismatch', async () => {
    const p = await newPlayer(t);
    refusedWith(
      await setPassword(p, { newPassword: '246810', confirmPassword: '246811', loginPassword: p.password }),
      400,
      'password.confirm.mismatch',
    );
    expect(await storedRow(p)).toBeUndefined();
  });

  it('refuses a password that is not six digits with 400 and changes nothing', async () => {
    const p = await newPlayer(t);
    for (const bad of ['12345', '1234567', 'abcdef', '12 456', '١٢٣٤٥٦']) {
      const res = await setPassword(p, { newPassword: bad, confirmPassword: bad, loginPassword: p.password });
      refusedWith(res, 400, 'validation.failed');
      expect(res.json().message).toContain('newPassword');
    }
    refusedWith(await setPassword(p, { newPassword: 123456 }), 400, 'validation.failed');
    expect(await storedRow(p)).toBeUndefined();
  });

  it('changes it with the old payment password; a wrong old one counts as a failure', async () => {
    const p = await withPassword('111111');
    const wrong = refusedWith(
      await setPassword(p, { oldPassword: '999999', newPassword: '222222', confirmPassword: '222222' }),
      400,
      'payment.password.incorrect',
    );
    expect(wrong.value).toEqual({ remaining: PAYMENT_PASSWORD_MAX_FAILURES - 1 });
    expect((await storedRow(p))?.failures).toBe(1);
    // The login password does not replace the old payment password.
    refusedWith(
      await setPassword(p, { loginPassword: p.password, newPassword: '222222', confirmPassword: '222222' }),
      400,
      'validation.failed',
    );
    answerOf(
      await setPassword(p, { oldPassword: '111111', newPassword: '222222', confirmPassword: '222222' }),
    );
    expect((await storedRow(p))?.failures).toBe(0);
    answerOf(await check(p, '222222'));
    refusedWith(await check(p, '111111'), 400, 'payment.password.incorrect');
  });
});

describe('checking the payment password', () => {
  it('answers the state when right', async () => {
    const p = await withPassword('314159');
    expect(answerOf(await check(p, '314159'))).toEqual({ hasPassword: true, lockedUntil: null });
  });

  it('answers payment.password.not.set before one is set', async () => {
    const p = await newPlayer(t);
    refusedWith(await check(p, '123456'), 409, 'payment.password.not.set');
    refusedWith(await check(p, '12'), 409, 'payment.password.not.set');
  });

  it('answers payment.password.format for a password that cannot be right, without spending an attempt', async () => {
    const p = await withPassword();
    refusedWith(await check(p, '12345'), 400, 'payment.password.format');
    refusedWith(await check(p, ''), 400, 'payment.password.format');
    expect((await storedRow(p))?.failures).toBe(0);
  });

  it('counts down, then locks for 30 minutes after 5 failures, even for the right password', async () => {
    const p = await withPassword('135790');
    for (let i = 1; i < PAYMENT_PASSWORD_MAX_FAILURES; i++) {
      const body = refusedWith(await check(p, '000000'), 400, 'payment.password.incorrect');
      expect(body.value).toEqual({ remaining: PAYMENT_PASSWORD_MAX_FAILURES - i });
    }
    const before = Date.now();
    const locked = refusedWith(await check(p, '000000'), 429, 'payment.password.locked');
    const until = new Date((locked.value as { lockedUntil: string }).lockedUntil).getTime();
    expect(until).toBeGreaterThanOrEqual(before + PAYMENT_PASSWORD_LOCK_MINUTES * 60_000 - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + PAYMENT_PASSWORD_LOCK_MINUTES * 60_000 + 1000);

    refusedWith(await check(p, '135790'), 429, 'payment.password.locked');
    const shown = answerOf<{ hasPassword: boolean; lockedUntil: string }>(await state(p));
    expect(new Date(shown.lockedUntil).getTime()).toBe(until);
    // Changing it while locked is refused too.
    refusedWith(
      await setPassword(p, { oldPassword: '135790', newPassword: '222222', confirmPassword: '222222' }),
      429,
      'payment.password.locked',
    );
    expect((await storedRow(p))?.failures).toBe(PAYMENT_PASSWORD_MAX_FAILURES);

    // Once the lock has run out, the right password works and the count starts again.
    await t.database.db
      .updateTable('payment_passwords')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('account_id', '=', p.id)
      .execute();
    expect(answerOf(await check(p, '135790'))).toEqual({ hasPassword: true, lockedUntil: null });
    expect(await storedRow(p)).toMatchObject({ failures: 0, locked_until: null });
  });

  it('starts the count again after a lock runs out, even with a wrong password', async () => {
    const p = await withPassword('135790');
    await t.database.db
      .updateTable('payment_passwords')
      .set({ failures: PAYMENT_PASSWORD_MAX_FAILURES, locked_until: new Date(Date.now() - 1000) })
      .where('account_id', '=', p.id)
      .execute();
    const body = refusedWith(await check(p, '000000'), 400, 'payment.password.incorrect');
    expect(body.value).toEqual({ remaining: PAYMENT_PASSWORD_MAX_FAILURES - 1 });
  });

  it('resets the count on a success', async () => {
    const p = await withPassword('135790');
    for (let i = 0; i < 3; i++) refusedWith(await check(p, '000000'), 400, 'payment.password.incorrect');
    answerOf(await check(p, '135790'));
    for (let i = 1; i < PAYMENT_PASSWORD_MAX_FAILURES; i++) {
      const body = refusedWith(await check(p, '000000'), 400, 'payment.password.incorrect');
      expect(body.value).toEqual({ remaining: PAYMENT_PASSWORD_MAX_FAILURES - i });
    }
  });

  it('never checks more than 5 parallel wrong guesses', async () => {
    const p = await withPassword('135790');
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => check(p, String(100000 + i))));
    const codes = answers.map((res) => res.json().errorCode);
    expect(codes.filter((c) => c === 'payment.password.incorrect')).toHaveLength(
      PAYMENT_PASSWORD_MAX_FAILURES - 1,
    );
    expect(codes.filter((c) => c === 'payment.password.locked')).toHaveLength(
      12 - (PAYMENT_PASSWORD_MAX_FAILURES - 1),
    );
    expect((await storedRow(p))?.failures).toBe(PAYMENT_PASSWORD_MAX_FAILURES);
    refusedWith(await check(p, '135790'), 429, 'payment.password.locked');
  });

  it('spends no attempt on a member transfer refused before its password is checked', async () => {
    const p = await withPassword('135790');
    const before = await balanceOf(t, p);
    const transfer = (paymentPassword: string) =>
      call(
        t,
        'POST',
        '/wps/transaction/transfer',
        { toUsername: 'nobody-here', amount: 100, paymentPassword, requestId: requestId() },
        { token: p.token },
      );
    // No upline: the transfer is refused before the password, and spends no attempt.
    refusedWith(await transfer('000000'), 403, 'transfer.target.invalid');
    expect((await storedRow(p))?.failures).toBe(0);
    expect(await balanceOf(t, p)).toBe(before);
  });

  it('slows a flood of checks from one account with too.many.requests', async () => {
    const p = await withPassword('135790');
    let last = await check(p, '135790');
    for (let i = 0; i < 40 && last.statusCode === 200; i++) last = await check(p, '135790');
    refusedWith(last, 429, 'too.many.requests');
  });
});

describe('who may use it', () => {
  it('refuses a caller without a session', async () => {
    refusedWith(await call(t, 'GET', '/wps/member/hasWithdrawalPassword'), 401, 'not.logged.in');
    refusedWith(
      await call(t, 'POST', '/wps/member/paymentPassword/check', { paymentPassword: '123456' }),
      401,
      'not.logged.in',
    );
  });

  it('refuses a trial account with in_need_true_account', async () => {
    const trial = answerOf<{ token: string }>(
      await call(t, 'POST', '/wps/session/login/freeplay', { platform: 'W' }, { ip: freshIp() }),
    );
    const c = { token: trial.token };
    refusedWith(
      await call(t, 'GET', '/wps/member/hasWithdrawalPassword', undefined, c),
      403,
      'in_need_true_account',
    );
    refusedWith(
      await call(
        t,
        'PUT',
        '/wps/member/paymentPassword',
        { newPassword: '123456', confirmPassword: '123456' },
        c,
      ),
      403,
      'in_need_true_account',
    );
    refusedWith(
      await call(t, 'POST', '/wps/member/paymentPassword/check', { paymentPassword: '123456' }, c),
      403,
      'in_need_true_account',
    );
  });

  it('keeps one player’s password apart from another’s', async () => {
    const a = await withPassword('111111');
    const b = await newPlayer(t);
    expect(answerOf(await state(b))).toEqual({ hasPassword: false, lockedUntil: null });
    refusedWith(await check(b, '111111'), 409, 'payment.password.not.set');
    answerOf(await check(a, '111111'));
  });
});
