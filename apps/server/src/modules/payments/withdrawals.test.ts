import { PROOF_UPLOAD } from '@portal/contracts/payments';
import type { WithdrawalOrder } from '@portal/contracts/payments.schema';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FilePart, formBody } from '../../../test/form-body.ts';
import {
  answerOf,
  balanceOf,
  call,
  freshIp,
  merchantId,
  newPlayer,
  type Player,
  refusedWith,
  requestId,
  useMoneyApp,
} from '../../../test/money-helpers.ts';
import {
  PAYMENT_PASSWORD,
  type Ready,
  readyPlayer as readyWith,
  withdraw as withdrawAs,
} from '../../../test/withdraw-helpers.ts';
import { house } from '../wallet/ledger.service.ts';
import type { OperatorScope } from './decisions.ts';

const t = useMoneyApp();
let siamId: number;
let luckyId: number;
beforeAll(async () => {
  siamId = await merchantId(t, 'siam');
  luckyId = await merchantId(t, 'lucky');
});

const ALL: OperatorScope = { operatorId: 1, merchantIds: null };
/** A tiny real PNG (1x1) and JPEG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const readyPlayer = (options: { balance?: number; merchant?: string } = {}) => readyWith(t, options);
const withdraw = (p: Ready, amount: number, extra: Record<string, unknown> = {}) =>
  withdrawAs(t, p, amount, extra);

const as = (p: Player & { merchant?: string }) => ({ token: p.token, merchant: p.merchant ?? 'siam' });

async function withdrawn(p: Ready, amount: number): Promise<WithdrawalOrder> {
  return answerOf<WithdrawalOrder>(await withdraw(p, amount));
}

async function paid(p: Ready, amount: number): Promise<WithdrawalOrder> {
  const order = await withdrawn(p, amount);
  await t.services.withdrawals.approve(order.id, ALL);
  return order;
}

const confirmJson = (p: Ready | Player, id: number, body: unknown) =>
  call(t, 'POST', `/wps/transaction/withdraw/${id}/confirm`, body, as(p));

/** A not-received form: its images are named proof. */
const proofForm = (fields: Record<string, string>, files: FilePart[]) => formBody(fields, files, 'proof');

function confirmRaw(p: Ready | Player, id: number, payload: Buffer | string, contentType: string) {
  const c = as(p);
  return t.app.inject({
    method: 'POST',
    url: `/wps/transaction/withdraw/${id}/confirm`,
    headers: { authorization: c.token, merchant: c.merchant, 'content-type': contentType },
    payload,
    remoteAddress: '198.51.100.41',
  });
}

async function notReceived(
  p: Ready | Player,
  id: number,
  files: FilePart[],
  fields: Record<string, string> = {},
) {
  const { payload, contentType } = await proofForm(
    { received: 'false', comment: 'Nothing arrived', ...fields },
    files,
  );
  return confirmRaw(p, id, payload, contentType);
}

async function statusOf(id: number) {
  const row = await t.database.db
    .selectFrom('withdrawals')
    .select(['status', 'auto_received', 'confirmed_at', 'comment'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row;
}

const proofCount = async (id: number) =>
  (await t.database.db.selectFrom('withdrawal_proofs').select('id').where('withdrawal_id', '=', id).execute())
    .length;

const payable = () => t.services.ledger.balanceOf(siamId, house('withdrawals_payable'));
const payouts = () => t.services.ledger.balanceOf(siamId, house('payouts'));

async function listOf(p: Ready | Player, query = '') {
  return answerOf<{ content: WithdrawalOrder[]; total: number; totalPages: number; pageNum: number }>(
    await call(t, 'GET', `/wps/report/withdrawTransaction${query}`, undefined, as(p)),
  );
}

async function orderOf(p: Ready, id: number): Promise<WithdrawalOrder> {
  const found = (await listOf(p, '?pageSize=100')).content.find((o) => o.id === id);
  if (!found) throw new Error(`withdrawal ${id} not listed`);
  return found;
}

describe('withdrawal settings', () => {
  it('answers the merchant’s banks and limits, and how many the caller used today', async () => {
    const p = await readyPlayer();
    const before = answerOf<Record<string, unknown>>(
      await call(t, 'GET', '/wps/system/withdrawBanks', undefined, as(p)),
    );
    expect(before).toMatchObject({
      min: 300_00,
      max: 200_000_00,
      dailyCount: 5,
      usedToday: 0,
      autoReceiveMinutes: 30,
    });
    expect(before.banks).toContainEqual({ code: 'KBANK', name: 'Kasikorn Bank' });
    await withdrawn(p, 300_00);
    const after = answerOf<{ usedToday: number }>(
      await call(t, 'GET', '/wps/system/withdrawBanks', undefined, as(p)),
    );
    expect(after.usedToday).toBe(1);

    const lucky = await readyPlayer({ merchant: 'lucky' });
    const theirs = answerOf<Record<string, unknown>>(
      await call(t, 'GET', '/wps/system/withdrawBanks', undefined, as(lucky)),
    );
    expect(theirs).toMatchObject({ min: 20_00, dailyCount: 3, usedToday: 0, autoReceiveMinutes: 60 });
  });
});

describe('asking for a withdrawal', () => {
  it('holds the amount at once: the balance goes down and the pending amount up', async () => {
    const p = await readyPlayer({ balance: 1_000_00 });
    const payableBefore = await payable();
    const order = await withdrawn(p, 400_00);
    expect(order).toMatchObject({
      amount: 400_00,
      status: 'pending',
      bankName: 'Kasikorn Bank',
      accountName: 'Ann Lee',
      accountNumber: '****7890',
      proofs: 0,
      autoReceived: false,
      decidedAt: null,
      paidAt: null,
      confirmedAt: null,
      autoReceiveAt: null,
    });
    expect(order.orderNo).toMatch(/^WD/);
    expect(await balanceOf(t, p)).toBe(600_00);
    expect(await t.services.withdrawals.pendingOf(siamId, p.id)).toBe(400_00);
    expect(await payable()).toBe(payableBefore + 400_00);
    const balance = answerOf<{ balance: number; pendingWithdrawal: number }>(
      await call(t, 'GET', '/wps/v2/wallets/balance', undefined, as(p)),
    );
    expect(balance).toMatchObject({ balance: 600_00, pendingWithdrawal: 400_00 });
    const records = answerOf<{ content: Array<{ type: string; amount: number; reference: string }> }>(
      await call(t, 'GET', '/wps/report/transaction?type=withdraw', undefined, as(p)),
    );
    expect(records.content).toEqual([
      expect.objectContaining({ type: 'withdraw', amount: -400_00, reference: order.orderNo }),
    ]);
    // The card is copied into the order: unbinding or changing it later does not rewrite history.
    const row = await t.database.db
      .selectFrom('withdrawals')
      .select(['bank_code', 'account_number', 'account_name'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ bank_code: 'KBANK', account_number: '1234567890', account_name: 'Ann Lee' });
  });

  it('answers the same order for a repeated requestId and holds once', async () => {
    const p = await readyPlayer({ balance: 1_000_00 });
    const key = requestId();
    const first = answerOf<WithdrawalOrder>(await withdraw(p, 300_00, { requestId: key }));
    const again = answerOf<WithdrawalOrder>(await withdraw(p, 300_00, { requestId: key }));
    expect(again.id).toBe(first.id);
    const parallel = await Promise.all([1, 2, 3].map(() => withdraw(p, 300_00, { requestId: key })));
    for (const res of parallel) expect(answerOf<WithdrawalOrder>(res).id).toBe(first.id);
    expect(await balanceOf(t, p)).toBe(700_00);
    expect(await t.services.withdrawals.pendingOf(siamId, p.id)).toBe(300_00);
    expect((await listOf(p)).total).toBe(1);
  });

  it('holds each of parallel requests with their own keys, never below zero', async () => {
    const p = await readyPlayer({ balance: 1_000_00 });
    const answers = await Promise.all([1, 2, 3, 4].map(() => withdraw(p, 300_00)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.json().errorCode === 'wallet.insufficient.funds')).toHaveLength(1);
    expect(await balanceOf(t, p)).toBe(100_00);
    expect((await listOf(p)).total).toBe(3);
  });

  it('refuses more than the balance with wallet.insufficient.funds and keeps no order', async () => {
    const p = await readyPlayer({ balance: 500_00 });
    refusedWith(await withdraw(p, 600_00), 409, 'wallet.insufficient.funds');
    expect(await balanceOf(t, p)).toBe(500_00);
    expect(await t.services.withdrawals.pendingOf(siamId, p.id)).toBe(0);
    expect((await listOf(p)).total).toBe(0);
    expect(
      answerOf<{ usedToday: number }>(await call(t, 'GET', '/wps/system/withdrawBanks', undefined, as(p)))
        .usedToday,
    ).toBe(0);
  });

  it('refuses amounts outside the merchant’s limits, saying the limit', async () => {
    const p = await readyPlayer({ balance: 500_000_00 });
    const below = refusedWith(await withdraw(p, 299_99), 400, 'wallet.amount.below.min');
    expect(below.value).toEqual({ min: 300_00 });
    const above = refusedWith(await withdraw(p, 200_000_01), 400, 'wallet.amount.above.max');
    expect(above.value).toEqual({ max: 200_000_00 });
    expect(await balanceOf(t, p)).toBe(500_000_00);
  });

  it('needs a card of the caller’s own', async () => {
    const p = await readyPlayer();
    const other = await readyPlayer();
    refusedWith(await withdraw(p, 300_00, { bankCardId: other.cardId }), 400, 'bank.card.required');
    refusedWith(await withdraw(p, 300_00, { bankCardId: 999_999 }), 400, 'bank.card.required');
    expect(await balanceOf(t, p)).toBe(10_000_00);
  });

  it('needs the payment password: not set, wrong, locked', async () => {
    const p = await newPlayer(t, { balance: 1_000_00, realName: 'Ann Lee' });
    const cards = answerOf<{ cards: Array<{ id: number }> }>(
      await call(
        t,
        'PUT',
        '/wps/member/bankCard',
        { bankCode: 'SCB', accountNumber: '55556666', accountName: 'Ann Lee' },
        { token: p.token },
      ),
    );
    const ready: Ready = { ...p, merchant: 'siam', cardId: cards.cards[0]?.id as number };
    refusedWith(await withdraw(ready, 300_00), 409, 'payment.password.not.set');

    const q = await readyPlayer({ balance: 1_000_00 });
    const wrong = refusedWith(
      await withdraw(q, 300_00, { paymentPassword: '000000' }),
      400,
      'payment.password.incorrect',
    );
    expect(wrong.value).toEqual({ remaining: 4 });
    for (let i = 0; i < 4; i++) await withdraw(q, 300_00, { paymentPassword: '000000' });
    refusedWith(await withdraw(q, 300_00), 429, 'payment.password.locked');
    expect(await balanceOf(t, q)).toBe(1_000_00);
    expect((await listOf(q)).total).toBe(0);
  });

  it('counts today’s withdrawals (UTC day) that were not rejected against the daily number', async () => {
    const p = await readyPlayer({ balance: 10_000_00 });
    const orders: WithdrawalOrder[] = [];
    for (let i = 0; i < 5; i++) orders.push(await withdrawn(p, 300_00));
    const refused = refusedWith(await withdraw(p, 300_00), 409, 'withdraw.daily.limit');
    expect(refused.value).toEqual({ dailyCount: 5 });
    // A rejected one does not count.
    await t.services.withdrawals.reject(orders[0]?.id as number, ALL);
    const sixth = await withdrawn(p, 300_00);
    refusedWith(await withdraw(p, 300_00), 409, 'withdraw.daily.limit');
    // Yesterday's do not count either.
    await t.database.db
      .updateTable('withdrawals')
      .set({ created_at: new Date(Date.now() - 86_400_000) })
      .where('id', '=', sixth.id)
      .execute();
    await withdrawn(p, 300_00);
    expect(
      answerOf<{ usedToday: number }>(await call(t, 'GET', '/wps/system/withdrawBanks', undefined, as(p)))
        .usedToday,
    ).toBe(5);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const p = await readyPlayer({ balance: 1_000_00 });
    const base = {
      amount: 300_00,
      bankCardId: p.cardId,
      paymentPassword: PAYMENT_PASSWORD,
      requestId: requestId(),
    };
    const bad: Array<Record<string, unknown>> = [
      { ...base, amount: 0 },
      { ...base, amount: -300_00 },
      { ...base, amount: 300.5 },
      { ...base, amount: '300abc' },
      { ...base, amount: 2 ** 60 },
      { ...base, bankCardId: 0 },
      { ...base, requestId: 'short' },
      { ...base, requestId: 'has spaces in it' },
      { ...base, paymentPassword: 'x'.repeat(33) },
      { amount: 300_00, bankCardId: p.cardId, paymentPassword: PAYMENT_PASSWORD },
    ];
    for (const body of bad) {
      refusedWith(await call(t, 'POST', '/wps/transaction/withdraw', body, as(p)), 400, 'validation.failed');
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/wps/transaction/withdraw',
      headers: { authorization: p.token, 'content-type': 'application/json' },
      payload: '{"amount": 300',
    });
    refusedWith(broken, 400, 'validation.failed');
    expect(await balanceOf(t, p)).toBe(1_000_00);
    expect((await listOf(p)).total).toBe(0);
  });
});

describe('operator decisions', () => {
  it('approves a pending withdrawal: the held funds leave for the payee', async () => {
    const p = await readyPlayer({ balance: 1_000_00 });
    const order = await withdrawn(p, 400_00);
    const [payableBefore, payoutsBefore] = [await payable(), await payouts()];
    const approved = await t.services.withdrawals.approve(
      order.id,
      { operatorId: 7, merchantIds: [siamId] },
      'paid by KBANK',
    );
    expect(approved).toMatchObject({
      id: order.id,
      status: 'paid',
      note: 'paid by KBANK',
      merchant: 'siam',
      username: p.username,
      accountNumber: '1234567890',
      bankCode: 'KBANK',
      proofIds: [],
    });
    expect(approved.paidAt).not.toBeNull();
    expect(approved.decidedAt).toBe(approved.paidAt);
    expect(new Date(approved.autoReceiveAt as string).getTime()).toBe(
      new Date(approved.paidAt as string).getTime() + 30 * 60_000,
    );
    expect(await payable()).toBe(payableBefore - 400_00);
    expect(await payouts()).toBe(payoutsBefore + 400_00);
    expect(await balanceOf(t, p)).toBe(600_00);
    expect(await t.services.withdrawals.pendingOf(siamId, p.id)).toBe(0);
    const row = await t.database.db
      .selectFrom('withdrawals')
      .select('decided_by')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.decided_by).toBe(7);

    // A second decision is refused and moves nothing.
    await expect(t.services.withdrawals.approve(order.id, ALL)).rejects.toMatchObject({
      code: 'withdraw.state.invalid',
    });
    await expect(t.services.withdrawals.reject(order.id, ALL)).rejects.toMatchObject({
      code: 'withdraw.state.invalid',
    });
    expect(await payable()).toBe(payableBefore - 400_00);
    expect(await balanceOf(t, p)).toBe(600_00);
    expect((await orderOf(p, order.id)).status).toBe('paid');
  });

  it('rejects a pending withdrawal: the held funds go back to the player', async () => {
    const p = await readyPlayer({ balance: 1_000_00 });
    const order = await withdrawn(p, 400_00);
    const payableBefore = await payable();
    const rejected = await t.services.withdrawals.reject(order.id, ALL, 'name does not match');
    expect(rejected).toMatchObject({
      status: 'rejected',
      note: 'name does not match',
      paidAt: null,
      autoReceiveAt: null,
    });
    expect(await balanceOf(t, p)).toBe(1_000_00);
    expect(await payable()).toBe(payableBefore - 400_00);
    expect(await t.services.withdrawals.pendingOf(siamId, p.id)).toBe(0);
    await expect(t.services.withdrawals.reject(order.id, ALL)).rejects.toMatchObject({
      code: 'withdraw.state.invalid',
    });
    await expect(t.services.withdrawals.approve(order.id, ALL)).rejects.toMatchObject({
      code: 'withdraw.state.invalid',
    });
    expect(await balanceOf(t, p)).toBe(1_000_00);
    const records = answerOf<{ content: Array<{ type: string; amount: number }> }>(
      await call(t, 'GET', '/wps/report/transaction?type=withdraw', undefined, as(p)),
    );
    expect(records.content.map((r) => [r.type, r.amount])).toEqual([
      ['withdraw.release', 400_00],
      ['withdraw', -400_00],
    ]);
  });

  it('lets exactly one of parallel decisions through', async () => {
    const p = await readyPlayer({ balance: 1_000_00 });
    const order = await withdrawn(p, 400_00);
    const results = await Promise.allSettled([
      t.services.withdrawals.approve(order.id, ALL),
      t.services.withdrawals.reject(order.id, ALL),
      t.services.withdrawals.approve(order.id, ALL),
      t.services.withdrawals.reject(order.id, ALL),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'withdraw.state.invalid' });
    }
    const status = (await statusOf(order.id)).status;
    expect(await balanceOf(t, p)).toBe(status === 'rejected' ? 1_000_00 : 600_00);
  });

  it('answers withdraw.not.found out of the operator’s merchants or for no such withdrawal', async () => {
    const p = await readyPlayer({ balance: 1_000_00 });
    const order = await withdrawn(p, 400_00);
    const lucky: OperatorScope = { operatorId: 2, merchantIds: [luckyId] };
    const none: OperatorScope = { operatorId: 3, merchantIds: [] };
    for (const scope of [lucky, none]) {
      await expect(t.services.withdrawals.approve(order.id, scope)).rejects.toMatchObject({
        code: 'withdraw.not.found',
      });
      await expect(t.services.withdrawals.reject(order.id, scope)).rejects.toMatchObject({
        code: 'withdraw.not.found',
      });
      await expect(t.services.withdrawals.resolve(order.id, scope, 'refunded')).rejects.toMatchObject({
        code: 'withdraw.not.found',
      });
      const page = await t.services.withdrawals.listForOps({ scope, pageNum: 1, pageSize: 100 });
      expect(page.content.map((w) => w.id)).not.toContain(order.id);
    }
    await expect(t.services.withdrawals.approve(9_999_999, ALL)).rejects.toMatchObject({
      code: 'withdraw.not.found',
    });
    expect((await statusOf(order.id)).status).toBe('pending');
    expect(await balanceOf(t, p)).toBe(600_00);
  });

  it('lists for operators with filters and pages, the account number in full', async () => {
    const p = await readyPlayer({ balance: 5_000_00 });
    const first = await withdrawn(p, 300_00);
    const second = await withdrawn(p, 310_00);
    await t.services.withdrawals.approve(first.id, ALL);
    const lucky = await readyPlayer({ merchant: 'lucky', balance: 1_000_00 });
    const theirs = await withdrawn(lucky, 50_00);

    const pending = await t.services.withdrawals.listForOps({
      scope: ALL,
      status: 'pending',
      pageNum: 1,
      pageSize: 100,
    });
    expect(pending.content.every((w) => w.status === 'pending')).toBe(true);
    expect(pending.content.map((w) => w.id)).toEqual(expect.arrayContaining([second.id, theirs.id]));
    expect(pending.content.map((w) => w.id)).not.toContain(first.id);
    const mine = pending.content.find((w) => w.id === second.id);
    expect(mine).toMatchObject({
      merchant: 'siam',
      username: p.username,
      accountNumber: '1234567890',
      bankCode: 'KBANK',
      bankName: 'Kasikorn Bank',
    });

    const siamOnly = await t.services.withdrawals.listForOps({
      scope: { operatorId: 2, merchantIds: [siamId] },
      pageNum: 1,
      pageSize: 100,
    });
    expect(siamOnly.content.every((w) => w.merchant === 'siam')).toBe(true);
    const luckyOnly = await t.services.withdrawals.listForOps({
      scope: ALL,
      merchantId: luckyId,
      pageNum: 1,
      pageSize: 100,
    });
    expect(luckyOnly.content.map((w) => w.id)).toContain(theirs.id);
    expect(luckyOnly.content.every((w) => w.merchant === 'lucky')).toBe(true);
    // A merchant filter outside the operator's merchants finds nothing.
    const outside = await t.services.withdrawals.listForOps({
      scope: { operatorId: 2, merchantIds: [siamId] },
      merchantId: luckyId,
      pageNum: 1,
      pageSize: 100,
    });
    expect(outside).toMatchObject({ content: [], total: 0, totalPages: 0 });

    const paged = await t.services.withdrawals.listForOps({ scope: ALL, pageNum: 2, pageSize: 1 });
    expect(paged.content).toHaveLength(1);
    expect(paged.totalPages).toBe(paged.total);
    const newest = await t.services.withdrawals.listForOps({ scope: ALL, pageNum: 1, pageSize: 1 });
    expect(newest.content[0]?.id).toBe(theirs.id);
    const future = await t.services.withdrawals.listForOps({
      scope: ALL,
      start: new Date(Date.now() + 60_000).toISOString(),
      pageNum: 1,
      pageSize: 10,
    });
    expect(future.total).toBe(0);
  });
});

describe('confirming a paid withdrawal', () => {
  it('closes it as received on {received: true}', async () => {
    const p = await readyPlayer();
    const order = await paid(p, 300_00);
    const before = await balanceOf(t, p);
    const confirmed = answerOf<WithdrawalOrder>(await confirmJson(p, order.id, { received: true }));
    expect(confirmed).toMatchObject({
      id: order.id,
      status: 'received',
      autoReceived: false,
      autoReceiveAt: null,
    });
    expect(confirmed.confirmedAt).not.toBeNull();
    refusedWith(await confirmJson(p, order.id, { received: true }), 409, 'withdraw.state.invalid');
    expect(await balanceOf(t, p)).toBe(before);
  });

  it('answers only the player’s own paid withdrawal', async () => {
    const p = await readyPlayer();
    const pending = await withdrawn(p, 300_00);
    refusedWith(await confirmJson(p, pending.id, { received: true }), 409, 'withdraw.state.invalid');
    refusedWith(await notReceived(p, pending.id, [{ data: PNG }]), 409, 'withdraw.state.invalid');
    const order = await paid(p, 300_00);
    const other = await readyPlayer();
    refusedWith(await confirmJson(other, order.id, { received: true }), 404, 'withdraw.not.found');
    refusedWith(await notReceived(other, order.id, [{ data: PNG }]), 404, 'withdraw.not.found');
    const lucky = await readyPlayer({ merchant: 'lucky' });
    refusedWith(await confirmJson(lucky, order.id, { received: true }), 404, 'withdraw.not.found');
    refusedWith(await confirmJson(p, 9_999_999, { received: true }), 404, 'withdraw.not.found');
    expect((await statusOf(order.id)).status).toBe('paid');
    expect(await proofCount(order.id)).toBe(0);
  });

  it('takes not received with a comment and PNG and JPEG proof, and reopens the case for the operator', async () => {
    const p = await readyPlayer();
    const order = await paid(p, 300_00);
    // The declared type does not matter: the bytes decide.
    const res = await notReceived(
      p,
      order.id,
      [
        { data: PNG, type: 'application/octet-stream', name: 'slip' },
        { data: JPEG, type: 'image/jpeg', name: 'slip.jpg' },
      ],
      { comment: '  ยังไม่ได้รับเงิน  ' },
    );
    const answered = answerOf<WithdrawalOrder>(res);
    expect(answered).toMatchObject({
      status: 'not_received',
      comment: 'ยังไม่ได้รับเงิน',
      proofs: 2,
      autoReceiveAt: null,
    });
    expect(answered.confirmedAt).not.toBeNull();

    const queue = await t.services.withdrawals.listForOps({
      scope: ALL,
      status: 'not_received',
      pageNum: 1,
      pageSize: 100,
    });
    const reopened = queue.content.find((w) => w.id === order.id);
    expect(reopened?.proofIds).toHaveLength(2);
    const [pngId, jpegId] = (reopened?.proofIds ?? []) as [number, number];
    const png = await t.services.withdrawals.proof(order.id, pngId, ALL);
    expect(png.mime).toBe('image/png');
    expect(Buffer.from(png.data).equals(PNG)).toBe(true);
    const jpeg = await t.services.withdrawals.proof(order.id, jpegId, {
      operatorId: 2,
      merchantIds: [siamId],
    });
    expect(jpeg.mime).toBe('image/jpeg');
    expect(Buffer.from(jpeg.data).equals(JPEG)).toBe(true);
    await expect(
      t.services.withdrawals.proof(order.id, pngId, { operatorId: 2, merchantIds: [luckyId] }),
    ).rejects.toMatchObject({ code: 'withdraw.not.found' });
    const another = await paid(p, 300_00);
    await expect(t.services.withdrawals.proof(another.id, pngId, ALL)).rejects.toMatchObject({
      code: 'withdraw.not.found',
    });
    // Answered once: no second answer.
    refusedWith(await confirmJson(p, order.id, { received: true }), 409, 'withdraw.state.invalid');
  });

  it('resolves a not-received case as received (no money) or refunded (back to the wallet)', async () => {
    const p = await readyPlayer({ balance: 1_000_00 });
    const kept = await paid(p, 300_00);
    const refunded = await paid(p, 400_00);
    answerOf(await notReceived(p, kept.id, [{ data: PNG }]));
    answerOf(await notReceived(p, refunded.id, [{ data: JPEG, type: 'image/jpeg' }]));
    expect(await balanceOf(t, p)).toBe(300_00);

    // Only a not-received case can be resolved.
    const stillPaid = await paid(p, 300_00);
    await expect(t.services.withdrawals.resolve(stillPaid.id, ALL, 'refunded')).rejects.toMatchObject({
      code: 'withdraw.state.invalid',
    });
    const payoutsBefore = await payouts();

    const closed = await t.services.withdrawals.resolve(
      kept.id,
      ALL,
      'received',
      'bank confirms the transfer',
    );
    expect(closed).toMatchObject({ status: 'received', note: 'bank confirms the transfer' });
    expect(await balanceOf(t, p)).toBe(0);
    expect(await payouts()).toBe(payoutsBefore);

    const back = await t.services.withdrawals.resolve(refunded.id, ALL, 'refunded');
    expect(back.status).toBe('refunded');
    expect(await balanceOf(t, p)).toBe(400_00);
    expect(await payouts()).toBe(payoutsBefore - 400_00);

    for (const id of [kept.id, refunded.id]) {
      await expect(t.services.withdrawals.resolve(id, ALL, 'refunded')).rejects.toMatchObject({
        code: 'withdraw.state.invalid',
      });
    }
    expect(await balanceOf(t, p)).toBe(400_00);
    const records = answerOf<{ content: Array<{ type: string; amount: number }> }>(
      await call(t, 'GET', '/wps/report/transaction?type=withdraw&pageSize=1', undefined, as(p)),
    );
    expect(records.content[0]).toMatchObject({ type: 'withdraw.refund', amount: 400_00 });
  });

  it('refuses files that are not PNG or JPEG by their bytes with upload.type', async () => {
    const p = await readyPlayer();
    const order = await paid(p, 300_00);
    refusedWith(
      await notReceived(p, order.id, [{ data: Buffer.from('not an image at all'), type: 'image/png' }]),
      415,
      'upload.type',
    );
    refusedWith(
      await notReceived(p, order.id, [{ data: GIF, type: 'image/jpeg', name: 'a.jpg' }]),
      415,
      'upload.type',
    );
    refusedWith(
      await notReceived(p, order.id, [{ data: PNG }, { data: Buffer.from('%PDF-1.7'), type: 'image/png' }]),
      415,
      'upload.type',
    );
    expect((await statusOf(order.id)).status).toBe('paid');
    expect(await proofCount(order.id)).toBe(0);
  });

  it('refuses more than 3 images with upload.too.many', async () => {
    const p = await readyPlayer();
    const order = await paid(p, 300_00);
    refusedWith(
      await notReceived(
        p,
        order.id,
        [PNG, PNG, JPEG, PNG].map((data) => ({ data })),
      ),
      400,
      'upload.too.many',
    );
    refusedWith(
      await notReceived(
        p,
        order.id,
        Array.from({ length: 8 }, () => ({ data: PNG })),
      ),
      400,
      'upload.too.many',
    );
    expect((await statusOf(order.id)).status).toBe('paid');
    answerOf(
      await notReceived(
        p,
        order.id,
        [PNG, JPEG, PNG].map((data) => ({ data })),
      ),
    );
    expect(await proofCount(order.id)).toBe(3);
  });

  it('refuses an image over 5 MB with upload.too.large, and takes one of exactly 5 MB', async () => {
    const p = await readyPlayer();
    const order = await paid(p, 300_00);
    const big = Buffer.alloc(PROOF_UPLOAD.maxBytes + 1);
    PNG.copy(big, 0, 0, 16);
    refusedWith(await notReceived(p, order.id, [{ data: PNG }, { data: big }]), 413, 'upload.too.large');
    expect((await statusOf(order.id)).status).toBe('paid');
    expect(await proofCount(order.id)).toBe(0);
    const exact = big.subarray(0, PROOF_UPLOAD.maxBytes);
    answerOf(await notReceived(p, order.id, [{ data: exact }]));
    const [proof] = await t.database.db
      .selectFrom('withdrawal_proofs')
      .select('size')
      .where('withdrawal_id', '=', order.id)
      .execute();
    expect(proof?.size).toBe(PROOF_UPLOAD.maxBytes);
  });

  it('needs at least one image with upload.required', async () => {
    const p = await readyPlayer();
    const order = await paid(p, 300_00);
    refusedWith(await notReceived(p, order.id, []), 400, 'upload.required');
    // A file input left empty sends a nameless part with no bytes.
    refusedWith(
      await notReceived(p, order.id, [
        { data: new Uint8Array(0), name: '', type: 'application/octet-stream' },
      ]),
      400,
      'upload.required',
    );
    refusedWith(
      await confirmJson(p, order.id, { received: false, comment: 'nothing came' }),
      400,
      'upload.required',
    );
    expect((await statusOf(order.id)).status).toBe('paid');
  });

  it('refuses a comment over 140 characters with comment.too.long', async () => {
    const p = await readyPlayer();
    const order = await paid(p, 300_00);
    refusedWith(
      await notReceived(p, order.id, [{ data: PNG }], { comment: 'x'.repeat(141) }),
      400,
      'comment.too.long',
    );
    refusedWith(
      await notReceived(p, order.id, [{ data: PNG }], { comment: 'ก'.repeat(2000) }),
      400,
      'comment.too.long',
    );
    expect((await statusOf(order.id)).status).toBe('paid');
    const thai = 'ก'.repeat(PROOF_UPLOAD.commentMaxLength);
    expect(
      answerOf<WithdrawalOrder>(await notReceived(p, order.id, [{ data: PNG }], { comment: thai })).comment,
    ).toBe(thai);
  });

  it('answers a broken or unexpected body with a 4xx, never a 500, and changes nothing', async () => {
    const p = await readyPlayer();
    const order = await paid(p, 300_00);
    const { payload, contentType } = await proofForm({ received: 'false', comment: 'x' }, [{ data: PNG }]);
    const answers: LightMyRequestResponse[] = [
      await confirmRaw(p, order.id, payload, 'multipart/form-data'),
      await confirmRaw(p, order.id, payload.subarray(0, payload.length - 40), contentType),
      await confirmRaw(p, order.id, 'garbage', contentType),
      await confirmRaw(p, order.id, '', contentType),
      await confirmRaw(p, order.id, payload, 'multipart/form-data; boundary=other'),
      await confirmRaw(p, order.id, 'received=true', 'application/x-www-form-urlencoded'),
      await confirmRaw(p, order.id, 'received', 'text/plain'),
      await notReceived(p, order.id, [{ data: PNG, field: 'image' }]),
      await notReceived(p, order.id, [{ data: PNG }], { received: 'maybe' }),
      await notReceived(p, order.id, [{ data: PNG }], { a: '1', b: '2', c: '3', d: '4' }),
      await notReceived(p, order.id, [{ data: PNG }], { __proto__: 'x', constructor: 'y' } as Record<
        string,
        string
      >),
      await confirmJson(p, order.id, { received: 'yes' }),
      await confirmJson(p, order.id, {}),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json().success).toBe(false);
    }
    expect((await statusOf(order.id)).status).toBe('paid');
    expect(await proofCount(order.id)).toBe(0);
    // Still answerable afterwards.
    answerOf(await notReceived(p, order.id, [{ data: PNG }]));
  });

  it('takes a multipart received=true as received', async () => {
    const p = await readyPlayer();
    const order = await paid(p, 300_00);
    const { payload, contentType } = await proofForm({ received: 'true' }, []);
    expect(answerOf<WithdrawalOrder>(await confirmRaw(p, order.id, payload, contentType)).status).toBe(
      'received',
    );
  });
});

describe('auto-receive', () => {
  it('counts a paid withdrawal not answered within the merchant’s minutes as received', async () => {
    const p = await readyPlayer();
    const order = await paid(p, 300_00);
    const listed = await orderOf(p, order.id);
    const paidAt = new Date(listed.paidAt as string).getTime();
    expect(new Date(listed.autoReceiveAt as string).getTime()).toBe(paidAt + 30 * 60_000);

    await t.services.withdrawals.settleAutoReceived(new Date(paidAt + 29 * 60_000));
    expect((await statusOf(order.id)).status).toBe('paid');

    const later = new Date(paidAt + 31 * 60_000);
    expect(await t.services.withdrawals.settleAutoReceived(later)).toBeGreaterThanOrEqual(1);
    expect(await t.services.withdrawals.settleAutoReceived(later)).toBe(0);
    const settled = await statusOf(order.id);
    expect(settled).toMatchObject({ status: 'received', auto_received: true });
    expect(new Date(settled.confirmed_at as Date).getTime()).toBe(paidAt + 30 * 60_000);
    expect(await orderOf(p, order.id)).toMatchObject({
      status: 'received',
      autoReceived: true,
      autoReceiveAt: null,
    });
    refusedWith(await notReceived(p, order.id, [{ data: PNG }]), 409, 'withdraw.state.invalid');
  });

  it('follows each merchant’s minutes', async () => {
    const p = await readyPlayer({ merchant: 'lucky', balance: 1_000_00 });
    const order = await paid(p, 50_00);
    const paidAt = new Date((await orderOf(p, order.id)).paidAt as string).getTime();
    await t.services.withdrawals.settleAutoReceived(new Date(paidAt + 31 * 60_000));
    expect((await statusOf(order.id)).status).toBe('paid');
    await t.services.withdrawals.settleAutoReceived(new Date(paidAt + 61 * 60_000));
    expect((await statusOf(order.id)).status).toBe('received');
  });

  it('settles before the player’s and the operator’s reads', async () => {
    const p = await readyPlayer();
    const a = await paid(p, 300_00);
    const b = await paid(p, 300_00);
    const past = new Date(Date.now() - 31 * 60_000);
    await t.database.db
      .updateTable('withdrawals')
      .set({ paid_at: past })
      .where('id', 'in', [a.id, b.id])
      .execute();
    expect((await orderOf(p, a.id)).status).toBe('received');
    expect((await statusOf(b.id)).status).toBe('received');

    const c = await paid(p, 300_00);
    await t.database.db.updateTable('withdrawals').set({ paid_at: past }).where('id', '=', c.id).execute();
    const page = await t.services.withdrawals.listForOps({ scope: ALL, pageNum: 1, pageSize: 100 });
    expect(page.content.find((w) => w.id === c.id)).toMatchObject({ status: 'received', autoReceived: true });
  });

  it('sweeps once a minute as a job of the runner, and records the run', async () => {
    const p = await readyPlayer();
    const order = await paid(p, 300_00);
    const paidAt = new Date((await orderOf(p, order.id)).paidAt as string).getTime();
    const minute = Math.ceil((paidAt + 31 * 60_000) / 60_000) * 60_000;
    // A tick runs as many claims as the runner's concurrency: the other jobs due then take turns.
    const ran: Awaited<ReturnType<typeof t.services.jobs.tick>> = [];
    for (
      let round = 0;
      round < 5 && !ran.some((run) => run.job === 'payments.withdrawal-auto-receive');
      round++
    ) {
      ran.push(...(await t.services.jobs.tick(new Date(minute + 5_000))));
    }
    expect(ran).toContainEqual({
      job: 'payments.withdrawal-auto-receive',
      period: new Date(minute).toISOString(),
      attempt: 1,
      outcome: 'succeeded',
    });
    expect((await statusOf(order.id)).status).toBe('received');
    const { rows } = await t.services.jobs.runs({
      job: 'payments.withdrawal-auto-receive',
      pageNum: 1,
      pageSize: 1,
    });
    expect(rows[0]).toMatchObject({
      period: new Date(minute).toISOString(),
      node: t.services.jobs.node,
      outcome: 'succeeded',
      error: null,
    });
    // The same minute is not run again (other jobs of the runner may run at that tick).
    const again = await t.services.jobs.tick(new Date(minute + 30_000));
    expect(again.filter((run) => run.job === 'payments.withdrawal-auto-receive')).toEqual([]);
  });
});

describe('the player’s withdrawals', () => {
  it('lists the caller’s own, newest first, with a status filter and pages', async () => {
    const p = await readyPlayer();
    const first = await withdrawn(p, 300_00);
    const second = await withdrawn(p, 301_00);
    const third = await withdrawn(p, 302_00);
    await t.services.withdrawals.reject(second.id, ALL);
    const all = await listOf(p);
    expect(all.content.map((o) => o.id)).toEqual([third.id, second.id, first.id]);
    expect(all.total).toBe(3);
    expect(all.content[0]?.accountNumber).toBe('****7890');
    expect(JSON.stringify(all)).not.toContain('1234567890');
    expect((await listOf(p, '?status=rejected')).content.map((o) => o.id)).toEqual([second.id]);
    const page2 = await listOf(p, '?pageNum=2&pageSize=2');
    expect(page2).toMatchObject({ pageNum: 2, total: 3, totalPages: 2 });
    expect(page2.content.map((o) => o.id)).toEqual([first.id]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await listOf(p, `?start=${encodeURIComponent(future)}`)).total).toBe(0);
    refusedWith(
      await call(t, 'GET', '/wps/report/withdrawTransaction?status=lost', undefined, as(p)),
      400,
      'validation.failed',
    );
    refusedWith(
      await call(t, 'GET', '/wps/report/withdrawTransaction?pageSize=1000', undefined, as(p)),
      400,
      'validation.failed',
    );
  });

  it('shows nothing of one player’s withdrawals to another player or another merchant', async () => {
    const p = await readyPlayer();
    await withdrawn(p, 300_00);
    const other = await readyPlayer();
    expect((await listOf(other)).total).toBe(0);
    const lucky = await readyPlayer({ merchant: 'lucky' });
    expect((await listOf(lucky)).total).toBe(0);
    expect(await t.services.withdrawals.pendingOf(luckyId, p.id)).toBe(0);
  });
});

describe('who may withdraw', () => {
  it('refuses callers without a session', async () => {
    refusedWith(await call(t, 'GET', '/wps/system/withdrawBanks'), 401, 'not.logged.in');
    refusedWith(await call(t, 'GET', '/wps/report/withdrawTransaction'), 401, 'not.logged.in');
    refusedWith(
      await call(t, 'POST', '/wps/transaction/withdraw', {
        amount: 300_00,
        bankCardId: 1,
        paymentPassword: '123456',
        requestId: requestId(),
      }),
      401,
      'not.logged.in',
    );
    refusedWith(
      await call(t, 'POST', '/wps/transaction/withdraw/1/confirm', { received: true }),
      401,
      'not.logged.in',
    );
  });

  it('refuses trial accounts with in_need_true_account', async () => {
    const trial = answerOf<{ token: string }>(
      await call(t, 'POST', '/wps/session/login/freeplay', { platform: 'W' }, { ip: freshIp() }),
    );
    const c = { token: trial.token };
    refusedWith(await call(t, 'GET', '/wps/system/withdrawBanks', undefined, c), 403, 'in_need_true_account');
    refusedWith(
      await call(t, 'GET', '/wps/report/withdrawTransaction', undefined, c),
      403,
      'in_need_true_account',
    );
    refusedWith(
      await call(
        t,
        'POST',
        '/wps/transaction/withdraw',
        { amount: 300_00, bankCardId: 1, paymentPassword: '123456', requestId: requestId() },
        c,
      ),
      403,
      'in_need_true_account',
    );
    refusedWith(
      await call(t, 'POST', '/wps/transaction/withdraw/1/confirm', { received: true }, c),
      403,
      'in_need_true_account',
    );
  });
});

describe('withdrawal events', () => {
  it('announces a request, each decision and the player’s answer once committed, and nothing for a refusal', async () => {
    const seen: Array<{ name: string; status?: string; from?: string; received?: boolean; amount: number }> =
      [];
    const p = await readyPlayer({ balance: 2_000_00 });
    const mine = (e: { accountId: number }) => e.accountId === p.id;
    t.services.events.subscribe(
      'withdrawal.requested',
      (e) => void (mine(e) && seen.push({ name: 'requested', ...e })),
    );
    t.services.events.subscribe(
      'withdrawal.decided',
      (e) => void (mine(e) && seen.push({ name: 'decided', ...e })),
    );
    t.services.events.subscribe(
      'withdrawal.confirmed',
      (e) => void (mine(e) && seen.push({ name: 'confirmed', ...e })),
    );
    const balances: number[] = [];
    t.services.events.subscribe('balance.changed', (e) => void (mine(e) && balances.push(e.balance)));

    const kept = await paid(p, 500_00);
    answerOf(await confirmJson(p, kept.id, { received: true }));
    const released = await withdrawn(p, 400_00);
    await t.services.withdrawals.reject(released.id, ALL, 'name mismatch');
    refusedWith(await withdraw(p, 5_000_00), 409, 'wallet.insufficient.funds');
    await t.services.events.settled();

    const order = (o: WithdrawalOrder) => ({
      withdrawalId: o.id,
      merchantId: siamId,
      accountId: p.id,
      orderNo: o.orderNo,
      amount: o.amount,
    });
    const decision = { from: 'pending', operatorId: 1 };
    expect(seen).toEqual([
      { name: 'requested', ...order(kept) },
      { name: 'decided', ...order(kept), ...decision, status: 'paid' },
      { name: 'confirmed', ...order(kept), received: true },
      { name: 'requested', ...order(released) },
      { name: 'decided', ...order(released), ...decision, status: 'rejected' },
    ]);
    // The held amounts leave the wallet; the rejected one comes back.
    expect(balances).toEqual([1_500_00, 1_100_00, 1_500_00]);
  });
});
