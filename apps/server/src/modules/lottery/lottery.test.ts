import { randomUUID } from 'node:crypto';
import type { LotteryDraw, LotteryGame, LotteryTicket } from '@portal/contracts/lottery.schema';
import { commitmentOf, drawFromSecret, FAMILIES, FAMILY_IDS } from '@portal/lottery';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  answerOf,
  balanceOf,
  call,
  merchantId,
  newPlayer,
  type Player,
  refusedWith,
  useMoneyApp,
} from '../../../test/money-helpers.ts';
import { lunarYearOf } from './rules.ts';

const t = useMoneyApp();
let siam: number;

/** k3's sum odds, basis points by sum: a slip on every sum wins exactly one of them. */
const SUM_ODDS = FAMILIES.k3.plays.find((p) => p.id === 'k3.sum')?.odds as Record<string, number>;
const ALL_SUMS = Array.from({ length: 16 }, (_, i) => i + 3);

beforeAll(async () => {
  siam = await merchantId(t, 'siam');
  await t.services.lottery.draws.plan(new Date());
});

const slip = (player: Player, body: Record<string, unknown>) =>
  call(t, 'POST', '/lgw/orders/betting', { requestId: randomUUID(), ...body }, { token: player.token });
const sumSlip = (unitStake = 1_00, extra: Record<string, unknown> = {}) => ({
  gameCode: 'LOTT_K3',
  lines: [{ play: 'k3.sum', pick: [ALL_SUMS], unitStake, multiplier: 1 }],
  ...extra,
});

async function game(code: string): Promise<LotteryGame> {
  const games = answerOf<LotteryGame[]>(await call(t, 'GET', '/lgw/games', undefined, { merchant: 'siam' }));
  const found = games.find((g) => g.gameCode === code);
  if (!found) throw new Error(`${code} is not a lottery game of siam`);
  return found;
}

/** A game whose current draw stays on sale for a few seconds more: a slip naming its issue is not refused. */
async function openGame(code: string): Promise<LotteryGame> {
  for (let tries = 0; tries < 20; tries++) {
    t.services.lottery.lobby.invalidate();
    const found = await game(code);
    if (found.current && new Date(found.current.closesAt).getTime() - Date.now() > 3000) return found;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${code} has no draw on sale`);
}

/** Draws every draw due by the time given and settles what was drawn, as the jobs do. */
async function drawAndSettle(at: Date) {
  t.services.lottery.lobby.invalidate();
  await t.services.lottery.draws.drawDue(at);
  // A tick runs as many claims as the runner's concurrency: the other jobs due then take turns.
  for (let round = 0; round < 8; round++) {
    const ran = await t.services.jobs.tick(at);
    if (ran.length === 0) break;
  }
  t.services.lottery.lobby.invalidate();
}

const tickets = async (player: Player) =>
  answerOf<{ content: LotteryTicket[] }>(await call(t, 'POST', '/lgw/orders', {}, { token: player.token }))
    .content;

describe('draws', () => {
  it('lists every lottery game with its current draw, whose commitment is published before sales close', async () => {
    const asked = Date.now();
    const games = answerOf<LotteryGame[]>(
      await call(t, 'GET', '/lgw/games', undefined, { merchant: 'siam' }),
    );
    expect(games.map((g) => g.gameCode).sort()).toEqual(
      [
        'ELOTT_11X5',
        'ELOTT_LF3D',
        'ELOTT_LHC',
        'ELOTT_SSC',
        'HANOI_VIP',
        'LOTT_K3',
        'LOTT_PK10',
        'SEA_LAO',
        'SEA_THAI_GOV',
        'VN_NORTH',
        'VN_SOUTH',
        'YEEKEE_5',
      ].sort(),
    );
    // every family of the rules is played by a game of the demo, LF (the merchant's own) included
    expect([...new Set(games.map((g) => g.family))].sort()).toEqual([...FAMILY_IDS].sort());
    const k3 = games.find((g) => g.gameCode === 'LOTT_K3');
    expect(k3).toMatchObject({ family: 'k3', source: 'house', prizeMode: 'ELOTT', minStake: 1_00 });
    expect(k3?.current?.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(k3?.current?.secret).toBeNull();
    expect(k3?.current?.result).toBeNull();
    // on sale when the lobby was read (it is cached for a second): a draw may close while the call runs
    expect(new Date(k3?.current?.closesAt ?? 0).getTime()).toBeGreaterThan(asked - 1000);
    const vn = answerOf<LotteryGame[]>(
      await call(t, 'GET', '/lgw/games?lottoArea=VN', undefined, { merchant: 'siam' }),
    );
    expect(vn.map((g) => g.gameCode).sort()).toEqual(['VN_NORTH', 'VN_SOUTH']);
  });

  it('draws from the secret it committed to: anyone recomputes the published result', async () => {
    const current = (await game('ELOTT_LHC')).current as LotteryDraw;
    await drawAndSettle(new Date(new Date(current.drawAt).getTime() + 1000));
    const drawn = answerOf<LotteryDraw>(
      await call(t, 'GET', `/lgw/draw?gameCode=ELOTT_LHC&issue=${current.issue}`, undefined, {
        merchant: 'siam',
      }),
    );
    expect(drawn).toMatchObject({ status: 'settled', source: 'house', commitment: current.commitment });
    const secret = drawn.secret as string;
    expect(await commitmentOf(secret)).toBe(current.commitment);
    const again = await drawFromSecret('lhc', secret, drawn.label, {
      lunarYear: lunarYearOf(new Date(drawn.drawAt)),
    });
    expect(drawn.result).toEqual(again);
    const near = answerOf<LotteryDraw[]>(
      await call(t, 'GET', '/lgw/numeros/near?gameCode=ELOTT_LHC', undefined, { merchant: 'siam' }),
    );
    expect(near[0]?.issue).toBe(current.issue);
  });
});

describe('a slip', () => {
  it('is one debit with its tickets; settled once, it pays the winning sum at its odds', async () => {
    const player = await newPlayer(t, { balance: 1_000_00 });
    const current = (await openGame('LOTT_K3')).current as LotteryDraw;
    const placed = answerOf<{ total: number; tickets: number; balance: number; issues: string[] }>(
      await slip(player, sumSlip(1_00, { issue: current.issue })),
    );
    expect(placed).toMatchObject({ total: 16_00, tickets: 1, balance: 984_00, issues: [current.issue] });
    const [ticket] = await tickets(player);
    expect(ticket).toMatchObject({ status: 'open', combinations: 16, stake: 16_00, cancellable: true });

    const at = new Date(new Date(current.drawAt).getTime() + 1000);
    await drawAndSettle(at);
    const drawn = answerOf<LotteryDraw>(
      await call(t, 'GET', `/lgw/draw?gameCode=LOTT_K3&issue=${current.issue}`, undefined, {
        merchant: 'siam',
      }),
    );
    const dice = drawn.result as number[];
    const sum = dice.reduce((a, b) => a + b, 0);
    const win = Math.floor((1_00 * (SUM_ODDS[String(sum)] as number)) / 10_000);
    expect(await balanceOf(t, player)).toBe(984_00 + win);
    const [settled] = await tickets(player);
    expect(settled).toMatchObject({ status: 'won', payout: win, cancellable: false });

    // settling again, or twice at once, pays nothing more
    const drawId = drawn.id;
    await Promise.all([
      t.services.lottery.settlement.settleDraw(drawId),
      t.services.lottery.settlement.settleDraw(drawId),
    ]);
    expect(await balanceOf(t, player)).toBe(984_00 + win);

    // the betting record and personal profit have it in the e-lottery category, with its rebate rate
    const history = answerOf<{
      content: Array<{
        gameCategory: string;
        gameCode: string;
        stake: number;
        payout: number;
        status: string;
      }>;
    }>(
      await call(t, 'GET', '/wps/report/accountGameBetHistory?period=today', undefined, {
        token: player.token,
      }),
    );
    expect(history.content).toEqual([
      expect.objectContaining({
        gameCategory: 'ELOTT',
        gameCode: 'LOTT_K3',
        stake: 16_00,
        payout: win,
        status: 'won',
      }),
    ]);
    const profit = answerOf<{
      rows: Array<{ gameCategory: string; profit: number; rebateRate: number | null }>;
    }>(await call(t, 'GET', '/wps/report/personalProfit?period=today', undefined, { token: player.token }));
    expect(profit.rows).toEqual([
      expect.objectContaining({ gameCategory: 'ELOTT', profit: win - 16_00, rebateRate: 1 }),
    ]);
  });

  it('takes a Vietnamese lô slip, its play id and two-digit numbers as the rules name them', async () => {
    const player = await newPlayer(t, { balance: 100_00 });
    const placed = answerOf<{ total: number; tickets: number }>(
      await slip(player, {
        gameCode: 'HANOI_VIP',
        lines: [{ play: 'vn-north.lo', pick: [[7, 27, 68]], unitStake: 1_00, multiplier: 2 }],
      }),
    );
    expect(placed).toMatchObject({ total: 6_00, tickets: 1 });
    const [ticket] = await tickets(player);
    expect(ticket).toMatchObject({ play: 'vn-north.lo', family: 'vn-north', combinations: 3, stake: 6_00 });
  });

  it('answers a repeated request id with the first slip and debits once', async () => {
    const player = await newPlayer(t, { balance: 100_00 });
    const body = { ...sumSlip(), requestId: randomUUID() };
    const first = answerOf<{ orderId: number; replayed: boolean }>(
      await call(t, 'POST', '/lgw/orders/betting', body, { token: player.token }),
    );
    const second = answerOf<{ orderId: number; replayed: boolean; balance: number }>(
      await call(t, 'POST', '/lgw/orders/betting', body, { token: player.token }),
    );
    expect(second).toMatchObject({ orderId: first.orderId, replayed: true, balance: 84_00 });
    expect(first.replayed).toBe(false);
  });

  it('refuses what cannot be played, with a clear code, and moves nothing', async () => {
    const player = await newPlayer(t, { balance: 50_00 });
    const line = (l: Record<string, unknown>) => ({
      gameCode: 'LOTT_K3',
      lines: [{ play: 'k3.sum', pick: [[10]], unitStake: 1_00, multiplier: 1, ...l }],
    });
    refusedWith(await slip(player, line({ play: 'ssc.1-star' })), 400, 'lottery.play.unknown');
    refusedWith(await slip(player, line({ play: 'k3.nothing' })), 400, 'lottery.play.unknown');
    refusedWith(await slip(player, line({ pick: [[2]] })), 400, 'lottery.pick.invalid');
    refusedWith(await slip(player, line({ pick: [[10, 10]] })), 400, 'lottery.pick.invalid');
    refusedWith(await slip(player, line({ unitStake: 50 })), 400, 'lottery.stake.low');
    refusedWith(await slip(player, line({ unitStake: 60_000_00 })), 400, 'lottery.stake.high');
    refusedWith(
      await slip(player, line({ unitStake: 40_00, multiplier: 2 })),
      409,
      'wallet.insufficient.funds',
    );
    refusedWith(await slip(player, { ...line({}), issue: '20200101-001' }), 409, 'lottery.sales.closed');
    refusedWith(await slip(player, { ...line({}), gameCode: 'NO_SUCH' }), 404, 'game.not.found');
    refusedWith(await slip(player, { ...line({}), draws: 51 }), 400, 'validation.failed');
    refusedWith(await slip(player, { ...line({}), lines: [] }), 400, 'validation.failed');
    refusedWith(await slip(player, { gameCode: 'LOTT_K3', lines: 'x' }), 400, 'validation.failed');
    refusedWith(
      await call(
        t,
        'POST',
        '/lgw/orders/betting',
        { ...line({}), requestId: randomUUID() },
        { merchant: 'siam' },
      ),
      401,
      'not.logged.in',
    );
    expect(await balanceOf(t, player)).toBe(50_00);
    expect(await tickets(player)).toEqual([]);
  });

  it('refuses a number over the liability limit of its draw', async () => {
    const db = t.database.db;
    await db
      .updateTable('lottery_games')
      .set({ liability_limit: 1_000_00 })
      .where('game_code', '=', 'ELOTT_SSC')
      .execute();
    try {
      const player = await newPlayer(t, { balance: 1_000_00 });
      const bet = (unitStake: number) =>
        slip(player, {
          gameCode: 'ELOTT_SSC',
          lines: [{ play: 'ssc.1-star', pick: [[7], [], [], [], []], unitStake, multiplier: 1 }],
        });
      // 1-star pays about 9.8x: 100.00 of liability per 10.20 staked
      answerOf(await bet(50_00));
      refusedWith(await bet(60_00), 409, 'lottery.limit.reached');
      expect(await balanceOf(t, player)).toBe(950_00);
    } finally {
      await db
        .updateTable('lottery_games')
        .set({ liability_limit: 2_000_000_00 })
        .where('game_code', '=', 'ELOTT_SSC')
        .execute();
    }
  });
});

describe('a chase', () => {
  it('covers the next draws with one debit and stops after a win, refunding the rest once', async () => {
    const player = await newPlayer(t, { balance: 100_00 });
    const placed = answerOf<{ total: number; tickets: number; issues: string[] }>(
      await slip(player, sumSlip(1_00, { draws: 3, stopOnWin: true })),
    );
    expect(placed).toMatchObject({ total: 48_00, tickets: 3 });
    expect(new Set(placed.issues).size).toBe(3);
    const first = (await tickets(player)).find(
      (ticket) => ticket.issue === placed.issues[0],
    ) as LotteryTicket;
    await drawAndSettle(new Date(new Date(first.drawAt).getTime() + 1000));
    const after = await tickets(player);
    const won = after.find((ticket) => ticket.issue === placed.issues[0]);
    expect(won?.status).toBe('won');
    expect(after.filter((ticket) => ticket.status === 'refunded')).toHaveLength(2);
    expect(await balanceOf(t, player)).toBe(100_00 - 48_00 + (won?.payout ?? 0) + 32_00);
  });
});

describe('cancelling and voiding', () => {
  it('cancels an open ticket while sales are open, once', async () => {
    const player = await newPlayer(t, { balance: 100_00 });
    answerOf(await slip(player, { ...sumSlip(), gameCode: 'LOTT_K3' }));
    const [ticket] = await tickets(player);
    const cancel = () =>
      call(t, 'POST', `/lgw/orders/${ticket?.id}/cancel`, undefined, { token: player.token });
    expect(answerOf<{ refunded: number; balance: number }>(await cancel())).toMatchObject({
      refunded: 16_00,
      balance: 100_00,
    });
    refusedWith(await cancel(), 409, 'lottery.sales.closed');
    const other = await newPlayer(t, { balance: 10_00 });
    refusedWith(
      await call(t, 'POST', `/lgw/orders/${ticket?.id}/cancel`, undefined, { token: other.token }),
      404,
      'not.found',
    );
    expect(await balanceOf(t, player)).toBe(100_00);
  });

  it('refunds every ticket of a voided draw once', async () => {
    const player = await newPlayer(t, { balance: 100_00 });
    const current = (await openGame('ELOTT_11X5')).current as LotteryDraw;
    answerOf(
      await slip(player, {
        gameCode: 'ELOTT_11X5',
        issue: current.issue,
        lines: [
          {
            play: FAMILIES['11x5'].plays[0]?.id,
            pick: FAMILIES['11x5'].plays[0]?.randomPick({ int: () => 0 }),
            unitStake: 2_00,
            multiplier: 1,
          },
        ],
      }),
    );
    const charged = 100_00 - (await balanceOf(t, player));
    expect(charged).toBeGreaterThan(0);
    await t.services.lottery.draws.voidDraw(current.id, null, 'test');
    await expect(t.services.lottery.draws.voidDraw(current.id, null, 'again')).rejects.toMatchObject({
      code: 'lottery.draw.settled',
    });
    await drawAndSettle(new Date());
    expect(await balanceOf(t, player)).toBe(100_00);
    expect((await tickets(player))[0]?.status).toBe('refunded');
  });
});

describe('outside draws', () => {
  it('takes an operator’s result only when it fits the draw and its time has come', async () => {
    const db = t.database.db;
    const vn = await db
      .selectFrom('lottery_games')
      .select('id')
      .where('merchant_id', '=', siam)
      .where('game_code', '=', 'VN_SOUTH')
      .executeTakeFirstOrThrow();
    await db.updateTable('lottery_games').set({ simulate: false }).where('id', '=', vn.id).execute();
    const draw = await db
      .selectFrom('lottery_draws')
      .select(['id', 'draw_at'])
      .where('game_id', '=', vn.id)
      .where('status', '=', 'open')
      .where('draw_at', '>', new Date(Date.now() + 60_000))
      .orderBy('draw_at')
      .executeTakeFirstOrThrow();
    const draws = t.services.lottery.draws;
    await expect(draws.enterResult(Number(draw.id), null, { nope: true })).rejects.toMatchObject({
      code: 'lottery.draw.not.due',
    });
    await db
      .updateTable('lottery_draws')
      .set({ draw_at: new Date(Date.now() - 1000), closes_at: new Date(Date.now() - 2000) })
      .where('id', '=', draw.id)
      .execute();
    await expect(draws.enterResult(Number(draw.id), null, { nope: true })).rejects.toMatchObject({
      code: 'lottery.result.invalid',
    });
    const official = await drawFromSecret('vn-south', 'a'.repeat(64), 'official');
    const entered = await draws.enterResult(Number(draw.id), null, official);
    expect(entered.result).toEqual(official);
    await expect(draws.enterResult(Number(draw.id), null, official)).rejects.toMatchObject({
      code: 'lottery.draw.closed',
    });
  });
});
