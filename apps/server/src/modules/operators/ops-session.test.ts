import { describe, expect, it } from 'vitest';
import { answerOf, call, freshIp, newPlayer, refusedWith } from '../../../test/money-helpers.ts';
import { OPS, ops, opsLogin, tokenHash, useOpsAdmin } from '../../../test/ops-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { OPERATOR_FAILURES_PER_NAME, OPERATOR_LOGINS_PER_IP } from './operator-login.ts';

const t = useTestApp();
const { admin, newOperator } = useOpsAdmin(t);

const login = (body: unknown, ip = freshIp()) => ops(t, 'POST', '/ops/v1/session/login', body, { ip });

describe('operator login', () => {
  it('answers a new opaque token and the operator, and stores only the token hash for 8 hours', async () => {
    const before = t.operatorClock.now().getTime();
    const res = await login(OPS.siamviewer);
    const value = answerOf<{ token: string; operator: Record<string, unknown> }>(res);
    expect(value.token).toMatch(/^ops_[A-Za-z0-9_-]{43}$/);
    expect(value.operator).toEqual({
      id: expect.any(Number),
      username: 'siamviewer',
      role: 'viewer',
      merchant: 'siam',
    });
    expect(res.headers['cache-control']).toBe('no-store');

    const rows = await t.database.db.selectFrom('operator_sessions').selectAll().execute();
    expect(rows.some((r) => r.token_hash === value.token)).toBe(false);
    const row = rows.find((r) => r.token_hash === tokenHash(value.token));
    expect(row).toBeDefined();
    const lifetime = new Date(row?.expires_at ?? 0).getTime() - before;
    expect(lifetime).toBeGreaterThan(8 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThan(8 * 3600_000 + 60_000);

    const again = answerOf<{ token: string }>(await login(OPS.siamviewer));
    expect(again.token).not.toBe(value.token);
    expect(answerOf(await ops(t, 'GET', '/ops/v1/session', undefined, { token: value.token }))).toEqual({
      ...value.operator,
      twoFactor: { enrolled: false, required: false },
      expiresAt: new Date(row?.expires_at ?? 0).toISOString(),
      idleTimeoutSeconds: 30 * 60,
    });
  });

  it('answers admin and finance operators a challenge, not a session', async () => {
    for (const who of [OPS.admin, OPS.finance]) {
      const value = answerOf<Record<string, unknown>>(await login(who));
      expect(value).not.toHaveProperty('token');
      expect(value).toMatchObject({ challenge: expect.stringMatching(/^opc_[\w-]{43}$/) });
      expect(['totp', 'enrol']).toContain(value.next);
    }
  });

  it('refuses a wrong password, an unknown name and a disabled operator with the same answer', async () => {
    const disabled = await newOperator('viewer');
    answerOf(await ops(t, 'POST', `/ops/v1/operators/${disabled.id}/disable`, {}, { token: admin.token }));

    const wrong = refusedWith(
      await login({ ...OPS.finance, password: 'Finance@2027' }),
      401,
      'operator.login.invalid',
    );
    const unknown = refusedWith(
      await login({ username: 'nobody-here', password: 'Finance@2026' }),
      401,
      'operator.login.invalid',
    );
    const off = refusedWith(await login(disabled), 401, 'operator.login.invalid');
    expect(unknown).toEqual(wrong);
    expect(off).toEqual(wrong);
  });

  it('takes the username in any case and around spaces', async () => {
    answerOf(await login({ username: ' Finance ', password: OPS.finance.password }));
  });

  it('refuses bad input with the field named and changes nothing', async () => {
    const before = await t.database.db.selectFrom('operator_sessions').select('token_hash').execute();
    const res = refusedWith(await login({ username: 'finance' }), 400, 'validation.failed');
    expect(res.message).toMatch(/password/);
    refusedWith(await login({ username: '', password: 'x' }), 400, 'validation.failed');
    refusedWith(await login({ username: 'finance', password: 'x'.repeat(129) }), 400, 'validation.failed');
    const after = await t.database.db.selectFrom('operator_sessions').select('token_hash').execute();
    expect(after.length).toBe(before.length);
  });

  it('limits the attempts of one address, right or wrong', async () => {
    const ip = freshIp();
    for (let i = 0; i < OPERATOR_LOGINS_PER_IP.limit; i++) {
      refusedWith(
        await login({ username: `ghost${i}`, password: 'wrong' }, ip),
        401,
        'operator.login.invalid',
      );
    }
    refusedWith(await login(OPS.finance, ip), 429, 'too.many.requests');
    answerOf(await login(OPS.finance));
  });

  it('limits the failures of one name, but not from an address the operator used before', async () => {
    const op = await newOperator('viewer');
    const home = freshIp();
    answerOf(await login(op, home));
    for (let i = 0; i < OPERATOR_FAILURES_PER_NAME; i++) {
      refusedWith(await login({ ...op, password: 'Wrong#Pass2026' }), 401, 'operator.login.invalid');
    }
    // The right password from a new address is refused now, without saying whether it was right.
    refusedWith(await login(op), 429, 'too.many.requests');
    refusedWith(await login({ username: op.username, password: 'Wrong#Pass2026' }), 429, 'too.many.requests');
    // The owner, from where it worked before, still gets in, and that clears the count.
    answerOf(await login(op, home));
    answerOf(await login(op));
  });
});

describe('operator sessions', () => {
  it('refuses a call without a token, with a bad one, and with a member token', async () => {
    refusedWith(await ops(t, 'GET', '/ops/v1/deposits'), 401, 'operator.not.logged.in');
    refusedWith(
      await ops(t, 'GET', '/ops/v1/session', undefined, { token: 'ops_nothing' }),
      401,
      'operator.not.logged.in',
    );
    refusedWith(
      await ops(t, 'GET', '/ops/v1/session', undefined, { token: `ops_${'A'.repeat(43)}` }),
      401,
      'operator.not.logged.in',
    );
    const player = await newPlayer(t);
    refusedWith(
      await ops(t, 'GET', '/ops/v1/session', undefined, { token: player.token }),
      401,
      'operator.not.logged.in',
    );
  });

  it('is no member session: an operator token does not open the player API', async () => {
    const token = await opsLogin(t, OPS.admin);
    refusedWith(await call(t, 'GET', '/wps/member/info', undefined, { token }), 401, 'not.logged.in');
  });

  it('refuses a session past its 8 hours as expired', async () => {
    const token = await opsLogin(t, OPS.finance);
    await t.database.db
      .updateTable('operator_sessions')
      .set({ expires_at: new Date(t.operatorClock.now().getTime() - 1000) })
      .where('token_hash', '=', tokenHash(token))
      .execute();
    refusedWith(
      await ops(t, 'GET', '/ops/v1/session', undefined, { token }),
      401,
      'operator.session.expired',
    );
  });

  it('ends the session at logout, and only that one', async () => {
    const token = await opsLogin(t, OPS.finance);
    const other = await opsLogin(t, OPS.finance);
    const res = await ops(t, 'DELETE', '/ops/v1/session/logout', undefined, { token });
    expect(answerOf(res)).toBeNull();
    refusedWith(await ops(t, 'GET', '/ops/v1/session', undefined, { token }), 401, 'operator.not.logged.in');
    refusedWith(
      await ops(t, 'DELETE', '/ops/v1/session/logout', undefined, { token }),
      401,
      'operator.not.logged.in',
    );
    answerOf(await ops(t, 'GET', '/ops/v1/session', undefined, { token: other }));
  });

  it('ends every session of an operator when it is disabled, and lets it back in when enabled', async () => {
    const op = await newOperator('finance');
    const token = await opsLogin(t, op);
    answerOf(await ops(t, 'POST', `/ops/v1/operators/${op.id}/disable`, {}, { token: admin.token }));
    refusedWith(await ops(t, 'GET', '/ops/v1/session', undefined, { token }), 401, 'operator.not.logged.in');
    refusedWith(await login(op), 401, 'operator.login.invalid');
    answerOf(await ops(t, 'POST', `/ops/v1/operators/${op.id}/enable`, {}, { token: admin.token }));
    refusedWith(await ops(t, 'GET', '/ops/v1/session', undefined, { token }), 401, 'operator.not.logged.in');
    answerOf(await login(op));
  });

  it('answers while the site is in maintenance, whatever merchant the request names', async () => {
    await t.services.system.setMaintenance('siam', true);
    try {
      const token = await opsLogin(t, OPS.finance);
      const res = await t.app.inject({
        method: 'GET',
        url: '/ops/v1/session',
        headers: { authorization: token, merchant: 'siam' },
      });
      expect(res.statusCode, res.body).toBe(200);
      refusedWith(
        await call(t, 'GET', '/wps/announcement', undefined, { merchant: 'siam' }),
        503,
        'system.maintenance',
      );
    } finally {
      await t.services.system.setMaintenance('siam', false);
    }
  });
});
