import { createHmac } from 'node:crypto';
import type { OpsDeposit } from '@portal/contracts/operators.schema';
import type { DepositChannel, DepositOrder } from '@portal/contracts/payments.schema';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  answerOf,
  balanceOf,
  call,
  expectLedgerInvariants,
  merchantId,
  newPlayer,
  type Player,
  refusedWith,
  requestId,
} from '../../../test/money-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { testKeyRing } from '../../../test/test-key-ring.ts';
import type { OperatorScope } from './decisions.ts';

const t = useTestApp();
let secret: Buffer;
let siamId: number;
let luckyId: number;
/** An operator who sees every merchant. */
const everywhere: OperatorScope = { operatorId: 1, merchantIds: null };

beforeAll(async () => {
  secret = (await testKeyRing()).deriveSecret('gateway:SANDBOX');
  siamId = await merchantId(t, 'siam');
  luckyId = await merchantId(t, 'lucky');
});

type Opener = { player: Player; merchant?: string };

function openOrder(
  { player, merchant = 'siam' }: Opener,
  channel: string,
  body: Record<string, unknown>,
  language?: string,
) {
  return call(
    t,
    'POST',
    `/wps/transaction/deposit/${channel}`,
    { requestId: requestId(), ...body },
    { token: player.token, merchant, headers: language ? { 'accept-language': language } : {} },
  );
}

async function opened(opener: Opener, channel: string, body: Record<string, unknown>): Promise<DepositOrder> {
  return answerOf<DepositOrder>(await openOrder(opener, channel, body));
}

const sign = (raw: string, key = secret) => createHmac('sha256', key).update(raw).digest('hex');

function notification(order: { orderNo: string; amount: number }, change: Record<string, unknown> = {}) {
  return JSON.stringify({
    orderNo: order.orderNo,
    amount: order.amount,
    status: 'SUCCESS',
    gatewayReference: 'GW-TEST-1',
    paidAt: new Date().toISOString(),
    ...change,
  });
}

function notify(raw: string, signature: string | null = sign(raw), channel = 'SANDBOX') {
  return t.app.inject({
    method: 'POST',
    url: `/wps/payments/notify/${channel}`,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-signature': signature }),
    },
    payload: raw,
  });
}

function payPage(orderNo: string, merchant = 'siam', language = 'en') {
  return t.app.inject({
    method: 'GET',
    url: `/pay/sandbox/${orderNo}`,
    headers: { merchant, 'accept-language': language },
  });
}

function submitPayPage(orderNo: string, action: string, merchant = 'siam') {
  return t.app.inject({
    method: 'POST',
    url: `/pay/sandbox/${orderNo}`,
    headers: { merchant, 'accept-language': 'en', 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
}

function history(opener: Opener, query = '') {
  return call(t, 'GET', `/wps/report/depositTransaction${query}`, undefined, {
    token: opener.player.token,
    merchant: opener.merchant ?? 'siam',
  });
}

async function stored(orderNo: string) {
  return t.database.db
    .selectFrom('deposits')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow();
}

async function ordersOf(player: Player) {
  return t.database.db.selectFrom('deposits').selectAll().where('account_id', '=', player.id).execute();
}

async function creditsOf(orderNo: string) {
  return t.database.db
    .selectFrom('journal_entries')
    .select(['source', 'idempotency_key'])
    .where('reference', '=', orderNo)
    .execute();
}

function expectHtml(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.body).not.toMatch(/<script/i);
  expect(String(res.headers['content-security-policy'])).not.toMatch(/script-src/);
}

describe('deposit channels', () => {
  it('lists the merchant’s enabled channels in order, named in the request’s language', async () => {
    const player = await newPlayer(t);
    const list = (language: string) =>
      call(t, 'GET', '/wps/system/depositBanks', undefined, {
        token: player.token,
        headers: { 'accept-language': language },
      });
    const english = answerOf<DepositChannel[]>(await list('en-GB,en;q=0.9'));
    expect(english.map((c) => c.code)).toEqual(['BANK', 'SANDBOX']);
    const [bank, sandbox] = english as [DepositChannel, DepositChannel];
    expect(bank).toEqual({
      code: 'BANK',
      kind: 'bank',
      name: 'Bank transfer',
      min: 100_00,
      max: 500_000_00,
      quickAmounts: [100_00, 300_00, 500_00, 1_000_00, 5_000_00, 10_000_00],
      payee: { bankName: 'Kasikorn Bank', accountName: 'Siam Royal Co., Ltd.', accountNumber: '0381234567' },
    });
    expect(sandbox).toMatchObject({ kind: 'gateway', name: 'Instant payment (sandbox)', payee: null });
    const thai = answerOf<DepositChannel[]>(await list('th'));
    expect(thai[0]?.name).toBe('โอนผ่านธนาคาร');
  });

  it('gives each merchant its own channels and never another merchant’s payee', async () => {
    const player = await newPlayer(t, { merchant: 'lucky' });
    const res = await call(t, 'GET', '/wps/system/depositBanks', undefined, {
      token: player.token,
      merchant: 'lucky',
    });
    const channels = answerOf<DepositChannel[]>(res);
    expect(channels.map((c) => [c.code, c.min, c.max])).toEqual([
      ['BANK', 10_00, 20_000_00],
      ['SANDBOX', 10_00, 5_000_00],
    ]);
    expect(channels[0]?.payee?.bankName).toBe('JPMorgan Chase');
    expect(res.body).not.toContain('Kasikorn');
    // A siam session is not a lucky session.
    const siamPlayer = await newPlayer(t);
    refusedWith(
      await call(t, 'GET', '/wps/system/depositBanks', undefined, {
        token: siamPlayer.token,
        merchant: 'lucky',
      }),
      401,
      'not.logged.in',
    );
  });

  it('hides a disabled channel and refuses orders on it with deposit.channel.unknown', async () => {
    const player = await newPlayer(t);
    const toggle = (enabled: boolean) =>
      t.database.db
        .updateTable('payment_channels')
        .set({ enabled })
        .where('merchant_id', '=', siamId)
        .where('code', '=', 'SANDBOX')
        .execute();
    await toggle(false);
    try {
      const channels = answerOf<DepositChannel[]>(
        await call(t, 'GET', '/wps/system/depositBanks', undefined, { token: player.token }),
      );
      expect(channels.map((c) => c.code)).toEqual(['BANK']);
      refusedWith(await openOrder({ player }, 'SANDBOX', { amount: 500_00 }), 404, 'deposit.channel.unknown');
    } finally {
      await toggle(true);
    }
    expect(await ordersOf(player)).toEqual([]);
  });

  it('refuses callers without a session, and trial accounts with in_need_true_account', async () => {
    refusedWith(await call(t, 'GET', '/wps/system/depositBanks'), 401, 'not.logged.in');
    refusedWith(
      await call(t, 'POST', '/wps/transaction/deposit/BANK', { amount: 500_00, requestId: requestId() }),
      401,
      'not.logged.in',
    );
    const trial = await newPlayer(t, { type: 4 });
    refusedWith(
      await call(t, 'GET', '/wps/system/depositBanks', undefined, { token: trial.token }),
      403,
      'in_need_true_account',
    );
    refusedWith(await openOrder({ player: trial }, 'BANK', { amount: 500_00 }), 403, 'in_need_true_account');
    refusedWith(await history({ player: trial }), 403, 'in_need_true_account');
    expect(await ordersOf(trial)).toEqual([]);
  });
});

describe('opening a deposit order', () => {
  it('opens a bank transfer that shows the payee, keeps the payer’s words and moves no money', async () => {
    const player = await newPlayer(t, { balance: 50_00 });
    const order = await opened({ player }, 'BANK', {
      amount: 1_500_00,
      payerName: '  Somchai Jaidee ',
      payerReference: 'TRX-778',
    });
    expect(order).toMatchObject({
      channel: 'BANK',
      channelName: 'โอนผ่านธนาคาร',
      amount: 1_500_00,
      status: 'pending',
      payerName: 'Somchai Jaidee',
      payerReference: 'TRX-778',
      note: null,
      decidedAt: null,
      payUrl: null,
      payee: { bankName: 'Kasikorn Bank', accountName: 'Siam Royal Co., Ltd.', accountNumber: '0381234567' },
    });
    expect(order.orderNo).toMatch(/^D\d{14}[2-9A-Z]{6}$/);
    expect(await balanceOf(t, player)).toBe(50_00);
    expect(await creditsOf(order.orderNo)).toEqual([]);
  });

  it('opens a gateway order that points at its pay page', async () => {
    const player = await newPlayer(t);
    const res = await openOrder({ player }, 'SANDBOX', { amount: 250_00, payerName: 'ignored' }, 'en');
    const order = answerOf<DepositOrder>(res);
    expect(order).toMatchObject({
      channel: 'SANDBOX',
      channelName: 'Instant payment (sandbox)',
      status: 'pending',
      payerName: null,
      payee: null,
      payUrl: `/pay/sandbox/${order.orderNo}`,
    });
  });

  it('answers a repeated requestId with the same order and writes no second row', async () => {
    const player = await newPlayer(t);
    const body = { amount: 300_00, requestId: requestId() };
    const first = answerOf<DepositOrder>(await openOrder({ player }, 'BANK', body));
    const again = answerOf<DepositOrder>(await openOrder({ player }, 'BANK', body));
    expect(again).toEqual(first);
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () =>
        openOrder({ player }, 'BANK', { amount: 400_00, requestId: 'same-key-0001' }),
      ),
    );
    const numbers = new Set(concurrent.map((r) => answerOf<DepositOrder>(r).orderNo));
    expect(numbers.size).toBe(1);
    expect(await ordersOf(player)).toHaveLength(2);
    // The key is the member's own: another member's same key opens another order.
    const other = await newPlayer(t);
    const theirs = answerOf<DepositOrder>(await openOrder({ player: other }, 'BANK', body));
    expect(theirs.orderNo).not.toBe(first.orderNo);
  });

  it('refuses amounts outside the channel’s limits, saying the limit', async () => {
    const player = await newPlayer(t);
    const low = refusedWith(
      await openOrder({ player }, 'BANK', { amount: 99_99 }),
      400,
      'wallet.amount.below.min',
    );
    expect(low.value).toEqual({ min: 100_00 });
    const high = refusedWith(
      await openOrder({ player }, 'SANDBOX', { amount: 50_000_01 }),
      400,
      'wallet.amount.above.max',
    );
    expect(high.value).toEqual({ max: 50_000_00 });
    // The limits are the merchant's: 20.00 USD is fine at lucky, 20.00 THB is not at siam.
    const lucky = await newPlayer(t, { merchant: 'lucky' });
    answerOf(await openOrder({ player: lucky, merchant: 'lucky' }, 'BANK', { amount: 20_00 }));
    refusedWith(await openOrder({ player }, 'BANK', { amount: 20_00 }), 400, 'wallet.amount.below.min');
    expect(await ordersOf(player)).toEqual([]);
  });

  it('refuses an unknown channel with deposit.channel.unknown', async () => {
    const player = await newPlayer(t);
    refusedWith(await openOrder({ player }, 'NOPE', { amount: 500_00 }), 404, 'deposit.channel.unknown');
    expect(await ordersOf(player)).toEqual([]);
  });

  it('refuses bad input with 400 validation.failed and writes nothing', async () => {
    const player = await newPlayer(t);
    const bad: Array<[string, unknown]> = [
      ['BANK', { amount: 100.5, requestId: requestId() }],
      ['BANK', { amount: 'lots', requestId: requestId() }],
      ['BANK', { amount: -500_00, requestId: requestId() }],
      ['BANK', { amount: 0, requestId: requestId() }],
      ['BANK', { amount: 500_00 }],
      ['BANK', { amount: 500_00, requestId: 'short' }],
      ['BANK', { amount: 500_00, requestId: 'has spaces in it' }],
      ['BANK', { amount: 500_00, requestId: requestId(), payerName: 'x'.repeat(65) }],
      ['bank', { amount: 500_00, requestId: requestId() }],
      ['BANK', []],
    ];
    for (const [channel, body] of bad) {
      const res = await call(t, 'POST', `/wps/transaction/deposit/${channel}`, body, { token: player.token });
      refusedWith(res, 400, 'validation.failed');
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/wps/transaction/deposit/BANK',
      headers: { authorization: player.token, 'content-type': 'application/json' },
      payload: '{"amount": 500',
    });
    refusedWith(notJson, 400, 'validation.failed');
    expect(await ordersOf(player)).toEqual([]);
  });

  it('lets at most 5 orders wait at once (too.many.requests), yet answers a retried request', async () => {
    const player = await newPlayer(t);
    const first = { amount: 100_00, requestId: requestId() };
    answerOf(await openOrder({ player }, 'BANK', first));
    for (let i = 0; i < 4; i++)
      answerOf(await openOrder({ player }, i % 2 ? 'BANK' : 'SANDBOX', { amount: 100_00 }));
    refusedWith(await openOrder({ player }, 'BANK', { amount: 100_00 }), 429, 'too.many.requests');
    answerOf(await openOrder({ player }, 'BANK', first));
    expect(await ordersOf(player)).toHaveLength(5);
    // Once one is decided there is room again.
    const [waiting] = await ordersOf(player);
    await t.services.deposits.reject(waiting?.id ?? 0, everywhere);
    answerOf(await openOrder({ player }, 'BANK', { amount: 100_00 }));
  });

  it('throttles a member who sends too many deposit requests', async () => {
    const player = await newPlayer(t);
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await openOrder({ player }, 'BANK', { amount: 1 }));
    expect(answers.slice(0, 10).every((r) => r.json().errorCode === 'wallet.amount.below.min')).toBe(true);
    refusedWith(answers[10] as LightMyRequestResponse, 429, 'too.many.requests');
    refusedWith(answers[11] as LightMyRequestResponse, 429, 'too.many.requests');
  });
});

describe('bank transfer decisions', () => {
  it('credits an approved deposit exactly once', async () => {
    const player = await newPlayer(t, { balance: 10_00 });
    const order = await opened({ player }, 'BANK', { amount: 2_345_67, payerName: 'Somchai' });
    const approved = await t.services.deposits.approve(order.id, everywhere, 'Seen on the statement');
    expect(approved).toMatchObject({
      id: order.id,
      orderNo: order.orderNo,
      status: 'paid',
      note: 'Seen on the statement',
      merchant: 'siam',
      username: player.username,
      amount: 2_345_67,
    });
    expect(approved.decidedAt).not.toBeNull();
    expect(await balanceOf(t, player)).toBe(10_00 + 2_345_67);

    await expect(t.services.deposits.approve(order.id, everywhere)).rejects.toMatchObject({
      code: 'deposit.already.decided',
    });
    await expect(t.services.deposits.reject(order.id, everywhere)).rejects.toMatchObject({
      code: 'deposit.already.decided',
    });
    expect(await balanceOf(t, player)).toBe(10_00 + 2_345_67);
    expect(await creditsOf(order.orderNo)).toEqual([{ source: 'deposit', idempotency_key: order.orderNo }]);

    const page = answerOf<{ content: DepositOrder[] }>(await history({ player }));
    expect(page.content[0]).toMatchObject({
      orderNo: order.orderNo,
      status: 'paid',
      note: 'Seen on the statement',
    });
  });

  it('credits once when an operator approves the same deposit many times at once', async () => {
    const player = await newPlayer(t);
    const order = await opened({ player }, 'BANK', { amount: 700_00 });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => t.services.deposits.approve(order.id, everywhere)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await balanceOf(t, player)).toBe(700_00);
  });

  it('rejects a deposit without moving money', async () => {
    const player = await newPlayer(t);
    const order = await opened({ player }, 'BANK', { amount: 800_00 });
    const rejected = await t.services.deposits.reject(order.id, everywhere, 'No such transfer');
    expect(rejected).toMatchObject({ status: 'rejected', note: 'No such transfer' });
    await expect(t.services.deposits.approve(order.id, everywhere)).rejects.toMatchObject({
      code: 'deposit.already.decided',
    });
    expect(await balanceOf(t, player)).toBe(0);
    expect(await creditsOf(order.orderNo)).toEqual([]);
  });

  it('answers deposit.not.found for an unknown deposit or one outside the operator’s merchants', async () => {
    const player = await newPlayer(t);
    const order = await opened({ player }, 'BANK', { amount: 900_00 });
    const luckyOnly: OperatorScope = { operatorId: 2, merchantIds: [luckyId] };
    await expect(t.services.deposits.approve(order.id, luckyOnly)).rejects.toMatchObject({
      code: 'deposit.not.found',
    });
    await expect(
      t.services.deposits.reject(order.id, { operatorId: 2, merchantIds: [] }),
    ).rejects.toMatchObject({
      code: 'deposit.not.found',
    });
    await expect(t.services.deposits.approve(987_654, everywhere)).rejects.toMatchObject({
      code: 'deposit.not.found',
    });
    expect((await stored(order.orderNo)).status).toBe('pending');
    expect(await balanceOf(t, player)).toBe(0);
    const siamOnly: OperatorScope = { operatorId: 3, merchantIds: [siamId] };
    await t.services.deposits.approve(order.id, siamOnly);
    expect(await balanceOf(t, player)).toBe(900_00);
  });

  it('lists deposits for the operators within their merchants, with merchant and username', async () => {
    const siamPlayer = await newPlayer(t);
    const luckyPlayer = await newPlayer(t, { merchant: 'lucky' });
    const siamOrder = await opened({ player: siamPlayer }, 'BANK', { amount: 111_00 });
    const luckyOrder = await opened({ player: luckyPlayer, merchant: 'lucky' }, 'BANK', { amount: 22_00 });
    const list = (scope: OperatorScope, extra: Record<string, unknown> = {}) =>
      t.services.deposits.listForOps({ scope, pageNum: 1, pageSize: 100, ...extra });

    const luckyView = await list({ operatorId: 2, merchantIds: [luckyId] });
    expect(luckyView.content.every((d) => d.merchant === 'lucky')).toBe(true);
    const mine = luckyView.content.find((d) => d.orderNo === luckyOrder.orderNo) as OpsDeposit;
    expect(mine).toMatchObject({ username: luckyPlayer.username, amount: 22_00, status: 'pending' });
    expect(luckyView.content.some((d) => d.orderNo === siamOrder.orderNo)).toBe(false);

    const all = await list(everywhere, { status: 'pending' });
    expect(all.content.every((d) => d.status === 'pending')).toBe(true);
    expect(all.content.map((d) => d.orderNo)).toEqual(
      expect.arrayContaining([siamOrder.orderNo, luckyOrder.orderNo]),
    );
    const onlySiam = await list(everywhere, { merchantId: siamId });
    expect(onlySiam.content.every((d) => d.merchant === 'siam')).toBe(true);
    expect((await list({ operatorId: 4, merchantIds: [] })).total).toBe(0);

    const paged = await list(everywhere, { pageSize: 1, pageNum: 2 });
    expect(paged.content).toHaveLength(1);
    expect(paged.totalPages).toBe(paged.total);
  });
});

describe('the sandbox gateway', () => {
  it('serves a script-free pay page with the brand, the amount and the order', async () => {
    const player = await newPlayer(t);
    const order = await opened({ player }, 'SANDBOX', { amount: 12_345_67 });
    const res = await payPage(order.orderNo);
    expectHtml(res, 200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('Siam Royal');
    expect(res.body).toContain('12,345.67');
    expect(res.body).toContain('THB');
    expect(res.body).toContain(order.orderNo);
    expect(res.body).toContain(`action="/pay/sandbox/${order.orderNo}"`);
    expect(res.body).toMatch(/name="action" value="pay"/);
    expect(res.body).toMatch(/name="action" value="cancel"/);
    const thai = await payPage(order.orderNo, 'siam', 'th');
    expect(thai.body).toContain('ชำระเงิน');
  });

  it('answers an unknown order, or another merchant’s, with a 404 page', async () => {
    expectHtml(await payPage('D20260101000000ZZZZZZ'), 404);
    expectHtml(await payPage(encodeURIComponent('<script>alert(1)</script>')), 404);
    const player = await newPlayer(t);
    const order = await opened({ player }, 'SANDBOX', { amount: 500_00 });
    expectHtml(await payPage(order.orderNo, 'lucky'), 404);
    expectHtml(await submitPayPage(order.orderNo, 'pay', 'lucky'), 404);
    expect((await stored(order.orderNo)).status).toBe('pending');
    expect(await balanceOf(t, player)).toBe(0);
  });

  it('refuses a bank order on the pay page with a plain message', async () => {
    const player = await newPlayer(t);
    const order = await opened({ player }, 'BANK', { amount: 500_00 });
    const page = await payPage(order.orderNo);
    expectHtml(page, 409);
    expect(page.body).toContain('cannot be paid on this page');
    expectHtml(await submitPayPage(order.orderNo, 'pay'), 409);
    expect((await stored(order.orderNo)).status).toBe('pending');
    expect(await balanceOf(t, player)).toBe(0);
  });

  it('pays through the signed notification, returns to the deposit page and credits once', async () => {
    const player = await newPlayer(t, { balance: 1_00 });
    const order = await opened({ player }, 'SANDBOX', { amount: 1_000_00 });
    const res = await submitPayPage(order.orderNo, 'pay');
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe('/?page=depositv2');
    expect(await balanceOf(t, player)).toBe(1_000_00 + 1_00);
    const row = await stored(order.orderNo);
    expect(row.status).toBe('paid');
    expect(row.gateway_reference).toMatch(/^SBX[0-9A-F]{16}$/);
    expect(await creditsOf(order.orderNo)).toEqual([
      { source: 'gateway:SANDBOX', idempotency_key: order.orderNo },
    ]);

    // Paying again, or opening the page again, is refused with a message; nothing moves.
    const again = await submitPayPage(order.orderNo, 'pay');
    expectHtml(again, 409);
    expect(again.body).toContain('already been paid');
    expectHtml(await payPage(order.orderNo), 409);
    expect(await balanceOf(t, player)).toBe(1_000_00 + 1_00);
    const listed = answerOf<{ content: DepositOrder[] }>(await history({ player }));
    expect(listed.content[0]).toMatchObject({ orderNo: order.orderNo, status: 'paid', payUrl: null });
  });

  it('credits once when the pay button is pressed many times at once', async () => {
    const player = await newPlayer(t);
    const order = await opened({ player }, 'SANDBOX', { amount: 600_00 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => submitPayPage(order.orderNo, 'pay')));
    expect(answers.filter((r) => r.statusCode === 303).length).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(t, player)).toBe(600_00);
  });

  it('cancels back to the deposit page without paying', async () => {
    const player = await newPlayer(t);
    const order = await opened({ player }, 'SANDBOX', { amount: 500_00 });
    const res = await submitPayPage(order.orderNo, 'cancel');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/?page=depositv2');
    expect((await stored(order.orderNo)).status).toBe('pending');
    expect(await balanceOf(t, player)).toBe(0);
    refusedWith(await submitPayPage(order.orderNo, 'steal'), 400, 'validation.failed');
  });

  it('expires a gateway order left unpaid for 30 minutes, and closes its pay page', async () => {
    const player = await newPlayer(t);
    const order = await opened({ player }, 'SANDBOX', { amount: 500_00 });
    const bank = await opened({ player }, 'BANK', { amount: 500_00 });
    await t.database.db
      .updateTable('deposits')
      .set({ created_at: new Date(Date.now() - 31 * 60_000) })
      .where('account_id', '=', player.id)
      .execute();
    const page = await payPage(order.orderNo);
    expectHtml(page, 409);
    expect(page.body).toContain('expired');
    expectHtml(await submitPayPage(order.orderNo, 'pay'), 409);
    const listed = answerOf<{ content: DepositOrder[] }>(await history({ player }));
    const status = Object.fromEntries(listed.content.map((d) => [d.orderNo, d.status]));
    // A bank transfer waits for its operator however long it takes.
    expect(status).toEqual({ [order.orderNo]: 'expired', [bank.orderNo]: 'pending' });
    expect(await balanceOf(t, player)).toBe(0);

    // The gateway's word that it was paid after all outranks our timer: the late payment is credited.
    const late = await notify(notification(order, { gatewayReference: 'GW-LATE' }));
    expect(answerOf(late)).toEqual({ orderNo: order.orderNo, status: 'paid', amount: 500_00 });
    expect(await balanceOf(t, player)).toBe(500_00);
  });
});

describe('gateway notifications', () => {
  it('refuses a bad or missing signature with 401 and changes nothing', async () => {
    const player = await newPlayer(t);
    const order = await opened({ player }, 'SANDBOX', { amount: 500_00 });
    const raw = notification(order);
    const other = Buffer.alloc(32, 7);
    for (const signature of [
      null,
      '',
      'nothex',
      sign(raw, other),
      sign(`${raw} `),
      // upper case, with the first digit changed (whatever it was)
      sign(raw)
        .toUpperCase()
        .replace(/^./, (c) => (c === '0' ? '1' : '0')),
      sign(raw).slice(0, 62),
    ]) {
      refusedWith(await notify(raw, signature), 401, 'payment.signature.invalid');
    }
    // Signed bytes are exact: the same JSON re-spaced is not what was signed.
    refusedWith(
      await notify(JSON.stringify(JSON.parse(raw), null, 2), sign(raw)),
      401,
      'payment.signature.invalid',
    );
    // A signature over a malformed body is still checked first.
    refusedWith(await notify('{"orderNo":', 'f'.repeat(64)), 401, 'payment.signature.invalid');
    expect((await stored(order.orderNo)).status).toBe('pending');
    expect(await balanceOf(t, player)).toBe(0);
  });

  it('refuses a signed but malformed notification with 400 validation.failed, never a 500', async () => {
    const player = await newPlayer(t);
    const order = await opened({ player }, 'SANDBOX', { amount: 500_00 });
    const { amount: _amount, ...withoutAmount } = JSON.parse(notification(order));
    for (const raw of [
      '{"orderNo":',
      '',
      'null',
      '[]',
      '"text"',
      JSON.stringify(withoutAmount),
      notification(order, { amount: 500.5 }),
      notification(order, { amount: '50000' }),
      notification(order, { status: 'MAYBE' }),
      notification(order, { paidAt: 'yesterday' }),
      notification(order, { gatewayReference: '' }),
    ]) {
      refusedWith(await notify(raw), 400, 'validation.failed');
    }
    expect((await stored(order.orderNo)).status).toBe('pending');
    expect(await balanceOf(t, player)).toBe(0);
  });

  it('refuses a notification whose amount differs from the order’s', async () => {
    const player = await newPlayer(t);
    const order = await opened({ player }, 'SANDBOX', { amount: 500_00 });
    const refused = refusedWith(
      await notify(notification(order, { amount: 5_000_00 })),
      400,
      'validation.failed',
    );
    expect(refused.message).toMatch(/amount/);
    expect((await stored(order.orderNo)).status).toBe('pending');
    expect(await balanceOf(t, player)).toBe(0);
  });

  it('refuses an unknown order, a bank order or an unknown gateway', async () => {
    const player = await newPlayer(t);
    refusedWith(
      await notify(notification({ orderNo: 'D20260101000000ZZZZZZ', amount: 500_00 })),
      404,
      'deposit.not.found',
    );
    const bank = await opened({ player }, 'BANK', { amount: 500_00 });
    refusedWith(await notify(notification(bank)), 404, 'deposit.not.found');
    const raw = notification(bank);
    refusedWith(await notify(raw, sign(raw), 'BANK'), 404, 'deposit.channel.unknown');
    expect((await stored(bank.orderNo)).status).toBe('pending');
    expect(await balanceOf(t, player)).toBe(0);
  });

  it('credits once however often the notification repeats, answering the same each time', async () => {
    const player = await newPlayer(t);
    const order = await opened({ player }, 'SANDBOX', { amount: 750_00 });
    const raw = notification(order, { gatewayReference: 'GW-REPEAT' });
    const first = answerOf(await notify(raw));
    expect(first).toEqual({ orderNo: order.orderNo, status: 'paid', amount: 750_00 });
    for (let i = 0; i < 3; i++) expect(answerOf(await notify(raw))).toEqual(first);
    expect(await balanceOf(t, player)).toBe(750_00);
    expect((await stored(order.orderNo)).gateway_reference).toBe('GW-REPEAT');
  });

  it('credits once when 20 identical notifications arrive at once', async () => {
    const player = await newPlayer(t);
    const order = await opened({ player }, 'SANDBOX', { amount: 1_234_00 });
    const raw = notification(order, { gatewayReference: 'GW-STORM' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(raw)));
    for (const res of answers) {
      expect(answerOf(res)).toEqual({ orderNo: order.orderNo, status: 'paid', amount: 1_234_00 });
    }
    expect(await balanceOf(t, player)).toBe(1_234_00);
    expect(await creditsOf(order.orderNo)).toHaveLength(1);
  });

  it('marks a declined payment rejected, and refuses a success after it', async () => {
    const player = await newPlayer(t);
    const order = await opened({ player }, 'SANDBOX', { amount: 500_00 });
    const declined = answerOf(await notify(notification(order, { status: 'FAILED' })));
    expect(declined).toEqual({ orderNo: order.orderNo, status: 'rejected', amount: 500_00 });
    refusedWith(await notify(notification(order)), 409, 'deposit.already.decided');
    expect(await balanceOf(t, player)).toBe(0);
    const listed = answerOf<{ content: DepositOrder[] }>(await history({ player }));
    expect(listed.content[0]).toMatchObject({ status: 'rejected', payUrl: null });
  });
});

describe('deposit history', () => {
  it('pages the member’s own deposits newest first, by status and period', async () => {
    const player = await newPlayer(t);
    const a = await opened({ player }, 'BANK', { amount: 100_00 });
    const b = await opened({ player }, 'SANDBOX', { amount: 200_00 });
    const c = await opened({ player }, 'BANK', { amount: 300_00 });
    await t.services.deposits.approve(a.id, everywhere);
    // Spread them over days so the period filter has something to cut.
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
    for (const [order, n] of [
      [a, 1],
      [b, 2],
      [c, 3],
    ] as const) {
      await t.database.db
        .updateTable('deposits')
        .set({ created_at: day(n) })
        .where('id', '=', order.id)
        .execute();
    }

    const first = answerOf<{ content: DepositOrder[]; total: number; totalPages: number; pageNum: number }>(
      await history({ player }, '?pageSize=2'),
    );
    expect(first).toMatchObject({ total: 3, totalPages: 2, pageNum: 1 });
    expect(first.content.map((d) => d.orderNo)).toEqual([c.orderNo, b.orderNo]);
    const second = answerOf<{ content: DepositOrder[] }>(await history({ player }, '?pageSize=2&pageNum=2'));
    expect(second.content.map((d) => d.orderNo)).toEqual([a.orderNo]);

    const paid = answerOf<{ content: DepositOrder[] }>(await history({ player }, '?status=paid'));
    expect(paid.content.map((d) => d.orderNo)).toEqual([a.orderNo]);
    const period = answerOf<{ content: DepositOrder[] }>(
      await history({ player }, `?start=${day(2).toISOString()}&end=${day(3).toISOString()}`),
    );
    expect(period.content.map((d) => d.orderNo)).toEqual([b.orderNo]);

    refusedWith(await history({ player }, '?status=lost'), 400, 'validation.failed');
    refusedWith(await history({ player }, '?pageSize=1000'), 400, 'validation.failed');
    refusedWith(await history({ player }, '?start=yesterday'), 400, 'validation.failed');
  });

  it('never shows one member another member’s deposits', async () => {
    const owner = await newPlayer(t);
    const order = await opened({ player: owner }, 'SANDBOX', { amount: 500_00 });
    const stranger = await newPlayer(t);
    const theirs = answerOf<{ content: DepositOrder[]; total: number }>(await history({ player: stranger }));
    expect(theirs.total).toBe(0);
    const luckyStranger = await newPlayer(t, { merchant: 'lucky' });
    const luckyView = await history({ player: luckyStranger, merchant: 'lucky' });
    expect(answerOf<{ total: number }>(luckyView).total).toBe(0);
    expect(luckyView.body).not.toContain(order.orderNo);
  });
});

describe('the ledger', () => {
  it('keeps its invariants after every deposit above', async () => {
    await expectLedgerInvariants(t);
  });
});

describe('deposit events', () => {
  it('announces each credit and refusal once, whether an operator or a gateway decided, after it commits', async () => {
    const player = await newPlayer(t);
    const seen: Array<{ name: string; orderNo: string; by: string; amount: number }> = [];
    const credits: number[] = [];
    const mine = (e: { accountId: number }) => e.accountId === player.id;
    t.services.events.subscribe(
      'deposit.credited',
      (e) =>
        void (mine(e) && seen.push({ name: 'credited', orderNo: e.orderNo, by: e.by, amount: e.amount })),
    );
    t.services.events.subscribe(
      'deposit.rejected',
      (e) =>
        void (mine(e) && seen.push({ name: 'rejected', orderNo: e.orderNo, by: e.by, amount: e.amount })),
    );
    t.services.events.subscribe('balance.changed', (e) => void (mine(e) && credits.push(e.amount)));

    const bank = await opened({ player }, 'BANK', { amount: 700_00 });
    await Promise.allSettled(
      Array.from({ length: 3 }, () => t.services.deposits.approve(bank.id, everywhere)),
    );
    const refused = await opened({ player }, 'BANK', { amount: 800_00 });
    await t.services.deposits.reject(refused.id, everywhere, 'No such transfer');
    const paid = await opened({ player }, 'SANDBOX', { amount: 600_00 });
    await notify(notification(paid));
    await notify(notification(paid));
    const declined = await opened({ player }, 'SANDBOX', { amount: 500_00 });
    await notify(notification(declined, { status: 'FAILED' }));
    await t.services.events.settled();

    expect(seen).toEqual([
      { name: 'credited', orderNo: bank.orderNo, by: 'operator', amount: 700_00 },
      { name: 'rejected', orderNo: refused.orderNo, by: 'operator', amount: 800_00 },
      { name: 'credited', orderNo: paid.orderNo, by: 'gateway', amount: 600_00 },
      { name: 'rejected', orderNo: declined.orderNo, by: 'gateway', amount: 500_00 },
    ]);
    expect(credits).toEqual([700_00, 600_00]);
  });
});
