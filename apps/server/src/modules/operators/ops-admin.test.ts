import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf, freshIp, refusedWith } from '../../../test/money-helpers.ts';
import { authenticatorOf, OPS, ops, opsLogin } from '../../../test/ops-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

type Page<T> = { content: T[]; total: number; pageNum: number; pageSize: number; totalPages: number };
type Audit = {
  id: number;
  action: string;
  target: string | null;
  merchant: string | null;
  operator: string;
  ip: string;
  userAgent: string | null;
  detail: Record<string, unknown>;
  createdAt: string;
};
type Operator = { id: number; username: string; role: string; merchant: string | null; status: string };

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await opsLogin(t, OPS.admin);
});

const audit = async (query: string, token = admin) =>
  answerOf<Page<Audit>>(await ops(t, 'GET', `/ops/v1/audit?${query}`, undefined, { token }));

const uniqueName = (prefix: string) => `${prefix}${Math.floor(Math.random() * 1e9)}`;

async function createOperator(body: Record<string, unknown>, token = admin) {
  return ops(t, 'POST', '/ops/v1/operators', body, { token });
}

describe('audit log', () => {
  it('records every login, refused or not, and every logout, with the address and the client', async () => {
    const ip = freshIp();
    const agent = 'Mozilla/5.0 (audit test)';
    await ops(
      t,
      'POST',
      '/ops/v1/session/login',
      { ...OPS.finance, password: 'nope' },
      { ip, userAgent: agent },
    );
    await ops(
      t,
      'POST',
      '/ops/v1/session/login',
      { username: 'ghost', password: 'nope' },
      { ip, userAgent: agent },
    );
    // finance's first login enrols its authenticator app; its second logs in with a code.
    const enrolled = await opsLogin(t, OPS.finance, ip, { userAgent: agent });
    answerOf(
      await ops(t, 'DELETE', '/ops/v1/session/logout', undefined, { token: enrolled, ip, userAgent: agent }),
    );
    const challenge = answerOf<{ challenge: string }>(
      await ops(t, 'POST', '/ops/v1/session/login', OPS.finance, { ip, userAgent: agent }),
    ).challenge;
    refusedWith(
      await ops(t, 'POST', '/ops/v1/session/totp', { challenge, code: '000000' }, { ip, userAgent: agent }),
      401,
      'operator.totp.invalid',
    );
    const code = await authenticatorOf(t).code('finance');
    const token = answerOf<{ token: string }>(
      await ops(t, 'POST', '/ops/v1/session/totp', { challenge, code }, { ip, userAgent: agent }),
    ).token;
    answerOf(await ops(t, 'DELETE', '/ops/v1/session/logout', undefined, { token, ip, userAgent: agent }));

    const rows = (await audit('action=session&pageSize=100')).content.filter((r) => r.ip === ip);
    const step = (r: Audit) => r.detail.reason ?? r.detail.secondFactor ?? r.detail.next ?? null;
    expect(rows.map((r) => [r.action, r.operator, step(r)])).toEqual([
      ['session.logout', 'finance', null],
      ['session.login', 'finance', 'totp'],
      ['session.totp.refused', 'finance', 'wrong'],
      ['session.challenge', 'finance', 'totp'],
      ['session.logout', 'finance', null],
      ['session.login', 'finance', 'enrolled'],
      ['session.enrol', 'finance', null],
      ['session.challenge', 'finance', 'enrol'],
      ['session.login.refused', 'ghost', 'unknown'],
      ['session.login.refused', 'finance', 'password'],
    ]);
    for (const row of rows) {
      expect(row.userAgent).toBe(agent);
      expect(t.operatorClock.now().getTime() - new Date(row.createdAt).getTime()).toBeLessThan(60_000);
    }
    // Nothing secret is kept: neither the password tried, nor the token, nor the code or the app's secret.
    const text = JSON.stringify(rows);
    expect(text).not.toContain('nope');
    expect(text).not.toContain(token);
    expect(text).not.toContain(code);
    expect(text).not.toContain(authenticatorOf(t).secretOf('finance'));
  });

  it('records a throttled login once per window, not once per attempt', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      await ops(t, 'POST', '/ops/v1/session/login', { username: `flood${i}`, password: 'x' }, { ip });
    }
    for (let i = 0; i < 3; i++) {
      refusedWith(
        await ops(t, 'POST', '/ops/v1/session/login', { username: 'flood', password: 'x' }, { ip }),
        429,
        'too.many.requests',
      );
    }
    const rows = (await audit('action=session.login.refused&pageSize=100')).content.filter(
      (r) => r.ip === ip,
    );
    expect(rows.filter((r) => r.detail.reason === 'throttled').map((r) => r.operator)).toEqual(['flood']);
    expect(rows.filter((r) => r.detail.reason === 'unknown')).toHaveLength(20);
  });

  it('filters by action family, operator, target and time, newest first, paged', async () => {
    const start = new Date(Date.now() - 1000).toISOString();
    await opsLogin(t, OPS.siamviewer);
    await opsLogin(t, OPS.siamviewer);
    const page = await audit(`action=session.login&operator=siamviewer&start=${start}&pageSize=1`);
    expect(page.total).toBe(2);
    expect(page.totalPages).toBe(2);
    expect(page.content).toHaveLength(1);
    const second = await audit(
      `action=session.login&operator=siamviewer&start=${start}&pageSize=1&pageNum=2`,
    );
    expect(second.content[0]?.id).toBeLessThan(page.content[0]?.id ?? 0);
    expect(page.content[0]?.merchant).toBe('siam');

    const future = new Date(Date.now() + 3600_000).toISOString();
    expect((await audit(`start=${future}`)).total).toBe(0);
    expect(
      (await audit(`end=${start}&operator=siamviewer&action=session.login`)).content.every(
        (r) => r.createdAt < start,
      ),
    ).toBe(true);
    // 'session' is a family; 'sess' is not a prefix match.
    expect((await audit('action=sess')).total).toBe(0);
  });

  it('refuses bad filters', async () => {
    refusedWith(
      await ops(t, 'GET', '/ops/v1/audit?action=DROP%20TABLE', undefined, { token: admin }),
      400,
      'validation.failed',
    );
    refusedWith(
      await ops(t, 'GET', '/ops/v1/audit?start=monday', undefined, { token: admin }),
      400,
      'validation.failed',
    );
    refusedWith(
      await ops(t, 'GET', '/ops/v1/audit?pageNum=0', undefined, { token: admin }),
      400,
      'validation.failed',
    );
  });

  it("shows a merchant's administrator the rows of its merchant only", async () => {
    const username = uniqueName('siamadmin');
    answerOf(
      await createOperator({ username, password: 'Siam#Admin2026!', role: 'admin', merchant: 'siam' }),
    );
    const siamAdmin = await opsLogin(t, { username, password: 'Siam#Admin2026!' });
    const rows = (await audit('pageSize=100', siamAdmin)).content;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.merchant === 'siam')).toBe(true);
  });
});

describe('decision audit rows', () => {
  const actor = { operatorId: null, operatorName: 'unit', ip: '192.0.2.1', userAgent: null };
  const rowsOf = (target: string) =>
    t.database.db.selectFrom('audit_log').selectAll().where('target', '=', target).execute();

  it('writes the row before the decision runs, then completes it with the outcome', async () => {
    const target = `deposit:${Date.now()}`;
    const seen: unknown[] = [];
    await t.services.operators.audit.around(
      actor,
      { action: 'deposit.approve', target, detail: { note: 'n' } },
      async () => {
        seen.push(...(await rowsOf(target)).map((r) => [r.action, r.detail.outcome]));
        return { status: 'paid' };
      },
      async (order) => ({ merchantId: null, detail: { outcome: order.status } }),
    );
    expect(seen).toEqual([['deposit.approve', 'pending']]);
    const [row] = await rowsOf(target);
    expect([row?.action, row?.detail]).toEqual(['deposit.approve', { note: 'n', outcome: 'paid' }]);
  });

  it('records a decision that fails for any reason as refused, and rethrows', async () => {
    const target = `withdrawal:${Date.now()}`;
    const boom = new Error('connection lost');
    await expect(
      t.services.operators.audit.around(
        actor,
        { action: 'withdrawal.approve', target },
        async () => {
          throw boom;
        },
        async () => ({ merchantId: null, detail: {} }),
      ),
    ).rejects.toBe(boom);
    const [row] = await rowsOf(target);
    expect([row?.action, row?.detail]).toEqual([
      'withdrawal.approve.refused',
      { outcome: 'refused', errorCode: 'unknown.error' },
    ]);
  });
});

describe('operator accounts', () => {
  it('creates an operator with a strong password, lists it, and records who did it', async () => {
    const username = uniqueName('clerk');
    const created = answerOf<Operator>(
      await createOperator({ username, password: 'Clerk#Strong2026', role: 'viewer', merchant: 'lucky' }),
    );
    expect(created).toMatchObject({ username, role: 'viewer', merchant: 'lucky', status: 'active' });
    const listed = answerOf<Page<Operator>>(
      await ops(t, 'GET', '/ops/v1/operators', undefined, { token: admin }),
    );
    expect(listed.content.map((o) => o.username)).toEqual(
      expect.arrayContaining(['admin', 'finance', username]),
    );

    const [row] = (await audit(`target=operator:${created.id}&action=operator`)).content;
    expect(row).toMatchObject({
      action: 'operator.create',
      operator: 'admin',
      merchant: 'lucky',
      detail: { username, role: 'viewer' },
    });
    expect(JSON.stringify(row)).not.toContain('Clerk#Strong2026');
    answerOf(
      await ops(
        t,
        'POST',
        '/ops/v1/session/login',
        { username, password: 'Clerk#Strong2026' },
        { ip: freshIp() },
      ),
    );
  });

  it('refuses a weak password, a taken name, an unknown merchant and a bad role, and records the refusals', async () => {
    const username = uniqueName('weak');
    const weak = refusedWith(
      await createOperator({ username, password: 'alllowercase', role: 'viewer' }),
      400,
      'validation.failed',
    );
    expect(weak.message).toMatch(/password/);
    refusedWith(
      await createOperator({ username, password: `${username}#A1`, role: 'viewer' }),
      400,
      'validation.failed',
    );
    refusedWith(
      await createOperator({ username, password: 'Short#1', role: 'viewer' }),
      400,
      'validation.failed',
    );
    refusedWith(
      await createOperator({ username: 'finance', password: 'Another#Pass2026', role: 'viewer' }),
      409,
      'username.taken',
    );
    refusedWith(
      await createOperator({ username, password: 'Another#Pass2026', role: 'viewer', merchant: 'atlantis' }),
      404,
      'merchant.unknown',
    );
    refusedWith(
      await createOperator({ username, password: 'Another#Pass2026', role: 'root' }),
      400,
      'validation.failed',
    );
    refusedWith(
      await createOperator({ username: 'Has Spaces', password: 'Another#Pass2026', role: 'viewer' }),
      400,
      'validation.failed',
    );

    const refused = (await audit('action=operator.create.refused&pageSize=100')).content;
    expect(refused.map((r) => r.detail.errorCode)).toEqual(
      expect.arrayContaining(['validation.failed', 'username.taken', 'merchant.unknown']),
    );
  });

  it("keeps a merchant's administrator to its merchant", async () => {
    const username = uniqueName('luckyadmin');
    answerOf(
      await createOperator({ username, password: 'Lucky#Admin2026', role: 'admin', merchant: 'lucky' }),
    );
    const luckyAdmin = await opsLogin(t, { username, password: 'Lucky#Admin2026' });

    const listed = answerOf<Page<Operator>>(
      await ops(t, 'GET', '/ops/v1/operators', undefined, { token: luckyAdmin }),
    );
    expect(listed.content.every((o) => o.merchant === 'lucky')).toBe(true);

    // It cannot create an operator of another merchant, nor one of every merchant.
    refusedWith(
      await createOperator(
        { username: uniqueName('x'), password: 'Other#Merchant2026', role: 'viewer', merchant: 'siam' },
        luckyAdmin,
      ),
      404,
      'merchant.unknown',
    );
    const own = answerOf<Operator>(
      await createOperator(
        { username: uniqueName('y'), password: 'Own#Merchant2026', role: 'finance' },
        luckyAdmin,
      ),
    );
    expect(own.merchant).toBe('lucky');

    // Operators of other merchants, or of every merchant, do not exist for it.
    const siamViewerId = (
      answerOf<Page<Operator>>(
        await ops(t, 'GET', '/ops/v1/operators', undefined, { token: admin }),
      ).content.find((o) => o.username === 'siamviewer') as Operator
    ).id;
    refusedWith(
      await ops(t, 'POST', `/ops/v1/operators/${siamViewerId}/disable`, {}, { token: luckyAdmin }),
      404,
      'not.found',
    );
    answerOf(await ops(t, 'POST', `/ops/v1/operators/${own.id}/disable`, {}, { token: luckyAdmin }));
  });

  it('does not let an administrator disable itself', async () => {
    const me = answerOf<Operator>(await ops(t, 'GET', '/ops/v1/session', undefined, { token: admin }));
    refusedWith(
      await ops(t, 'POST', `/ops/v1/operators/${me.id}/disable`, {}, { token: admin }),
      403,
      'operator.forbidden',
    );
    answerOf(await ops(t, 'GET', '/ops/v1/session', undefined, { token: admin }));
    refusedWith(
      await ops(t, 'POST', '/ops/v1/operators/99999/disable', {}, { token: admin }),
      404,
      'not.found',
    );
  });

  it('keeps finance and viewers away from operator accounts', async () => {
    const finance = await opsLogin(t, OPS.finance);
    const viewer = await opsLogin(t, OPS.siamviewer);
    for (const token of [finance, viewer]) {
      refusedWith(
        await createOperator(
          { username: uniqueName('z'), password: 'Sneaky#Pass2026', role: 'admin' },
          token,
        ),
        403,
        'operator.forbidden',
      );
      refusedWith(
        await ops(t, 'POST', '/ops/v1/operators/1/disable', {}, { token }),
        403,
        'operator.forbidden',
      );
    }
  });
});
