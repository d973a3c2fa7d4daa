import { beforeAll, describe, expect, it } from 'vitest';
import {
  answerOf,
  balanceOf,
  merchantId,
  refusedWith,
  requestId,
  useMoneyApp,
} from '../../../test/money-helpers.ts';
import { launchToken, useListening, vendorClient, vendorId } from '../../../test/seamless-helpers.ts';
import { readyPlayer, withdraw } from '../../../test/withdraw-helpers.ts';

const t = useMoneyApp();
const where = useListening(t);
let siamId: number;
beforeAll(async () => {
  siamId = await merchantId(t, 'siam');
});

/** A player ready to withdraw, in a game, with the vendor's view of them. */
async function gamer(balance = 1_000_00) {
  const player = await readyPlayer(t, { balance });
  const token = await launchToken(t, player);
  const vendor = vendorClient(t, where.url);
  const { playerId } = await vendor.authenticate({ token });
  /** A bet settled as lost (the round ends), or won with `payout`. */
  const spin = async (stake: number, payout = 0, roundId = vendorId('R')) => {
    const txId = vendorId('B');
    await vendor.bet({ token, playerId, txId, roundId, gameCode: 'DRAGON_FORTUNE', amount: stake });
    if (payout > 0)
      await vendor.win({
        playerId,
        txId: vendorId('W'),
        roundId,
        betTxId: txId,
        amount: payout,
        roundEnded: true,
      });
    else await vendor.endRound({ playerId, roundId });
    await t.services.events.settled();
    return { txId, roundId };
  };
  return { player, token, vendor, playerId, spin };
}

const issue = (accountId: number, extra: Partial<Parameters<typeof t.services.bonuses.issue>[0]> = {}) =>
  t.services.bonuses.issue({
    merchantId: siamId,
    accountId,
    amount: 100_00,
    turnoverMultiplier: 2,
    source: 'test',
    reference: 'TEST-BONUS',
    idempotencyKey: requestId(),
    ...extra,
  });

describe('bonuses', () => {
  it('credits the wallet through the ledger once per key and opens the requirement', async () => {
    const { player } = await gamer(0);
    const key = requestId();
    const first = await issue(player.id, { idempotencyKey: key });
    const again = await issue(player.id, { idempotencyKey: key, amount: 999_00 });
    expect(again).toMatchObject({ replayed: true, bonus: { id: first.bonus.id, amount: 100_00 } });
    expect(first.bonus).toMatchObject({ status: 'active', required: 200_00, progress: 0, remaining: 200_00 });
    expect(await balanceOf(t, player)).toBe(100_00);
    expect(await t.services.bonuses.openRequirementOf(player.id)).toEqual({ remaining: 200_00, bonuses: 1 });
    const records = await t.services.ledger.records(siamId, player.id, {
      family: 'bonus',
      pageNum: 1,
      pageSize: 10,
    });
    expect(records.content.map((r) => r.amount)).toEqual([100_00]);
  });

  it('refuses bad amounts and multipliers and stores nothing', async () => {
    const { player } = await gamer(0);
    await expect(issue(player.id, { amount: 0 })).rejects.toMatchObject({ code: 'validation.failed' });
    await expect(issue(player.id, { turnoverMultiplier: -1 })).rejects.toMatchObject({
      code: 'validation.failed',
    });
    expect(await t.services.bonuses.list(siamId, player.id)).toEqual([]);
  });

  it('counts valid bets down by category weight, once per bet, never refunds, and meets the requirement', async () => {
    const g = await gamer(1_000_00);
    const { bonus } = await issue(g.player.id, { categoryWeights: { RNG: 50 } });
    await g.spin(100_00);
    let now = await t.services.bonuses.byId(bonus.id);
    expect(now?.progress).toBe(50_00);
    // a refunded bet counts nothing
    const roundId = vendorId('R');
    const txId = vendorId('B');
    await g.vendor.bet({
      token: g.token,
      playerId: g.playerId,
      txId,
      roundId,
      gameCode: 'DRAGON_FORTUNE',
      amount: 40_00,
    });
    await g.vendor.refund({ playerId: g.playerId, txId: vendorId('F'), betTxId: txId, roundId });
    await t.services.events.settled();
    // the same event twice counts once
    const [bet] = (
      await t.services.records.betsOf(siamId, g.player.id, { pageNum: 1, pageSize: 5 })
    ).content.filter((b) => b.status === 'lost');
    await t.services.bonuses.onBetSettled({
      merchantId: siamId,
      accountId: g.player.id,
      username: g.player.username,
      provider: 'HOUSE',
      betTxId: bet?.betNo as string,
      roundId: bet?.roundId as string,
      stake: 100_00,
      validBet: 100_00,
      outcome: 'lost',
      payout: 0,
      reference: null,
      vendorCode: bet?.vendor as string,
      gameName: 'x',
      gameCategory: 'RNG',
    });
    now = await t.services.bonuses.byId(bonus.id);
    expect(now?.progress).toBe(50_00);
    await g.spin(300_00, 500_00);
    await g.spin(200_00);
    now = await t.services.bonuses.byId(bonus.id);
    expect(now).toMatchObject({ status: 'met', progress: 200_00, remaining: 0 });
    expect(await t.services.bonuses.openRequirementOf(g.player.id)).toBeNull();
  });

  it('counts nothing for a round hedged with a won and a lost bet', async () => {
    const g = await gamer(1_000_00);
    const { bonus } = await issue(g.player.id);
    const roundId = vendorId('R');
    const a = vendorId('B');
    const b = vendorId('B');
    await g.vendor.bet({
      token: g.token,
      playerId: g.playerId,
      txId: a,
      roundId,
      gameCode: 'DRAGON_FORTUNE',
      amount: 50_00,
    });
    await g.vendor.bet({
      token: g.token,
      playerId: g.playerId,
      txId: b,
      roundId,
      gameCode: 'DRAGON_FORTUNE',
      amount: 50_00,
    });
    await g.vendor.win({
      playerId: g.playerId,
      txId: vendorId('W'),
      roundId,
      betTxId: a,
      amount: 95_00,
      roundEnded: true,
    });
    await t.services.events.settled();
    expect((await t.services.bonuses.byId(bonus.id))?.progress).toBe(0);
    await g.spin(30_00);
    expect((await t.services.bonuses.byId(bonus.id))?.progress).toBe(30_00);
    expect((await t.services.bonuses.reconcile(bonus.id))?.progress).toBe(30_00);
  });

  it('heals a lost event from the betting record, and never counts a bet settled before the bonus', async () => {
    const g = await gamer(1_000_00);
    await g.spin(70_00);
    const { bonus } = await issue(g.player.id);
    await g.spin(40_00);
    await g.spin(60_00, 80_00);
    await t.database.db.deleteFrom('bonus_bets').where('bonus_id', '=', bonus.id).execute();
    await t.database.db.updateTable('bonuses').set({ progress: 0 }).where('id', '=', bonus.id).execute();
    expect((await t.services.bonuses.reconcile(bonus.id))?.progress).toBe(100_00);
    expect((await t.services.bonuses.reconcile(bonus.id))?.progress).toBe(100_00);
  });

  it('refuses a withdrawal while a requirement is open, with what is left, and allows it once forfeited', async () => {
    const g = await gamer(1_000_00);
    const { bonus } = await issue(g.player.id);
    await g.spin(50_00);
    const refused = refusedWith(await withdraw(t, g.player, 300_00), 409, 'withdrawal.turnover.open');
    expect(refused.value).toEqual({ remaining: 150_00, bonuses: 1 });
    expect(await t.services.withdrawals.pendingOf(siamId, g.player.id)).toBe(0);
    const before = await balanceOf(t, g.player);
    const forfeited = await t.services.bonuses.forfeit(siamId, g.player.id, bonus.id);
    expect(forfeited).toMatchObject({ status: 'forfeited', takenBack: 100_00, remaining: 0 });
    expect(await balanceOf(t, g.player)).toBe(before - 100_00);
    await expect(t.services.bonuses.forfeit(siamId, g.player.id, bonus.id)).rejects.toMatchObject({
      code: 'bonus.state',
    });
    answerOf(await withdraw(t, g.player, 300_00));
  });

  it('takes back the winnings by the rule and never more than the wallet holds', async () => {
    const g = await gamer(0);
    const { bonus } = await issue(g.player.id, { forfeitRule: 'bonus_and_winnings', turnoverMultiplier: 10 });
    await g.spin(50_00, 150_00); // +100 net
    expect(await balanceOf(t, g.player)).toBe(200_00);
    const revoked = await t.services.bonuses.revoke(bonus.id, { id: 1, merchantIds: null }, 'abuse');
    expect(revoked).toMatchObject({
      status: 'revoked',
      takenBack: 200_00,
      reason: 'abuse',
      closedBy: 'operator:1',
    });
    expect(await balanceOf(t, g.player)).toBe(0);

    const h = await gamer(0);
    const other = await issue(h.player.id, { amount: 100_00 });
    await h.spin(80_00); // lost: 20 left
    expect((await t.services.bonuses.forfeit(siamId, h.player.id, other.bonus.id)).takenBack).toBe(20_00);
    expect(await balanceOf(t, h.player)).toBe(0);
  });

  it("refuses another player's bonus and another merchant's operator", async () => {
    const g = await gamer(0);
    const h = await gamer(0);
    const { bonus } = await issue(g.player.id);
    await expect(t.services.bonuses.forfeit(siamId, h.player.id, bonus.id)).rejects.toMatchObject({
      code: 'bonus.not.found',
    });
    await expect(
      t.services.bonuses.revoke(bonus.id, { id: 1, merchantIds: [siamId + 1000] }, 'x'),
    ).rejects.toMatchObject({
      code: 'bonus.not.found',
    });
    expect((await t.services.bonuses.byId(bonus.id))?.status).toBe('active');
  });

  it('expires open requirements past their time, once', async () => {
    const g = await gamer(0);
    const { bonus } = await issue(g.player.id, { expiresAt: new Date(Date.now() - 1000) });
    const kept = await issue(g.player.id, { expiresAt: new Date(Date.now() + 3_600_000) });
    expect(await t.services.bonuses.expireDue()).toBeGreaterThanOrEqual(1);
    expect(await t.services.bonuses.byId(bonus.id)).toMatchObject({ status: 'expired', takenBack: 100_00 });
    expect((await t.services.bonuses.byId(kept.bonus.id))?.status).toBe('active');
    await t.services.bonuses.expireDue();
    expect(await balanceOf(t, g.player)).toBe(100_00);
  });
});
