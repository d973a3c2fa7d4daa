import { SEAMLESS_SIGNATURE_HEADER } from '@portal/contracts/seamless';
import { describe, expect, it } from 'vitest';
import { balanceOf, fund, newPlayer, useMoneyApp } from '../../../test/money-helpers.ts';
import {
  launchToken,
  playerInGame,
  useListening,
  vendorClient,
  vendorId,
} from '../../../test/seamless-helpers.ts';
import { signBody } from '../../platform/hmac.ts';
import { SeamlessRefusal } from '../../vendors/seamless-client.ts';

const t = useMoneyApp();
const server = useListening(t);

/** The refusal a call ends in. */
async function refusal(promise: Promise<unknown>): Promise<SeamlessRefusal> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SeamlessRefusal);
  return error as SeamlessRefusal;
}

async function betRow(provider: string, txId: string) {
  return t.database.db
    .selectFrom('bets')
    .selectAll()
    .where('provider', '=', provider)
    .where('tx_id', '=', txId)
    .executeTakeFirst();
}

const playerWithGame = (balance: number) => playerInGame(t, server.url, balance);

describe('seamless wallet: authenticate and balance', () => {
  it('exchanges a launch token for the player, the currency and the balance', async () => {
    const { player, playerId, vendor } = await playerWithGame(12_345);
    expect(playerId).toBe(`siam-${player.id}`);
    const balance = await vendor.balance({ playerId });
    expect(balance).toMatchObject({ playerId, currency: 'THB', balance: 12_345, outcome: 'applied' });
  });

  it('refuses an unknown token and an unknown player', async () => {
    const vendor = vendorClient(t, server.url);
    expect((await refusal(vendor.authenticate({ token: 'x'.repeat(43) }))).code).toBe('game.session.expired');
    expect((await refusal(vendor.balance({ playerId: 'siam-999999999' }))).code).toBe(
      'seamless.player.unknown',
    );
    expect((await refusal(vendor.balance({ playerId: 'nosuch-1' }))).code).toBe('seamless.player.unknown');
  });

  it('refuses a launch token at another integration', async () => {
    const player = await newPlayer(t, { balance: 100 });
    const token = await launchToken(t, player);
    const sandbox = vendorClient(t, server.url, 'SANDBOX');
    expect((await refusal(sandbox.authenticate({ token }))).code).toBe('game.session.expired');
  });
});

describe('seamless wallet: bets and wins', () => {
  it('debits a bet and credits its win once, however often each is sent', async () => {
    const { player, token, vendor, playerId } = await playerWithGame(10_000);
    const roundId = vendorId('R');
    const bet = { token, playerId, txId: vendorId('B'), roundId, gameCode: 'DRAGON_FORTUNE', amount: 2_000 };
    const placed = await vendor.bet(bet);
    expect(placed).toMatchObject({ balance: 8_000, outcome: 'applied' });
    // the prefix, the time in base 36 and six hex digits of randomness
    expect(placed.reference).toMatch(/^B[0-9A-Z]{8,9}[0-9A-F]{6}$/);
    const again = await vendor.bet(bet);
    expect(again).toMatchObject({ balance: 8_000, outcome: 'replayed', reference: placed.reference });

    const win = {
      playerId,
      txId: vendorId('W'),
      roundId,
      betTxId: bet.txId,
      amount: 5_000,
      roundEnded: true,
    };
    expect(await vendor.win(win)).toMatchObject({ balance: 13_000, outcome: 'applied' });
    expect(await vendor.win(win)).toMatchObject({ balance: 13_000, outcome: 'replayed' });
    expect(await balanceOf(t, player)).toBe(13_000);

    const record = await betRow('HOUSE', bet.txId);
    expect(record).toMatchObject({
      status: 'won',
      vendor_code: 'HOUSE',
      game_code: 'DRAGON_FORTUNE',
      game_category: 'RNG',
      game_name: 'Dragon Fortune',
    });
    expect(Number(record?.stake)).toBe(2_000);
    expect(Number(record?.valid_bet)).toBe(2_000);
    expect(Number(record?.payout)).toBe(5_000);
  });

  it('refuses a transaction id sent again with other details, and moves nothing', async () => {
    const { player, token, vendor, playerId } = await playerWithGame(5_000);
    const bet = {
      token,
      playerId,
      txId: vendorId('B'),
      roundId: vendorId('R'),
      gameCode: 'X',
      amount: 1_000,
    };
    await vendor.bet(bet);
    const changed = await refusal(vendor.bet({ ...bet, amount: 3_000 }));
    expect([changed.code, changed.status]).toEqual(['seamless.tx.conflict', 409]);
    expect(await balanceOf(t, player)).toBe(4_000);
  });

  it('refuses a bet beyond the balance with the balance, moving and recording nothing', async () => {
    const { player, token, vendor, playerId } = await playerWithGame(1_000);
    const bet = {
      token,
      playerId,
      txId: vendorId('B'),
      roundId: vendorId('R'),
      gameCode: 'X',
      amount: 1_500,
    };
    const refused = await refusal(vendor.bet(bet));
    expect([refused.code, refused.status, refused.value]).toEqual([
      'wallet.insufficient.funds',
      409,
      { balance: 1_000 },
    ]);
    expect(await betRow('HOUSE', bet.txId)).toBeUndefined();
    expect(await balanceOf(t, player)).toBe(1_000);
    // the refused id was not used up: once there is money, the same bet goes through
    await fund(t, player.merchantId, player.id, 1_000);
    expect(await vendor.bet(bet)).toMatchObject({ balance: 500, outcome: 'applied' });
  });

  it('lets exactly as many concurrent bets through as the balance pays for', async () => {
    const { player, token, vendor, playerId } = await playerWithGame(1_000);
    const bets = Array.from({ length: 40 }, () =>
      vendor
        .bet({ token, playerId, txId: vendorId('B'), roundId: vendorId('R'), gameCode: 'X', amount: 100 })
        .then(
          () => 'ok',
          (e: SeamlessRefusal) => e.code,
        ),
    );
    const outcomes = await Promise.all(bets);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(10);
    expect(outcomes.filter((o) => o !== 'ok').every((o) => o === 'wallet.insufficient.funds')).toBe(true);
    expect(await balanceOf(t, player)).toBe(0);
    const recorded = await t.database.db
      .selectFrom('bets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(Number(recorded.n)).toBe(10);
  });

  it('applies each money call once when the vendor sends every call twice at once', async () => {
    const { player, token, playerId } = await playerWithGame(3_000);
    const stormy = vendorClient(t, server.url, 'HOUSE', { duplicate: true });
    const roundId = vendorId('R');
    const bet = { token, playerId, txId: vendorId('B'), roundId, gameCode: 'X', amount: 700 };
    await stormy.bet(bet);
    await stormy.win({ playerId, txId: vendorId('W'), roundId, amount: 1_400, roundEnded: true });
    expect(await balanceOf(t, player)).toBe(3_700);
  });

  it('answers a win for a round with no bet yet with seamless.bet.unknown, and applies it once the bet lands', async () => {
    const { player, token, vendor, playerId } = await playerWithGame(2_000);
    const roundId = vendorId('R');
    const win = { playerId, txId: vendorId('W'), roundId, amount: 900 };
    const early = await refusal(vendor.win(win));
    expect([early.code, early.status]).toEqual(['seamless.bet.unknown', 404]);
    expect(await balanceOf(t, player)).toBe(2_000);
    await vendor.bet({ token, playerId, txId: vendorId('B'), roundId, gameCode: 'X', amount: 500 });
    expect(await vendor.win(win)).toMatchObject({ balance: 2_400, outcome: 'applied' });
  });

  it('never refuses a win because the launch session ended, but refuses a new bet', async () => {
    const { player, token, vendor, playerId } = await playerWithGame(2_000);
    const roundId = vendorId('R');
    await vendor.bet({ token, playerId, txId: vendorId('B'), roundId, gameCode: 'X', amount: 500 });
    await t.database.db
      .updateTable('game_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('account_id', '=', player.id)
      .execute();
    t.services.play.forgetSessions();
    const late = await refusal(
      vendor.bet({
        token,
        playerId,
        txId: vendorId('B'),
        roundId: vendorId('R'),
        gameCode: 'X',
        amount: 100,
      }),
    );
    expect([late.code, late.status]).toEqual(['game.session.expired', 401]);
    expect(await vendor.win({ playerId, txId: vendorId('W'), roundId, amount: 800 })).toMatchObject({
      balance: 2_300,
    });
  });

  it('settles a round’s open bets as lost when the round ends, and refuses results after it', async () => {
    const { token, vendor, playerId } = await playerWithGame(5_000);
    const roundId = vendorId('R');
    const first = vendorId('B');
    const second = vendorId('B');
    await vendor.bet({ token, playerId, txId: first, roundId, gameCode: 'X', amount: 1_000 });
    await vendor.bet({ token, playerId, txId: second, roundId, gameCode: 'X', amount: 1_000 });
    await vendor.endRound({ playerId, roundId });
    await vendor.endRound({ playerId, roundId });
    expect((await betRow('HOUSE', first))?.status).toBe('lost');
    expect((await betRow('HOUSE', second))?.status).toBe('lost');
    const late = await refusal(vendor.win({ playerId, txId: vendorId('W'), roundId, amount: 500 }));
    expect([late.code, late.status]).toEqual(['seamless.round.closed', 409]);
    expect((await vendor.balance({ playerId })).balance).toBe(3_000);
  });

  it('puts a big win on the winner board with the account masked', async () => {
    const { player, token, vendor, playerId } = await playerWithGame(10_000);
    const roundId = vendorId('R');
    await vendor.bet({ token, playerId, txId: vendorId('B'), roundId, gameCode: 'X', amount: 1_000 });
    await vendor.win({ playerId, txId: vendorId('W'), roundId, amount: 250_000, roundEnded: true });
    // The board is a subscriber of bet.settled: its row is written just after the answer.
    await t.services.events.settled();
    const row = await t.database.db
      .selectFrom('winners')
      .selectAll()
      .where('account', '=', `${player.username.slice(0, 2)}***${player.username.slice(-1)}`)
      .executeTakeFirst();
    expect(row).toMatchObject({ game_name: 'Dragon Fortune', game_category: 'RNG', vassalage: 'HOUSE' });
    expect(Number(row?.win_amount)).toBe(250_000);
  });
});

describe('seamless wallet: refunds', () => {
  it('reverses an open bet once and refuses a result for it afterwards', async () => {
    const { player, token, vendor, playerId } = await playerWithGame(3_000);
    const roundId = vendorId('R');
    const bet = { token, playerId, txId: vendorId('B'), roundId, gameCode: 'X', amount: 1_200 };
    await vendor.bet(bet);
    const refund = { playerId, txId: vendorId('F'), betTxId: bet.txId, roundId };
    expect(await vendor.refund(refund)).toMatchObject({ balance: 3_000, outcome: 'applied' });
    expect(await vendor.refund(refund)).toMatchObject({ balance: 3_000, outcome: 'replayed' });
    expect(await vendor.refund({ ...refund, txId: vendorId('F') })).toMatchObject({ balance: 3_000 });
    expect((await betRow('HOUSE', bet.txId))?.status).toBe('refunded');
    const late = await refusal(
      vendor.win({ playerId, txId: vendorId('W'), roundId, betTxId: bet.txId, amount: 100 }),
    );
    expect(late.code).toBe('seamless.round.closed');
    expect(await balanceOf(t, player)).toBe(3_000);
  });

  it('remembers a refund that arrives before its bet, and the late bet lands refunded without moving money', async () => {
    const { player, token, vendor, playerId } = await playerWithGame(3_000);
    const roundId = vendorId('R');
    const betTxId = vendorId('B');
    const early = await vendor.refund({ playerId, txId: vendorId('F'), betTxId, roundId });
    expect(early).toMatchObject({ outcome: 'remembered', balance: 3_000 });
    const late = await vendor.bet({ token, playerId, txId: betTxId, roundId, gameCode: 'X', amount: 1_000 });
    expect(late).toMatchObject({ outcome: 'refunded', balance: 3_000, reference: null });
    expect(
      await vendor.bet({ token, playerId, txId: betTxId, roundId, gameCode: 'X', amount: 1_000 }),
    ).toMatchObject({
      outcome: 'replayed',
      balance: 3_000,
    });
    const record = await betRow('HOUSE', betTxId);
    expect(record).toMatchObject({ status: 'refunded', game_code: 'DRAGON_FORTUNE' });
    expect(Number(record?.stake)).toBe(1_000);
    expect(await balanceOf(t, player)).toBe(3_000);
  });

  it('keeps money right when a bet and its rollback race each other', async () => {
    const { player, token, vendor, playerId } = await playerWithGame(50_000);
    const pairs = Array.from({ length: 20 }, async () => {
      const roundId = vendorId('R');
      const txId = vendorId('B');
      await Promise.all([
        vendor.bet({ token, playerId, txId, roundId, gameCode: 'X', amount: 1_000 }),
        vendor.refund({ playerId, txId: vendorId('F'), betTxId: txId, roundId }),
      ]);
    });
    await Promise.all(pairs);
    // every bet was reversed, whichever arrived first
    expect(await balanceOf(t, player)).toBe(50_000);
    const open = await t.database.db
      .selectFrom('bets')
      .select('status')
      .where('account_id', '=', player.id)
      .where('status', '<>', 'refunded')
      .execute();
    expect(open).toEqual([]);
  });
});

describe('seamless wallet: who may call', () => {
  const body = JSON.stringify({ playerId: 'siam-1' });

  it('refuses a bad or missing signature before reading the body', async () => {
    const vendor = vendorClient(t, server.url, 'HOUSE', { secret: Buffer.from('not the secret') });
    const forged = await refusal(vendor.balance({ playerId: 'siam-1' }));
    expect([forged.code, forged.status]).toEqual(['seamless.signature.invalid', 401]);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/gsw/v1/HOUSE/balance',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect([unsigned.statusCode, unsigned.json().errorCode]).toEqual([401, 'seamless.signature.invalid']);
  });

  it('refuses a caller outside the vendor’s addresses, even with a good signature', async () => {
    const secret = t.services.vendorCredentials.get('HOUSE')?.secret as Buffer;
    const res = await t.app.inject({
      method: 'POST',
      url: '/gsw/v1/HOUSE/balance',
      payload: body,
      remoteAddress: '203.0.113.9',
      headers: { 'content-type': 'application/json', [SEAMLESS_SIGNATURE_HEADER]: signBody(secret, body) },
    });
    expect([res.statusCode, res.json().errorCode]).toEqual([403, 'seamless.ip.denied']);
  });

  it('refuses an unknown vendor and an unknown operation', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/gsw/v1/NOPE/balance',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 'seamless.vendor.unknown']);
    const op = await t.app.inject({
      method: 'POST',
      url: '/gsw/v1/HOUSE/steal',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect([op.statusCode, op.json().errorCode]).toEqual([400, 'validation.failed']);
  });

  it('answers bad bodies with validation.failed naming the field, and changes nothing', async () => {
    const secret = t.services.vendorCredentials.get('HOUSE')?.secret as Buffer;
    const send = (payload: string, operation = 'bet') =>
      t.app.inject({
        method: 'POST',
        url: `/gsw/v1/HOUSE/${operation}`,
        payload,
        headers: {
          'content-type': 'application/json',
          [SEAMLESS_SIGNATURE_HEADER]: signBody(secret, payload),
        },
      });
    const notJson = await send('{"playerId":');
    expect([notJson.statusCode, notJson.json().errorCode]).toEqual([400, 'validation.failed']);
    const negative = await send(
      JSON.stringify({
        token: 'x'.repeat(43),
        playerId: 'siam-1',
        txId: 'b1',
        roundId: 'r1',
        gameCode: 'X',
        amount: -5,
      }),
    );
    expect([negative.statusCode, negative.json().errorCode]).toEqual([400, 'validation.failed']);
    expect(negative.json().message).toContain('amount');
    const missing = await send(JSON.stringify({ playerId: 'siam-1', txId: 'w1', amount: 5 }), 'win');
    expect([missing.statusCode, missing.json().errorCode]).toEqual([400, 'validation.failed']);
  });
});
