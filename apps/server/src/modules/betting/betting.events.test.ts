import { beforeAll, describe, expect, it } from 'vitest';
import { type Player, useMoneyApp } from '../../../test/money-helpers.ts';
import { playerInGame, useListening, vendorId } from '../../../test/seamless-helpers.ts';
import type { BetPlaced, BetSettled } from './betting.events.ts';

const t = useMoneyApp();
const server = useListening(t);

const placed: BetPlaced[] = [];
const settled: BetSettled[] = [];
beforeAll(() => {
  t.services.events.subscribe('bet.placed', (bet) => void placed.push(bet));
  t.services.events.subscribe('bet.settled', (bet) => void settled.push(bet));
});

const playerWithGame = (balance: number) => playerInGame(t, server.url, balance);

/** The events of one player, once every handler started so far has run. */
async function eventsOf(player: Player) {
  await t.services.events.settled();
  return {
    placed: placed.filter((e) => e.accountId === player.id),
    settled: settled.filter((e) => e.accountId === player.id),
  };
}

/** The board's rows for a player's win (a masked name is not unique: the amount tells them apart). */
async function boardRows(player: Player, amount: number) {
  await t.services.events.settled();
  return t.database.db
    .selectFrom('winners')
    .selectAll()
    .where('account', '=', `${player.username.slice(0, 2)}***${player.username.slice(-1)}`)
    .where('win_amount', '=', amount)
    .execute();
}

const game = { vendorCode: 'HOUSE', gameName: 'Dragon Fortune', gameCategory: 'RNG' };

describe('bet.placed and bet.settled', () => {
  it('announces a bet and its win once each however often they are sent, and the win reaches the winner board', async () => {
    const { player, token, vendor, playerId } = await playerWithGame(10_000);
    const roundId = vendorId('R');
    const bet = {
      token,
      playerId,
      txId: vendorId('B'),
      roundId,
      gameCode: 'X',
      amount: 1_000,
      validBet: 800,
    };
    const { reference: betReference } = await vendor.bet(bet);
    await vendor.bet(bet);
    const win = { playerId, txId: vendorId('W'), roundId, amount: 250_000 };
    const { reference: winReference } = await vendor.win(win);
    await vendor.win(win);

    const { placed, settled } = await eventsOf(player);
    expect(placed).toEqual([
      {
        merchantId: player.merchantId,
        accountId: player.id,
        provider: 'HOUSE',
        betTxId: bet.txId,
        roundId,
        gameCode: 'DRAGON_FORTUNE',
        ...game,
        stake: 1_000,
        validBet: 800,
        reference: betReference,
      },
    ]);
    expect(settled).toEqual([
      {
        merchantId: player.merchantId,
        accountId: player.id,
        username: player.username,
        provider: 'HOUSE',
        betTxId: bet.txId,
        roundId,
        ...game,
        stake: 1_000,
        validBet: 800,
        outcome: 'won',
        payout: 250_000,
        reference: winReference,
      },
    ]);
    const rows = await boardRows(player, 250_000);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ game_name: 'Dragon Fortune', game_category: 'RNG', vassalage: 'HOUSE' });
    expect(Number(rows[0]?.win_amount)).toBe(250_000);
  });

  it('settles every bet of a round once: the paid one, the ones a round end loses, a refunded one', async () => {
    const { player, token, vendor, playerId } = await playerWithGame(10_000);
    const roundId = vendorId('R');
    const txIds = [vendorId('B'), vendorId('B'), vendorId('B')] as const;
    for (const txId of txIds)
      await vendor.bet({ token, playerId, txId, roundId, gameCode: 'X', amount: 1_000 });
    const refunded = vendorId('B');
    const refundRound = vendorId('R');
    await vendor.bet({ token, playerId, txId: refunded, roundId: refundRound, gameCode: 'X', amount: 500 });
    const refund = { playerId, txId: vendorId('F'), betTxId: refunded, roundId: refundRound };
    const { reference: refundReference } = await vendor.refund(refund);
    await vendor.refund(refund);
    // A small win pays the first bet and ends the round: the other two are lost.
    await vendor.win({
      playerId,
      txId: vendorId('W'),
      roundId,
      betTxId: txIds[0],
      amount: 1_500,
      roundEnded: true,
    });
    const ended = vendorId('R');
    await vendor.bet({ token, playerId, txId: vendorId('B'), roundId: ended, gameCode: 'X', amount: 100 });
    await vendor.endRound({ playerId, roundId: ended });
    await vendor.endRound({ playerId, roundId: ended });

    const { placed, settled } = await eventsOf(player);
    expect(placed).toHaveLength(5);
    const outcomes = settled.map((s) => [s.betTxId, s.outcome, s.payout]);
    expect(outcomes).toHaveLength(5);
    expect(outcomes).toEqual(
      expect.arrayContaining([
        [refunded, 'refunded', 500],
        [txIds[0], 'won', 1_500],
        [txIds[1], 'lost', 0],
        [txIds[2], 'lost', 0],
        [placed[4]?.betTxId, 'lost', 0],
      ]),
    );
    expect(settled.find((s) => s.outcome === 'refunded')).toMatchObject({
      ...game,
      reference: refundReference,
    });
    expect(settled.filter((s) => s.outcome === 'lost').map((s) => s.reference)).toEqual([null, null, null]);
    // 15.00 is below the merchant's winner board threshold (100.00).
    expect(await boardRows(player, 1_500)).toEqual([]);
  });
});
