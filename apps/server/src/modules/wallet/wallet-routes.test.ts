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
import { vendorWalletOf } from './ledger.service.ts';

type Funds = {
  total: number;
  main: number;
  pendingWithdrawal: number;
  vendors: Array<{ vendor: string; name: string; balance: number }>;
};

const t = useMoneyApp();

const transfer = (p: Player, body: Record<string, unknown>) =>
  call(t, 'POST', '/wps/relay/GCS_walletTransfer', { requestId: requestId(), ...body }, { token: p.token });

async function firstVendor(p: Player): Promise<string> {
  const wallet = answerOf<{ vendors: Array<{ vendor: string }> }>(
    await call(t, 'GET', '/wps/relay/GCS_merchantWallet?merchantCode=siam', undefined, { token: p.token }),
  );
  return wallet.vendors[0]?.vendor as string;
}

describe('balance and funds', () => {
  it('answers the main wallet in minor units with the currency, and no token gets 401', async () => {
    const p = await newPlayer(t, { balance: 123_456 });
    const value = answerOf(await call(t, 'GET', '/wps/v2/wallets/balance', undefined, { token: p.token }));
    expect(value).toEqual({ currency: 'THB', currencySymbol: '฿', balance: 123_456, pendingWithdrawal: 0 });
    refusedWith(await call(t, 'GET', '/wps/v2/wallets/balance'), 401, 'not.logged.in');
  });

  it('shows a trial account its empty wallet but refuses it every movement', async () => {
    const res = await call(t, 'POST', '/wps/session/login/freeplay', { platform: 'W' }, { ip: freshIp() });
    const token = answerOf<{ token: string }>(res).token;
    const value = answerOf<{ balance: number }>(
      await call(t, 'GET', '/wps/v2/wallets/balance', undefined, { token }),
    );
    expect(value.balance).toBe(0);
    refusedWith(
      await call(
        t,
        'POST',
        '/wps/relay/GCS_walletTransfer',
        { direction: 'in', vendor: 'X', requestId: requestId() },
        { token },
      ),
      403,
      'in_need_true_account',
    );
    refusedWith(
      await call(t, 'GET', '/wps/report/transaction', undefined, { token }),
      403,
      'in_need_true_account',
    );
  });

  it('tells a transfer-wallet site (siam) from a single-wallet site (lucky)', async () => {
    const siam = await newPlayer(t);
    const lucky = await newPlayer(t, { merchant: 'lucky' });
    const transferWallets = answerOf<{ isSingle: number; vendors: unknown[] }>(
      await call(t, 'GET', '/wps/relay/GCS_merchantWallet?merchantCode=siam', undefined, {
        token: siam.token,
      }),
    );
    expect(transferWallets.isSingle).toBe(0);
    expect(transferWallets.vendors.length).toBeGreaterThan(2);
    const single = answerOf(
      await call(t, 'GET', '/wps/relay/GCS_merchantWallet?merchantCode=lucky', undefined, {
        token: lucky.token,
        merchant: 'lucky',
      }),
    );
    expect(single).toEqual({ isSingle: 1, vendors: [] });
    refusedWith(
      await call(t, 'GET', '/wps/relay/GCS_merchantWallet?merchantCode=lucky', undefined, {
        token: siam.token,
      }),
      403,
      'merchant.mismatch',
    );
    // a siam token is not a lucky session
    refusedWith(
      await call(t, 'GET', '/wps/v2/wallets/balance', undefined, { token: siam.token, merchant: 'lucky' }),
      401,
      'not.logged.in',
    );
  });
});

describe('wallet transfer (main and vendor wallets)', () => {
  it('moves money in and out, all-in and all-out, and the consolidated total never changes', async () => {
    const p = await newPlayer(t, { balance: 10_000 });
    const [v1, v2] = answerOf<{ vendors: Array<{ vendor: string }> }>(
      await call(t, 'GET', '/wps/relay/GCS_merchantWallet', undefined, { token: p.token }),
    ).vendors.map((v) => v.vendor) as [string, string];

    let funds = answerOf<Funds>(await transfer(p, { direction: 'in', vendor: v1, amount: 2_500 }));
    expect(funds.main).toBe(7_500);
    expect(funds.vendors.find((v) => v.vendor === v1)?.balance).toBe(2_500);
    expect(funds.total).toBe(10_000);

    funds = answerOf<Funds>(await transfer(p, { direction: 'out', vendor: v1, amount: 500 }));
    expect(funds.main).toBe(8_000);

    funds = answerOf<Funds>(await transfer(p, { direction: 'in', vendor: v2 })); // all in
    expect(funds.main).toBe(0);
    expect(funds.vendors.find((v) => v.vendor === v2)?.balance).toBe(8_000);

    funds = answerOf<Funds>(await transfer(p, { direction: 'out' })); // collect all
    expect(funds.main).toBe(10_000);
    expect(funds.vendors.every((v) => v.balance === 0)).toBe(true);
    expect(funds.total).toBe(10_000);

    const consolidated = answerOf<Funds>(
      await call(t, 'GET', '/wps/member/info/funds/consolidated', undefined, { token: p.token }),
    );
    expect(consolidated).toMatchObject({ total: 10_000, main: 10_000, currency: 'THB' });
  });

  it('applies a repeated requestId once', async () => {
    const p = await newPlayer(t, { balance: 1_000 });
    const vendor = await firstVendor(p);
    const body = { direction: 'in', vendor, amount: 400, requestId: requestId() };
    answerOf(await call(t, 'POST', '/wps/relay/GCS_walletTransfer', body, { token: p.token }));
    answerOf(await call(t, 'POST', '/wps/relay/GCS_walletTransfer', body, { token: p.token }));
    expect(await balanceOf(t, p)).toBe(600);
    expect(await t.services.ledger.balanceOf(p.merchantId, vendorWalletOf(p.id, vendor))).toBe(400);
  });

  it('refuses more than the wallet holds, unknown vendors, empty wallets and bad input, moving nothing', async () => {
    const p = await newPlayer(t, { balance: 1_000 });
    const vendor = await firstVendor(p);
    refusedWith(
      await transfer(p, { direction: 'in', vendor, amount: 1_001 }),
      409,
      'wallet.insufficient.funds',
    );
    refusedWith(await transfer(p, { direction: 'out', vendor, amount: 1 }), 409, 'wallet.insufficient.funds');
    refusedWith(await transfer(p, { direction: 'out' }), 409, 'wallet.insufficient.funds');
    refusedWith(
      await transfer(p, { direction: 'in', vendor: 'NOPE', amount: 1 }),
      404,
      'wallet.vendor.unknown',
    );
    refusedWith(await transfer(p, { direction: 'in', amount: 1 }), 400, 'validation.failed');
    for (const bad of [
      { direction: 'in', vendor, amount: 1.5 },
      { direction: 'in', vendor, amount: -5 },
      { direction: 'in', vendor, amount: 'lots' },
      { direction: 'sideways', vendor, amount: 1 },
      { direction: 'in', vendor, amount: 1, requestId: 'short' },
    ]) {
      refusedWith(
        await call(
          t,
          'POST',
          '/wps/relay/GCS_walletTransfer',
          { requestId: requestId(), ...bad },
          { token: p.token },
        ),
        400,
        'validation.failed',
      );
    }
    expect(await balanceOf(t, p)).toBe(1_000);
  });

  it('says there is nothing to transfer on a single-wallet site', async () => {
    const p = await newPlayer(t, { merchant: 'lucky', balance: 1_000 });
    refusedWith(
      await call(
        t,
        'POST',
        '/wps/relay/GCS_walletTransfer',
        { direction: 'in', vendor: 'X', amount: 1, requestId: requestId() },
        { token: p.token, merchant: 'lucky' },
      ),
      409,
      'wallet.single',
    );
  });

  it('answers function.not.available when the merchant turns fund transfer off', async () => {
    const p = await newPlayer(t, { balance: 1_000 });
    const vendor = await firstVendor(p);
    const { db } = t.database;
    const row = await db
      .selectFrom('merchants')
      .select(['id', 'features'])
      .where('code', '=', 'siam')
      .executeTakeFirstOrThrow();
    const off = JSON.parse(
      JSON.stringify(row.features).replace(
        '"modId":"FUNDTRANS3","enabled":"1"',
        '"modId":"FUNDTRANS3","enabled":"0"',
      ),
    );
    await db
      .updateTable('merchants')
      .set({ features: JSON.stringify(off) })
      .where('id', '=', row.id)
      .execute();
    t.services.system.invalidate();
    try {
      refusedWith(await transfer(p, { direction: 'in', vendor, amount: 1 }), 403, 'function.not.available');
    } finally {
      await db
        .updateTable('merchants')
        .set({ features: JSON.stringify(row.features) })
        .where('id', '=', row.id)
        .execute();
      t.services.system.invalidate();
    }
  });
});

describe('transfers between members', () => {
  it('lists the upline for a player, and the upline and direct downline for an agent', async () => {
    const agent = await newPlayer(t, { type: 1, parent: 'agent01' });
    const player = await newPlayer(t, { parent: agent.username });
    const below = await newPlayer(t, { parent: player.username }); // not a direct downline of the agent
    const mine = answerOf<Array<{ username: string; relation: string }>>(
      await call(t, 'GET', '/wps/transaction/transfer/targets', undefined, { token: player.token }),
    );
    expect(mine).toEqual([{ username: agent.username, relation: 'upline' }]);
    const agents = answerOf<Array<{ username: string; relation: string }>>(
      await call(t, 'GET', '/wps/transaction/transfer/targets', undefined, { token: agent.token }),
    );
    expect(agents).toEqual([
      { username: 'agent01', relation: 'upline' },
      { username: player.username, relation: 'downline' },
    ]);
    expect(agents.some((a) => a.username === below.username)).toBe(false);
  });

  it('refuses a recipient across the tree or across merchants before checking anything else', async () => {
    const player = await newPlayer(t, { parent: 'agent01', balance: 1_000 });
    const stranger = await newPlayer(t);
    for (const toUsername of [stranger.username, 'player1', 'nobody-here', player.username]) {
      refusedWith(
        await call(
          t,
          'POST',
          '/wps/transaction/transfer',
          { toUsername, amount: 100, paymentPassword: '123456', requestId: requestId() },
          { token: player.token },
        ),
        403,
        'transfer.target.invalid',
      );
    }
    // a player may not send down its own tree: only agents have a downline to pay
    const child = await newPlayer(t, { parent: player.username });
    refusedWith(
      await call(
        t,
        'POST',
        '/wps/transaction/transfer',
        { toUsername: child.username, amount: 100, paymentPassword: '123456', requestId: requestId() },
        { token: player.token },
      ),
      403,
      'transfer.target.invalid',
    );
    expect(await balanceOf(t, player)).toBe(1_000);
  });

  it('sends money to the upline with the payment password, once per requestId, and both records show it', async () => {
    const agent = await newPlayer(t, { type: 1, parent: 'agent01' });
    const player = await newPlayer(t, { parent: agent.username, balance: 5_000 });
    await setPaymentPassword(player, '246810');
    const body = {
      toUsername: agent.username,
      amount: 1_250,
      paymentPassword: '246810',
      requestId: requestId(),
      remark: 'for the team',
    };
    const first = answerOf<{ reference: string; balance: number }>(
      await call(t, 'POST', '/wps/transaction/transfer', body, { token: player.token }),
    );
    const again = answerOf<{ reference: string }>(
      await call(t, 'POST', '/wps/transaction/transfer', body, { token: player.token }),
    );
    expect(first.balance).toBe(3_750);
    expect(again.reference).toBe(first.reference);
    expect(await balanceOf(t, agent)).toBe(1_250);

    const sent = answerOf<{ content: Array<Record<string, unknown>> }>(
      await call(t, 'GET', '/wps/report/transaction?type=transfer', undefined, { token: player.token }),
    );
    expect(sent.content).toEqual([
      expect.objectContaining({
        type: 'transfer',
        amount: -1_250,
        balanceAfter: 3_750,
        reference: first.reference,
        counterparty: agent.username,
      }),
    ]);
    const received = answerOf<{ content: Array<Record<string, unknown>> }>(
      await call(t, 'GET', '/wps/report/transaction', undefined, { token: agent.token }),
    );
    expect(received.content[0]).toMatchObject({ amount: 1_250, counterparty: player.username });
  });

  it('refuses a wrong payment password and more than the balance, moving nothing', async () => {
    const agent = await newPlayer(t, { type: 1, parent: 'agent01', balance: 2_000 });
    const child = await newPlayer(t, { parent: agent.username });
    await setPaymentPassword(agent, '135790');
    const send = (amount: number, paymentPassword: string) =>
      call(
        t,
        'POST',
        '/wps/transaction/transfer',
        { toUsername: child.username, amount, paymentPassword, requestId: requestId() },
        { token: agent.token },
      );
    refusedWith(await send(100, '000000'), 400, 'payment.password.incorrect');
    refusedWith(await send(2_001, '135790'), 409, 'wallet.insufficient.funds');
    answerOf(await send(2_000, '135790'));
    expect(await balanceOf(t, agent)).toBe(0);
    expect(await balanceOf(t, child)).toBe(2_000);
  });
});

describe('account record', () => {
  it('pages and filters the caller’s own movements and validates the query', async () => {
    const p = await newPlayer(t, { balance: 1_000 });
    const vendor = await firstVendor(p);
    answerOf(await transfer(p, { direction: 'in', vendor, amount: 100 }));
    answerOf(await transfer(p, { direction: 'out', vendor, amount: 100 }));
    const page = answerOf<{
      content: Array<{ type: string; counterparty: string }>;
      total: number;
      totalPages: number;
    }>(await call(t, 'GET', '/wps/report/transaction?pageNum=1&pageSize=2', undefined, { token: p.token }));
    expect(page.total).toBe(3);
    expect(page.totalPages).toBe(2);
    expect(page.content.map((r) => r.type)).toEqual(['wallet.out', 'wallet.in']);
    expect(page.content[0]?.counterparty).toBe(vendor);
    const wallet = answerOf<{ total: number }>(
      await call(t, 'GET', '/wps/report/transaction?type=wallet', undefined, { token: p.token }),
    );
    expect(wallet.total).toBe(2);
    for (const bad of ['type=lottery', 'pageSize=1000', 'start=yesterday', 'pageNum=0']) {
      refusedWith(
        await call(t, 'GET', `/wps/report/transaction?${bad}`, undefined, { token: p.token }),
        400,
        'validation.failed',
      );
    }
    const other = await newPlayer(t);
    const theirs = answerOf<{ total: number }>(
      await call(t, 'GET', '/wps/report/transaction', undefined, { token: other.token }),
    );
    expect(theirs.total).toBe(0);
  });
});

async function setPaymentPassword(p: Player, pin: string) {
  answerOf(
    await call(
      t,
      'PUT',
      '/wps/member/paymentPassword',
      { newPassword: pin, confirmPassword: pin, loginPassword: p.password },
      { token: p.token },
    ),
  );
}
