import { beforeAll, describe, expect, it } from 'vitest';
import {
  answerOf,
  balanceOf,
  call,
  newPlayer,
  type Player,
  refusedWith,
  requestId,
  useMoneyApp,
} from '../../../test/money-helpers.ts';
import {
  authenticatorOf,
  newOperatorToken,
  OPS,
  OPS_AGENT,
  ops,
  opsLogin,
} from '../../../test/ops-helpers.ts';
import { runOpsCommand } from '../../cli/ops-commands.ts';

type Withdrawal = {
  id: number;
  status: string;
  merchant: string;
  username: string;
  amount: number;
  accountNumber: string;
  proofIds: number[];
};
type Page<T> = { content: T[]; total: number };
type Ready = Player & { merchant: string; cardId: number };

const PAYMENT_PASSWORD = '246801';
/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const t = useMoneyApp();
let admin: string;
let finance: string;
let viewer: string;
beforeAll(async () => {
  [admin, finance, viewer] = await Promise.all([
    opsLogin(t, OPS.admin),
    opsLogin(t, OPS.finance),
    opsLogin(t, OPS.siamviewer),
  ]);
});

/** A player with money, a payment password and a bound card, all through the player API. */
async function readyPlayer(merchant = 'siam', balance = 1_000_00): Promise<Ready> {
  const p = await newPlayer(t, { balance, merchant, realName: 'Ann Lee' });
  const c = { token: p.token, merchant };
  answerOf(
    await call(
      t,
      'PUT',
      '/wps/member/paymentPassword',
      { newPassword: PAYMENT_PASSWORD, confirmPassword: PAYMENT_PASSWORD, loginPassword: p.password },
      c,
    ),
  );
  const cards = answerOf<{ cards: Array<{ id: number }> }>(
    await call(
      t,
      'PUT',
      '/wps/member/bankCard',
      {
        bankCode: merchant === 'siam' ? 'KBANK' : 'CHASE',
        accountNumber: '9876543210',
        accountName: 'Ann Lee',
      },
      c,
    ),
  );
  return { ...p, merchant, cardId: cards.cards[0]?.id as number };
}

async function withdrawal(p: Ready, amount: number) {
  const res = await call(
    t,
    'POST',
    '/wps/transaction/withdraw',
    { amount, bankCardId: p.cardId, paymentPassword: PAYMENT_PASSWORD, requestId: requestId() },
    { token: p.token, merchant: p.merchant },
  );
  return answerOf<{ id: number; status: string }>(res);
}

/** The player answers "not received" with a comment and one proof image. */
async function notReceived(p: Ready, id: number) {
  const form = new FormData();
  form.append('received', 'false');
  form.append('comment', 'Nothing arrived');
  form.append('proof', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'slip.png');
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: `/wps/transaction/withdraw/${id}/confirm`,
    headers: {
      authorization: p.token,
      merchant: p.merchant,
      'content-type': req.headers.get('content-type') as string,
    },
    payload: Buffer.from(await req.arrayBuffer()),
  });
  return answerOf<{ status: string }>(res);
}

const decide = (id: number, verdict: string, body: unknown = {}, token = finance) =>
  ops(t, 'POST', `/ops/v1/withdrawals/${id}/${verdict}`, body, { token });

async function listed(token: string, query = '') {
  return answerOf<Page<Withdrawal>>(
    await ops(t, 'GET', `/ops/v1/withdrawals?pageSize=100${query}`, undefined, { token }),
  );
}

describe('withdrawal decisions', () => {
  it('lists pending withdrawals with the full account number, within the merchant scope', async () => {
    const siam = await readyPlayer('siam');
    const lucky = await readyPlayer('lucky');
    const a = await withdrawal(siam, 300_00);
    const b = await withdrawal(lucky, 100_00);
    const all = await listed(finance, '&status=pending');
    expect(all.content.find((w) => w.id === a.id)).toMatchObject({
      merchant: 'siam',
      username: siam.username,
      amount: 300_00,
      accountNumber: '9876543210',
    });
    expect(all.content.map((w) => w.id)).toContain(b.id);
    const seen = await listed(viewer);
    expect(seen.content.map((w) => w.id)).toContain(a.id);
    expect(seen.content.every((w) => w.merchant === 'siam')).toBe(true);
    expect((await listed(viewer, '&merchant=lucky')).total).toBe(0);
  });

  it('approves once: the held funds leave, a second decision is refused and recorded', async () => {
    const p = await readyPlayer();
    const order = await withdrawal(p, 400_00);
    expect(await balanceOf(t, p)).toBe(600_00);
    const approved = answerOf<Withdrawal>(await decide(order.id, 'approve', { note: 'paid by transfer' }));
    expect(approved.status).toBe('paid');
    refusedWith(await decide(order.id, 'reject', { note: 'oops' }), 409, 'withdraw.state.invalid');
    expect(await balanceOf(t, p)).toBe(600_00);

    const audit = answerOf<
      Page<{
        action: string;
        merchant: string | null;
        ip: string;
        userAgent: string;
        detail: Record<string, unknown>;
      }>
    >(
      await ops(t, 'GET', `/ops/v1/audit?target=withdrawal:${order.id}`, undefined, { token: admin }),
    ).content;
    expect(audit.map((a) => a.action)).toEqual(['withdrawal.reject.refused', 'withdrawal.approve']);
    expect(audit[1]).toMatchObject({
      merchant: 'siam',
      userAgent: OPS_AGENT,
      detail: { note: 'paid by transfer', outcome: 'paid', amount: 400_00, player: p.username },
    });
    expect(audit[0]?.detail).toMatchObject({ errorCode: 'withdraw.state.invalid', outcome: 'refused' });
  });

  it('rejects: the held funds go back to the player', async () => {
    const p = await readyPlayer();
    const order = await withdrawal(p, 300_00);
    expect(await balanceOf(t, p)).toBe(700_00);
    expect(answerOf<Withdrawal>(await decide(order.id, 'reject', { note: 'name mismatch' })).status).toBe(
      'rejected',
    );
    expect(await balanceOf(t, p)).toBe(1_000_00);
    refusedWith(await decide(order.id, 'approve'), 409, 'withdraw.state.invalid');
    expect(await balanceOf(t, p)).toBe(1_000_00);
  });

  it('keeps viewers from deciding and merchant operators from other merchants', async () => {
    const lucky = await readyPlayer('lucky');
    const order = await withdrawal(lucky, 100_00);
    refusedWith(await decide(order.id, 'approve', {}, viewer), 403, 'operator.forbidden');
    const siamFinance = await newOperatorToken(t, admin, 'finance', 'siam');
    refusedWith(await decide(order.id, 'approve', {}, siamFinance), 404, 'withdraw.not.found');
    refusedWith(await decide(99_999_999, 'approve'), 404, 'withdraw.not.found');
    expect((await listed(admin, '&merchant=lucky')).content.find((w) => w.id === order.id)?.status).toBe(
      'pending',
    );
  });

  it('shows the proof of a not-received case as an image, then refunds it once', async () => {
    const p = await readyPlayer();
    const order = await withdrawal(p, 350_00);
    answerOf(await decide(order.id, 'approve'));
    expect((await notReceived(p, order.id)).status).toBe('not_received');

    const open = (await listed(viewer, '&status=not_received')).content.find((w) => w.id === order.id);
    expect(open?.proofIds).toHaveLength(1);
    const proofId = open?.proofIds[0] as number;
    const image = await ops(t, 'GET', `/ops/v1/withdrawals/${order.id}/proofs/${proofId}`, undefined, {
      token: viewer,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toContain("default-src 'none'");
    expect(image.headers['content-security-policy']).toContain('sandbox');
    expect(image.headers['cache-control']).toBe('no-store');
    expect(Buffer.from(image.rawPayload).equals(PNG)).toBe(true);
    refusedWith(
      await ops(t, 'GET', `/ops/v1/withdrawals/${order.id}/proofs/999999`, undefined, { token: viewer }),
      404,
      'withdraw.not.found',
    );
    refusedWith(
      await ops(t, 'GET', `/ops/v1/withdrawals/${order.id}/proofs/${proofId}`),
      401,
      'operator.not.logged.in',
    );

    refusedWith(
      await decide(order.id, 'resolve', { outcome: 'refunded' }, viewer),
      403,
      'operator.forbidden',
    );
    refusedWith(await decide(order.id, 'resolve', { outcome: 'lost' }), 400, 'validation.failed');
    const before = await balanceOf(t, p);
    const refunded = answerOf<Withdrawal>(
      await decide(order.id, 'resolve', { outcome: 'refunded', note: 'bank confirmed' }),
    );
    expect(refunded.status).toBe('refunded');
    expect(await balanceOf(t, p)).toBe(before + 350_00);
    refusedWith(await decide(order.id, 'resolve', { outcome: 'refunded' }), 409, 'withdraw.state.invalid');
    expect(await balanceOf(t, p)).toBe(before + 350_00);

    const rows = answerOf<Page<{ action: string; detail: Record<string, unknown> }>>(
      await ops(t, 'GET', `/ops/v1/audit?target=withdrawal:${order.id}&action=withdrawal`, undefined, {
        token: admin,
      }),
    ).content;
    expect(rows.map((r) => r.action)).toEqual([
      'withdrawal.resolve.refused',
      'withdrawal.resolve',
      'withdrawal.proof.view',
      'withdrawal.approve',
    ]);
    expect(rows[1]?.detail).toMatchObject({
      resolution: 'refunded',
      outcome: 'refunded',
      note: 'bank confirmed',
    });
  });

  it('closes a not-received case as received without moving money, from the command line too', async () => {
    const p = await readyPlayer();
    const order = await withdrawal(p, 320_00);
    answerOf(await decide(order.id, 'approve'));
    await notReceived(p, order.id);
    const before = await balanceOf(t, p);

    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    const url = `http://127.0.0.1:${port}`;
    // The proof through the session the test holds, the resolution through a login with a code.
    const env = { OPS_URL: url, OPS_TOKEN: finance };
    const proofId = (await listed(finance, '&status=not_received')).content.find((w) => w.id === order.id)
      ?.proofIds[0] as number;
    const saved: Array<{ path: string; data: Uint8Array }> = [];
    const proofOut: string[] = [];
    const proofCode = await runOpsCommand(
      ['withdrawal', 'proof', String(order.id), String(proofId), '--out', '/tmp/proof.png'],
      env,
      { out: (x) => proofOut.push(x), err: (x) => proofOut.push(x) },
      { writeFile: async (path, data) => void saved.push({ path, data }) },
    );
    expect(proofCode, proofOut.join('\n')).toBe(0);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.path).toBe('/tmp/proof.png');
    expect(Buffer.from(saved[0]?.data ?? []).equals(PNG)).toBe(true);

    const out: string[] = [];
    const err: string[] = [];
    const code = await runOpsCommand(
      [
        'withdrawal',
        'resolve',
        String(order.id),
        'received',
        '--note',
        'statement shows payment',
        '--code',
        await authenticatorOf(t).code('finance'),
      ],
      { OPS_URL: url, OPS_USERNAME: OPS.finance.username, OPS_PASSWORD: OPS.finance.password },
      { out: (x) => out.push(x), err: (x) => err.push(x) },
    );
    expect(err).toEqual([]);
    expect(code).toBe(0);
    expect(out.join('\n')).toContain(`withdrawal ${order.id} resolved: now received`);
    expect(out.join('\n')).toContain('320.00');
    expect(await balanceOf(t, p)).toBe(before);
  });
});
