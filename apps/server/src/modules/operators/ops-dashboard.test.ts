import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf, newPlayer, refusedWith } from '../../../test/money-helpers.ts';
import { OPS, ops, opsLogin, pendingBankDeposit } from '../../../test/ops-helpers.ts';
import { playerInGame, useListening, vendorId } from '../../../test/seamless-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

type Figures = {
  deposits: number;
  depositCount: number;
  bets: number;
  stake: number;
  payout: number;
  ggr: number;
  newPlayers: number;
};
type Dashboard = {
  merchant: string | null;
  days: Array<Figures & { day: string }>;
  totals: Figures & { activePlayers: number };
  pending: { deposits: number; withdrawals: number; notReceived: number };
  rolledUpAt: string | null;
};

const t = useTestApp();
const server = useListening(t);
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
let admin: string;
let finance: string;
let viewer: string;

const dashboard = async (query: string, token = admin) =>
  answerOf<Dashboard>(await ops(t, 'GET', `/ops/v1/dashboard?${query}`, undefined, { token }));

/** A settled bet: the stake, then a win of `payout` that ends the round (0: lost). */
async function settledBet(game: Awaited<ReturnType<typeof playerInGame>>, stake: number, payout: number) {
  const { token, playerId, vendor } = game;
  const roundId = vendorId('R');
  const bet = { token, playerId, txId: vendorId('B'), roundId, gameCode: 'DRAGON_FORTUNE', amount: stake };
  await vendor.bet(bet);
  await vendor.win({
    playerId,
    txId: vendorId('W'),
    roundId,
    betTxId: bet.txId,
    amount: payout,
    roundEnded: true,
  });
}

beforeAll(async () => {
  [admin, finance, viewer] = await Promise.all([
    opsLogin(t, OPS.admin),
    opsLogin(t, OPS.finance),
    opsLogin(t, OPS.siamviewer),
  ]);
  const a = await playerInGame(t, server.url, 10_000);
  const b = await playerInGame(t, server.url, 10_000);
  await settledBet(a, 2_000, 5_000);
  await settledBet(b, 1_000, 0);
  // an open bet (no result yet) is not a bet of the dashboard until it settles
  await b.vendor.bet({
    token: b.token,
    playerId: b.playerId,
    txId: vendorId('B'),
    roundId: vendorId('R'),
    gameCode: 'DRAGON_FORTUNE',
    amount: 700,
  });

  const siam = await pendingBankDeposit(t, a.player, 'siam', 30_000);
  answerOf(await ops(t, 'POST', `/ops/v1/deposits/${siam.id}/approve`, {}, { token: finance }));
  await pendingBankDeposit(t, b.player, 'siam', 12_000);
  const luckyPlayer = await newPlayer(t, { merchant: 'lucky' });
  const lucky = await pendingBankDeposit(t, luckyPlayer, 'lucky', 4_000);
  answerOf(await ops(t, 'POST', `/ops/v1/deposits/${lucky.id}/approve`, {}, { token: finance }));
  await t.services.dailyBets.rollUp(new Date());
});

describe('the dashboard', () => {
  it('sums a merchant’s day from the bets’ rollup, the paid deposits and the registrations', async () => {
    const siam = await dashboard(`merchant=siam&from=${today}&to=${today}`);
    expect(siam.merchant).toBe('siam');
    expect(siam.days).toHaveLength(1);
    expect(siam.totals).toMatchObject({
      bets: 2,
      stake: 3_000,
      payout: 5_000,
      ggr: -2_000,
      activePlayers: 2,
      deposits: 30_000,
      depositCount: 1,
    });
    expect(siam.totals.newPlayers).toBeGreaterThanOrEqual(2);
    expect(siam.pending.deposits).toBeGreaterThanOrEqual(1);
    expect(siam.rolledUpAt).not.toBeNull();
  });

  it('gives every day of a period, zeros included, and the rollup can run again without counting twice', async () => {
    await t.services.dailyBets.rollUp(new Date());
    const week = await dashboard(`merchant=siam&from=${daysAgo(6)}&to=${today}`);
    expect(week.days.map((d) => d.day)).toEqual([6, 5, 4, 3, 2, 1, 0].map(daysAgo));
    expect(week.days.slice(0, 6).every((d) => d.bets === 0 && d.deposits === 0)).toBe(true);
    expect(week.totals).toMatchObject({ bets: 2, stake: 3_000, deposits: 30_000 });
  });

  it('shows an operator of every merchant all of them, and one merchant’s only its own', async () => {
    const all = await dashboard(`from=${today}&to=${today}`);
    expect(all.merchant).toBeNull();
    expect(all.totals.deposits).toBe(34_000);
    const own = await dashboard(`from=${today}&to=${today}`, viewer);
    expect(own.totals.deposits).toBe(30_000);
    refusedWith(
      await ops(t, 'GET', `/ops/v1/dashboard?merchant=lucky&from=${today}&to=${today}`, undefined, {
        token: viewer,
      }),
      404,
      'merchant.unknown',
    );
    refusedWith(
      await ops(t, 'GET', `/ops/v1/dashboard?from=${today}&to=${today}`),
      401,
      'operator.not.logged.in',
    );
  });

  it('refuses a period that is backwards, too long, not a day or missing', async () => {
    for (const query of [
      `from=${today}&to=${daysAgo(1)}`,
      `from=${daysAgo(400)}&to=${today}`,
      'from=2026-02-30&to=2026-03-01',
      'from=2026-13-01&to=2026-13-02',
      'from=yesterday&to=today',
      `from=${today}`,
      '',
    ]) {
      refusedWith(
        await ops(t, 'GET', `/ops/v1/dashboard?${query}`, undefined, { token: admin }),
        400,
        'validation.failed',
      );
    }
  });
});
