import { beforeAll, describe, expect, it } from 'vitest';
import {
  answerOf,
  balanceOf,
  expectLedgerInvariants,
  newPlayer,
  type Player,
  refusedWith,
} from '../../../test/money-helpers.ts';
import {
  newOperatorToken,
  OPS,
  OPS_AGENT,
  ops,
  opsLogin,
  pendingBankDeposit,
} from '../../../test/ops-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

type Deposit = {
  id: number;
  status: string;
  merchant: string;
  username: string;
  amount: number;
  note: string | null;
};
type Page<T> = { content: T[]; total: number; pageNum: number; pageSize: number; totalPages: number };
type Audit = {
  action: string;
  target: string | null;
  merchant: string | null;
  operator: string;
  ip: string;
  userAgent: string | null;
  detail: Record<string, unknown>;
};

const t = useTestApp();
let admin: string;
let finance: string;
let viewer: string;
let siamPlayer: Player;
let luckyPlayer: Player;
beforeAll(async () => {
  [admin, finance, viewer] = await Promise.all([
    opsLogin(t, OPS.admin),
    opsLogin(t, OPS.finance),
    opsLogin(t, OPS.siamviewer),
  ]);
  siamPlayer = await newPlayer(t, { merchant: 'siam' });
  luckyPlayer = await newPlayer(t, { merchant: 'lucky' });
});

async function listed(token: string, query = '') {
  return answerOf<Page<Deposit>>(
    await ops(t, 'GET', `/ops/v1/deposits?pageSize=100${query}`, undefined, { token }),
  );
}

async function auditOf(target: string) {
  const page = answerOf<Page<Audit>>(
    await ops(t, 'GET', `/ops/v1/audit?target=${encodeURIComponent(target)}`, undefined, { token: admin }),
  );
  return page.content;
}

describe('deposit lists', () => {
  it("shows each operator the deposits of its merchants only, never another merchant's", async () => {
    const siam = await pendingBankDeposit(t, siamPlayer, 'siam', 150_00);
    const lucky = await pendingBankDeposit(t, luckyPlayer, 'lucky', 15_00);

    const all = await listed(finance, '&status=pending');
    expect(all.content.map((d) => d.id)).toEqual(expect.arrayContaining([siam.id, lucky.id]));
    expect(all.content.find((d) => d.id === siam.id)).toMatchObject({
      merchant: 'siam',
      username: siamPlayer.username,
      amount: 150_00,
      status: 'pending',
    });

    const seen = await listed(viewer);
    expect(seen.content.map((d) => d.id)).toContain(siam.id);
    expect(seen.content.every((d) => d.merchant === 'siam')).toBe(true);
    // Asking for another merchant answers nothing, exactly like a merchant that does not exist.
    expect(await listed(viewer, '&merchant=lucky')).toEqual(await listed(viewer, '&merchant=nowhere'));
    expect((await listed(viewer, '&merchant=lucky')).total).toBe(0);

    const narrowed = await listed(admin, '&merchant=lucky');
    expect(narrowed.content.map((d) => d.id)).toContain(lucky.id);
    expect(narrowed.content.every((d) => d.merchant === 'lucky')).toBe(true);
  });

  it('filters by status and pages', async () => {
    await pendingBankDeposit(t, siamPlayer, 'siam', 160_00);
    const page = answerOf<Page<Deposit>>(
      await ops(t, 'GET', '/ops/v1/deposits?status=pending&pageSize=1&pageNum=1', undefined, {
        token: finance,
      }),
    );
    expect(page.content).toHaveLength(1);
    expect(page.pageSize).toBe(1);
    expect(page.totalPages).toBe(page.total);
    expect(page.content[0]?.status).toBe('pending');
  });

  it('refuses bad filters with the field named', async () => {
    const res = refusedWith(
      await ops(t, 'GET', '/ops/v1/deposits?status=cooking', undefined, { token: finance }),
      400,
      'validation.failed',
    );
    expect(res.message).toMatch(/status/);
    refusedWith(
      await ops(t, 'GET', '/ops/v1/deposits?pageSize=1000', undefined, { token: finance }),
      400,
      'validation.failed',
    );
    refusedWith(
      await ops(t, 'GET', '/ops/v1/deposits?start=yesterday', undefined, { token: finance }),
      400,
      'validation.failed',
    );
  });
});

describe('deposit decisions', () => {
  it('credits the player once on approval; a second approval is refused and moves nothing', async () => {
    const before = await balanceOf(t, siamPlayer);
    const order = await pendingBankDeposit(t, siamPlayer, 'siam', 250_00);

    const approved = answerOf<Deposit>(
      await ops(
        t,
        'POST',
        `/ops/v1/deposits/${order.id}/approve`,
        { note: 'slip checked' },
        { token: finance },
      ),
    );
    expect(approved).toMatchObject({ id: order.id, status: 'paid', amount: 250_00, merchant: 'siam' });
    expect(await balanceOf(t, siamPlayer)).toBe(before + 250_00);

    refusedWith(
      await ops(t, 'POST', `/ops/v1/deposits/${order.id}/approve`, {}, { token: finance }),
      409,
      'deposit.already.decided',
    );
    refusedWith(
      await ops(t, 'POST', `/ops/v1/deposits/${order.id}/reject`, { note: 'late' }, { token: admin }),
      409,
      'deposit.already.decided',
    );
    expect(await balanceOf(t, siamPlayer)).toBe(before + 250_00);
    await expectLedgerInvariants(t);

    const rows = await auditOf(`deposit:${order.id}`);
    expect(rows.map((r) => r.action)).toEqual([
      'deposit.reject.refused',
      'deposit.approve.refused',
      'deposit.approve',
    ]);
    expect(rows[2]).toMatchObject({
      operator: 'finance',
      merchant: 'siam',
      ip: '203.0.113.10',
      userAgent: OPS_AGENT,
      detail: { note: 'slip checked', outcome: 'paid', amount: 250_00, player: siamPlayer.username },
    });
    expect(rows[1]?.detail).toMatchObject({ outcome: 'refused', errorCode: 'deposit.already.decided' });
    expect(rows[0]).toMatchObject({
      operator: 'admin',
      detail: { note: 'late', errorCode: 'deposit.already.decided' },
    });
  });

  it('rejects a pending deposit without crediting, and it cannot be approved after', async () => {
    const before = await balanceOf(t, siamPlayer);
    const order = await pendingBankDeposit(t, siamPlayer, 'siam', 300_00);
    const rejected = answerOf<Deposit>(
      await ops(
        t,
        'POST',
        `/ops/v1/deposits/${order.id}/reject`,
        { note: 'no money arrived' },
        { token: finance },
      ),
    );
    expect(rejected).toMatchObject({ status: 'rejected' });
    refusedWith(
      await ops(t, 'POST', `/ops/v1/deposits/${order.id}/approve`, undefined, { token: finance }),
      409,
      'deposit.already.decided',
    );
    expect(await balanceOf(t, siamPlayer)).toBe(before);
  });

  it('takes a decision posted without a body as one without a note', async () => {
    const order = await pendingBankDeposit(t, siamPlayer, 'siam', 110_00);
    const res = await t.app.inject({
      method: 'POST',
      url: `/ops/v1/deposits/${order.id}/approve`,
      headers: { authorization: finance },
    });
    expect(answerOf<Deposit>(res).status).toBe('paid');
  });

  it('answers not found for an unknown deposit and 400 for a bad id', async () => {
    refusedWith(
      await ops(t, 'POST', '/ops/v1/deposits/99999999/approve', {}, { token: finance }),
      404,
      'deposit.not.found',
    );
    refusedWith(
      await ops(t, 'POST', '/ops/v1/deposits/abc/approve', {}, { token: finance }),
      400,
      'validation.failed',
    );
    refusedWith(
      await ops(t, 'POST', '/ops/v1/deposits/0/approve', {}, { token: finance }),
      400,
      'validation.failed',
    );
    const long = refusedWith(
      await ops(t, 'POST', '/ops/v1/deposits/1/approve', { note: 'x'.repeat(201) }, { token: finance }),
      400,
      'validation.failed',
    );
    expect(long.message).toMatch(/note/);
  });
});

describe('roles and merchant scope on deposits', () => {
  it('lets a viewer read but not decide, and records the refused attempt', async () => {
    const order = await pendingBankDeposit(t, siamPlayer, 'siam', 120_00);
    refusedWith(
      await ops(t, 'POST', `/ops/v1/deposits/${order.id}/approve`, {}, { token: viewer }),
      403,
      'operator.forbidden',
    );
    const still = await listed(finance, '&status=pending');
    expect(still.content.find((d) => d.id === order.id)?.status).toBe('pending');
    const page = answerOf<Page<Audit>>(
      await ops(t, 'GET', '/ops/v1/audit?action=access.forbidden&operator=siamviewer', undefined, {
        token: admin,
      }),
    );
    expect(page.content[0]?.detail).toMatchObject({
      route: 'POST /ops/v1/deposits/:id/approve',
      needed: 'finance',
    });
  });

  it('keeps a merchant operator away from another merchant: not found, nothing moves', async () => {
    const siamFinance = await newOperatorToken(t, admin, 'finance', 'siam');
    const before = await balanceOf(t, luckyPlayer);
    const order = await pendingBankDeposit(t, luckyPlayer, 'lucky', 20_00);
    refusedWith(
      await ops(t, 'POST', `/ops/v1/deposits/${order.id}/approve`, {}, { token: siamFinance }),
      404,
      'deposit.not.found',
    );
    expect(await balanceOf(t, luckyPlayer)).toBe(before);
    const lucky = await listed(admin, '&merchant=lucky&status=pending');
    expect(lucky.content.find((d) => d.id === order.id)?.status).toBe('pending');
    // Its own merchant's deposit it decides.
    const own = await pendingBankDeposit(t, siamPlayer, 'siam', 130_00);
    answerOf(await ops(t, 'POST', `/ops/v1/deposits/${own.id}/approve`, {}, { token: siamFinance }));
  });

  it('keeps finance away from the audit log and the operators', async () => {
    refusedWith(
      await ops(t, 'GET', '/ops/v1/audit', undefined, { token: finance }),
      403,
      'operator.forbidden',
    );
    refusedWith(
      await ops(t, 'GET', '/ops/v1/operators', undefined, { token: finance }),
      403,
      'operator.forbidden',
    );
    refusedWith(
      await ops(t, 'GET', '/ops/v1/audit', undefined, { token: viewer }),
      403,
      'operator.forbidden',
    );
  });
});
