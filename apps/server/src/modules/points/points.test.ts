import type {
  OpsMallItem,
  OpsPlayerPoints,
  OpsPointExchange,
  OpsPointExchangePage,
  PointConfig,
  PointExchangePage,
  PointExchangeResult,
  PointMovementPage,
} from '@portal/contracts/points.schema';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { settledBets } from '../../../test/agent-helpers.ts';
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
import { OPS, ops, opsLogin } from '../../../test/ops-helpers.ts';
import { PAYMENT_PASSWORD } from '../../../test/withdraw-helpers.ts';
import { pointsOf } from '../wallet/ledger.service.ts';

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

const as = (p: Player) => ({ token: p.token, merchant: p.merchantId === 1 ? 'siam' : 'lucky' });
const get = <T>(p: Player, url: string) => call(t, 'GET', url, undefined, as(p)).then((r) => answerOf<T>(r));
const points = (p: Player) => t.services.points.balanceOf(p.merchantId, p.id);

/** A player with a payment password and some points. */
async function pointsPlayer(amount: number, balance = 0): Promise<Player> {
  const p = await newPlayer(t, { balance });
  answerOf(
    await call(
      t,
      'PUT',
      '/wps/member/paymentPassword',
      { newPassword: PAYMENT_PASSWORD, confirmPassword: PAYMENT_PASSWORD, loginPassword: p.password },
      as(p),
    ),
  );
  if (amount > 0)
    await t.services.points.award({
      merchantId: p.merchantId,
      accountId: p.id,
      points: amount,
      source: 'test',
      key: requestId(),
    });
  return p;
}

const redeem = (p: Player, itemId: number, extra: Record<string, unknown> = {}) =>
  call(
    t,
    'POST',
    '/wps/relay/passwordCheck/MCSFE_redeemPoint',
    { itemId, paymentPassword: PAYMENT_PASSWORD, requestId: requestId(), ...extra },
    as(p),
  );
const convert = (p: Player, amount: number, extra: Record<string, unknown> = {}) =>
  call(
    t,
    'POST',
    '/wps/relay/passwordCheck/MCSFE_convertPoint',
    { points: amount, paymentPassword: PAYMENT_PASSWORD, requestId: requestId(), ...extra },
    as(p),
  );

async function newItem(stock: number, price = 100): Promise<OpsMallItem> {
  return answerOf<OpsMallItem>(
    await ops(
      t,
      'POST',
      '/ops/v1/points/items',
      {
        merchant: 'siam',
        name: { en: `Test item ${requestId().slice(0, 6)}`, th: 'ของทดสอบ' },
        pictureUrl: '/assets/art/icons/gem.svg',
        price,
        stock,
        enabled: true,
      },
      { token: admin },
    ),
  );
}

const stockOf = async (id: number) =>
  (
    await t.database.db
      .selectFrom('points_items')
      .select('stock')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).stock;

describe('points calls', () => {
  it("answers the seeded mall: Siam's items, rates and ratio, in the page's language", async () => {
    const p = await pointsPlayer(0);
    const config = answerOf<PointConfig>(
      await call(t, 'GET', '/wps/relay/MCSFE_getPointConfig', undefined, {
        ...as(p),
        headers: { 'accept-language': 'en' },
      }),
    );
    expect(config.cashPerPoint).toBe(10);
    expect(config.minConvert).toBe(100);
    expect(config.rates).toContainEqual({ category: 'RNG', betPerPoint: 100_00 });
    expect(config.items.map((i) => i.name)).toContain('Gold coin keepsake');
    expect(config.items[0]?.pictureUrl).toMatch(/^\/assets\/art\/icons\/\w+\.svg$/);
    const th = answerOf<PointConfig>(
      await call(t, 'GET', '/wps/relay/MCSFE_getPointConfig', undefined, {
        ...as(p),
        headers: { 'accept-language': 'th' },
      }),
    );
    expect(th.items.map((i) => i.name)).toContain('เหรียญทองที่ระลึก');
    expect(await get(p, '/wps/relay/MCSFE_getPointBalance')).toEqual({ balance: 0 });
  });

  it('earns points from settled valid bets at the category rate, the rest carried, each bet once', async () => {
    const p = await pointsPlayer(0, 1_000_00);
    await settledBets(t, p, [
      { stake: 60_00, payout: 0, category: 'RNG' },
      { stake: 60_00, payout: 0, category: 'RNG' },
      { stake: 150_00, payout: 0, category: 'PVP' },
    ]);
    await t.services.events.settled();
    // 120.00 of slots: one point and 20.00 carried; PVP earns none.
    expect(await points(p)).toBe(1);
    await settledBets(t, p, [{ stake: 180_00, payout: 50_00, category: 'RNG' }]);
    await t.services.events.settled();
    expect(await points(p)).toBe(3);
    // The same bet again (a replayed event) counts nothing.
    const bet = await t.database.db
      .selectFrom('points_bets')
      .select('bet_key')
      .where('account_id', '=', p.id)
      .executeTakeFirstOrThrow();
    const [provider, betTxId] = bet.bet_key.split(':') as [string, string];
    const again = await t.services.points.countBets([
      {
        merchantId: p.merchantId,
        accountId: p.id,
        username: p.username,
        provider,
        betTxId,
        roundId: betTxId,
        vendorCode: 'HOUSE',
        gameName: 'Test',
        gameCategory: 'RNG',
        stake: 10_000_00,
        validBet: 10_000_00,
        outcome: 'lost',
        payout: 0,
        reference: null,
      },
    ]);
    expect(again).toBe(0);
    expect(await points(p)).toBe(3);
    const moves = await get<PointMovementPage>(p, '/wps/relay/ODSFE2_MemTransDet?pageNum=1&pageSize=10');
    expect(moves.content.map((m) => m.type)).toEqual(['points.earn', 'points.earn']);
    expect(moves.content[0]?.balanceAfter).toBe(3);
  });

  it('points.award gives points once per key', async () => {
    const p = await pointsPlayer(0);
    const award = {
      merchantId: p.merchantId,
      accountId: p.id,
      points: 25,
      source: 'missions',
      key: `m1:${p.id}`,
    };
    expect((await t.services.points.award(award)).replayed).toBe(false);
    expect((await t.services.points.award(award)).replayed).toBe(true);
    expect(await points(p)).toBe(25);
  });

  it('redeems an item with the payment password: stock falls, points fall, the exchange waits; a repeat answers the first', async () => {
    const item = await newItem(3, 400);
    const p = await pointsPlayer(1_000);
    const id = requestId();
    const first = answerOf<PointExchangeResult>(await redeem(p, item.id, { requestId: id }));
    expect(first.exchange).toMatchObject({ kind: 'item', itemId: item.id, points: 400, status: 'pending' });
    expect(first.balance).toBe(600);
    const repeat = answerOf<PointExchangeResult>(await redeem(p, item.id, { requestId: id }));
    expect(repeat.exchange.id).toBe(first.exchange.id);
    expect(await stockOf(item.id)).toBe(2);
    expect(await points(p)).toBe(600);
    refusedWith(await redeem(p, item.id, { paymentPassword: '000000' }), 400, 'payment.password.incorrect');
    answerOf(await redeem(p, item.id));
    // 200 points left: the price is refused, nothing taken from the stock.
    refusedWith(await redeem(p, item.id), 409, 'points.insufficient');
    expect(await stockOf(item.id)).toBe(1);
    expect(await points(p)).toBe(200);
    const list = await get<PointExchangePage>(p, '/wps/relay/MCSFE_getRedeemPointList?pageNum=1&pageSize=10');
    expect(list.total).toBe(2);
  });

  it('refuses an item out of stock or disabled', async () => {
    const item = await newItem(0);
    const p = await pointsPlayer(1_000);
    refusedWith(await redeem(p, item.id), 409, 'points.item.out.of.stock');
    refusedWith(await redeem(p, 999_999), 404, 'points.item.not.found');
  });

  it("converts points to cash at the merchant's ratio, credited at once; too few points refused", async () => {
    const p = await pointsPlayer(1_000, 5_00);
    const done = answerOf<PointExchangeResult>(await convert(p, 300));
    expect(done.exchange).toMatchObject({
      kind: 'cash',
      points: 300,
      amount: 30_00,
      status: 'approved',
      cashPerPoint: 10,
    });
    expect(done.balance).toBe(700);
    expect(await balanceOf(t, p)).toBe(35_00);
    refusedWith(await convert(p, 50), 400, 'points.convert.below.minimum');
    refusedWith(await convert(p, 800), 409, 'points.insufficient');
    expect(await balanceOf(t, p)).toBe(35_00);
    expect(await points(p)).toBe(700);
  });
});

describe('points operators', () => {
  it('set rates and ratio (administrators, audited); viewers read, finance cannot change them', async () => {
    const settings = answerOf<{ cashPerPoint: number }>(
      await ops(t, 'GET', '/ops/v1/points/settings?merchant=lucky', undefined, { token: admin }),
    ).cashPerPoint;
    expect(settings).toBe(1);
    const body = {
      merchant: 'lucky',
      cashPerPoint: 2,
      minConvert: 50,
      rates: [{ category: 'RNG', betPerPoint: 50_00 }],
    };
    refusedWith(
      await ops(t, 'PUT', '/ops/v1/points/settings', body, { token: finance }),
      403,
      'operator.forbidden',
    );
    const saved = answerOf<{ rates: unknown[] }>(
      await ops(t, 'PUT', '/ops/v1/points/settings', body, { token: admin }),
    );
    expect(saved.rates).toEqual([{ category: 'RNG', betPerPoint: 50_00 }]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'points.settings')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(1);
  });

  it('approves an exchange once; a rejection gives the points and the item back once', async () => {
    const item = await newItem(5, 100);
    const p = await pointsPlayer(500);
    const a = answerOf<PointExchangeResult>(await redeem(p, item.id)).exchange;
    const b = answerOf<PointExchangeResult>(await redeem(p, item.id)).exchange;
    const queue = answerOf<OpsPointExchangePage>(
      await ops(t, 'GET', '/ops/v1/points/exchanges?merchant=siam&status=pending&pageSize=100', undefined, {
        token: viewer,
      }),
    );
    expect(queue.content.map((e) => e.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const decide = (id: number, decision: string, remark: string) =>
      ops(
        t,
        'POST',
        `/ops/v1/points/exchanges/${id}/decision`,
        { merchant: 'siam', decision, remark },
        { token: finance },
      );
    const approved = answerOf<OpsPointExchange>(await decide(a.id, 'approve', 'Sent by courier'));
    expect(approved).toMatchObject({ status: 'approved', remark: 'Sent by courier', username: p.username });
    refusedWith(await decide(a.id, 'reject', 'again'), 409, 'points.admin.exchange.decided');
    answerOf(await decide(b.id, 'reject', 'No address on file'));
    refusedWith(await decide(b.id, 'reject', 'twice'), 409, 'points.admin.exchange.decided');
    expect(await points(p)).toBe(400);
    expect(await stockOf(item.id)).toBe(4);
    const list = await get<PointExchangePage>(p, '/wps/relay/MCSFE_getRedeemPointList?pageNum=1&pageSize=10');
    expect(list.content.find((e) => e.id === b.id)).toMatchObject({
      status: 'rejected',
      remark: 'No address on file',
    });
    const player = answerOf<OpsPlayerPoints>(
      await ops(
        t,
        'GET',
        `/ops/v1/points/player?merchant=siam&username=${p.username}&pageNum=1&pageSize=10`,
        undefined,
        {
          token: viewer,
        },
      ),
    );
    expect(player.balance).toBe(400);
    expect(player.movements.content.map((m) => m.type)).toEqual([
      'points.refund',
      'points.redeem',
      'points.redeem',
      'points.award',
    ]);
  });

  it('edits and disables an item (audited); a disabled item cannot be redeemed', async () => {
    const item = await newItem(2);
    const changed = answerOf<OpsMallItem>(
      await ops(
        t,
        'PUT',
        `/ops/v1/points/items/${item.id}`,
        {
          merchant: 'siam',
          name: item.name,
          pictureUrl: item.pictureUrl,
          price: 150,
          stock: 9,
          enabled: false,
        },
        { token: admin },
      ),
    );
    expect(changed).toMatchObject({ price: 150, stock: 9, enabled: false });
    const p = await pointsPlayer(1_000);
    refusedWith(await redeem(p, item.id), 404, 'points.item.not.found');
    refusedWith(
      await ops(
        t,
        'POST',
        '/ops/v1/points/items',
        { merchant: 'siam', name: { en: ' ' }, pictureUrl: '', price: 1, stock: 1, enabled: true },
        { token: admin },
      ),
      400,
      'points.admin.item.invalid',
    );
  });
});

describe('points properties', () => {
  it('stock and points never go negative under concurrent redemptions', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 4 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 6 }),
        async (stock, wallets) => {
          const item = await newItem(stock, 100);
          const players: Player[] = [];
          for (const n of wallets) players.push(await pointsPlayer(n * 100));
          // Each player tries as many redemptions as it could afford plus one, all at once.
          const tries = players.flatMap((p, i) =>
            Array.from({ length: (wallets[i] ?? 0) + 1 }, () => redeem(p, item.id)),
          );
          const answers = await Promise.all(tries);
          const won = answers.filter((r) => r.statusCode === 200).length;
          const left = await stockOf(item.id);
          expect(left).toBeGreaterThanOrEqual(0);
          expect(won).toBe(stock - left);
          expect(won).toBe(
            Math.min(
              stock,
              wallets.reduce((a, b) => a + b, 0),
            ),
          );
          for (const p of players) {
            const balance = await t.services.ledger.balanceOf(p.merchantId, pointsOf(p.id));
            expect(balance).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 5 },
    );
  });
});
