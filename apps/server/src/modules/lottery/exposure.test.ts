import { randomUUID } from 'node:crypto';
import { FAMILIES } from '@portal/lottery';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, newPlayer, type Player, useMoneyApp } from '../../../test/money-helpers.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { lotteryRules } from './rules.ts';
import { createSlips, type Slips } from './slips.service.ts';

// The liability limit in stripes (decision 0028): exact on the slow path, under concurrency on
// PostgreSQL (DATABASE_URL), one after the other on PGlite. The slips here use 4 stripes per target on
// either engine, so the slow path and the moves of budget between stripes run on both.

const t = useMoneyApp();
const STRIPES = 4;
const GAME = 'ELOTT_SSC';
let siam: Merchant;
let slips: Slips;

const ONE_STAR = FAMILIES.ssc.plays.find((p) => p.id === 'ssc.1-star')?.odds as Record<string, number>;
/** The liability a 1-star bet of this stake adds to its number. */
const liabilityOf = (stake: number) => Math.floor((stake * lotteryRules.maxOdds(ONE_STAR)) / 10_000);

beforeAll(async () => {
  const found = await t.services.system.merchantByCode('siam');
  if (!found) throw new Error('siam is missing');
  siam = found;
  // One draw a day, on sale until its time: every slip of this file lands on the same draw.
  await t.services.lottery.admin.updateGame(siam.id, GAME, {
    cron: '0 0 * * *',
    closeSeconds: 0,
    maxStake: 1_000_000_00,
  });
  const { play, ledger, platformBets, events } = t.services;
  slips = createSlips({
    db: t.database.db,
    events,
    ledger,
    bets: platformBets,
    rules: lotteryRules,
    stripes: STRIPES,
    catalogueGame: async (merchant, vendor, code) =>
      (await play.catalogueGames(merchant, vendor, [code]))[0] ?? null,
  });
});

const setLimit = (liabilityLimit: number) =>
  t.services.lottery.admin.updateGame(siam.id, GAME, { liabilityLimit });

/** A 1-star slip on a digit of the first position; the error's code when refused. */
async function bet(player: Player, digit: number, stake: number) {
  try {
    return await slips.place(
      siam,
      { id: player.id },
      {
        gameCode: GAME,
        requestId: randomUUID(),
        lines: [{ play: 'ssc.1-star', pick: [[digit], [], [], [], []], unitStake: stake, multiplier: 1 }],
        draws: 1,
        stopOnWin: false,
      },
    );
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

type Stripe = {
  draw_id: string | number;
  stripe: number;
  liability: number;
  budget: number;
  limit_value: number;
};

/** The stripes of a digit's target, with numbers. */
async function stripes(digit: number) {
  const { rows } =
    await sql<Stripe>`select draw_id, stripe, liability, budget, limit_value from lottery_exposure
    where target = ${`ssc.1-star:0-${digit}`} order by stripe`.execute(t.database.db);
  expect(new Set(rows.map((r) => String(r.draw_id))).size).toBeLessThanOrEqual(1);
  return rows.map((r) => ({
    stripe: r.stripe,
    liability: Number(r.liability),
    budget: Number(r.budget),
    limit: Number(r.limit_value),
  }));
}

const sum = (
  rows: ReadonlyArray<{ liability: number; budget: number }>,
  key: 'liability' | 'budget' = 'liability',
) => rows.reduce((total, r) => total + r[key], 0);

/** Players with this balance (slips take the stripes in turn: 4 * STRIPES slips cover each 4 times). */
async function newPlayers(count: number, balance: number): Promise<Player[]> {
  const players: Player[] = [];
  for (let n = 0; n < count; n++) players.push(await newPlayer(t, { balance }));
  return players;
}

describe('the liability limit in stripes', () => {
  it('never passes the limit when many slips on one number come at once; the refused move no money', async () => {
    const stake = 10_00;
    const liability = liabilityOf(stake);
    const limit = liability * 7 + liability / 2;
    await setLimit(limit);
    const players = await newPlayers(4 * STRIPES, 100_00);
    // On PostgreSQL these run at once on the pool's connections; PGlite runs them one after the other.
    const answers = await Promise.all(players.map((p) => bet(p, 7, stake)));
    const placed = answers.filter((a) => typeof a === 'object');
    const refused = answers.filter((a) => typeof a !== 'object');
    expect(placed).toHaveLength(7);
    expect(new Set(refused)).toEqual(new Set(['lottery.limit.reached']));
    const rows = await stripes(7);
    expect(rows).toHaveLength(STRIPES);
    expect(sum(rows)).toBe(liability * 7);
    expect(sum(rows, 'budget')).toBe(limit);
    for (const row of rows) expect(row.liability).toBeLessThanOrEqual(row.budget);
    const balances = await Promise.all(players.map((p) => balanceOf(t, p)));
    expect(balances.filter((b) => b === 100_00 - stake)).toHaveLength(7);
    expect(balances.filter((b) => b === 100_00)).toHaveLength(players.length - 7);
  });

  it('moves spare budget to a short stripe under the locks, exactly, and refuses what passes the limit', async () => {
    const limit = 4_000_00;
    await setLimit(limit);
    const [a, b, c] = await newPlayers(3, 1_000_00);
    if (!a || !b || !c) throw new Error('players missing');
    // The first slip on the number makes its stripes: each gets a quarter of what the limit leaves.
    const first = liabilityOf(40_00);
    expect(typeof (await bet(a, 5, 40_00))).toBe('object');
    let rows = await stripes(5);
    expect(sum(rows, 'budget')).toBe(limit);
    // More than any stripe holds, less than the limit leaves: the slow path moves budget to one.
    const second = liabilityOf(200_00);
    expect(second).toBeGreaterThan(Math.max(...rows.map((r) => r.budget - r.liability)));
    expect(first + second).toBeLessThanOrEqual(limit);
    expect(typeof (await bet(b, 5, 200_00))).toBe('object');
    rows = await stripes(5);
    expect(sum(rows)).toBe(first + second);
    expect(sum(rows, 'budget')).toBe(limit);
    for (const row of rows) expect(row.liability).toBeLessThanOrEqual(row.budget);
    // What is left of the limit, and no more.
    const left = limit - first - second;
    const over = Math.ceil(((left + 1) * 10_000) / lotteryRules.maxOdds(ONE_STAR));
    expect(liabilityOf(over)).toBeGreaterThan(left);
    expect(await bet(c, 5, over)).toBe('lottery.limit.reached');
    expect(await balanceOf(t, c)).toBe(1_000_00);
    const fits = Math.floor((left * 10_000) / lotteryRules.maxOdds(ONE_STAR));
    expect(typeof (await bet(c, 5, fits))).toBe('object');
    rows = await stripes(5);
    expect(sum(rows)).toBeLessThanOrEqual(limit);
    expect(sum(rows)).toBe(first + second + liabilityOf(fits));
  });

  it('applies a limit lowered mid-draw at once, and a raised one', async () => {
    await setLimit(2_000_00);
    const [a, b] = await newPlayers(3, 1_000_00);
    if (!a || !b) throw new Error('players missing');
    expect(typeof (await bet(a, 3, 100_00))).toBe('object');
    const owed = liabilityOf(100_00);
    // Lowered under what is owed: the tickets stay, nothing more is sold on the number.
    await setLimit(owed - 1_00);
    let rows = await stripes(3);
    expect(rows.every((r) => r.budget === r.liability && r.limit === owed - 1_00)).toBe(true);
    expect(await bet(b, 3, 1_00)).toBe('lottery.limit.reached');
    expect(await bet(a, 3, 1_00)).toBe('lottery.limit.reached');
    // Lowered to a little over what is owed: that little, and no more.
    await setLimit(owed + liabilityOf(10_00));
    expect(await bet(b, 3, 11_00)).toBe('lottery.limit.reached');
    expect(typeof (await bet(b, 3, 10_00))).toBe('object');
    rows = await stripes(3);
    expect(sum(rows)).toBe(owed + liabilityOf(10_00));
    expect(sum(rows, 'budget')).toBe(owed + liabilityOf(10_00));
    expect(await balanceOf(t, b)).toBe(990_00);
  });

  it('gives the exposure back when a ticket is cancelled', async () => {
    const limit = 1_000_00;
    await setLimit(limit);
    const [a, b] = await newPlayers(3, 1_000_00);
    if (!a || !b) throw new Error('players missing');
    const stake = Math.floor((limit * 10_000) / lotteryRules.maxOdds(ONE_STAR));
    const placed = await bet(a, 9, stake);
    if (typeof placed !== 'object') throw new Error(placed);
    expect(await bet(b, 9, 1_00)).toBe('lottery.limit.reached');
    const { rows } = await sql<{
      id: string | number;
    }>`select id from lottery_tickets where order_id = ${placed.orderId}`.execute(t.database.db);
    await slips.cancel(siam, { id: a.id }, Number(rows[0]?.id));
    const after = await stripes(9);
    expect(sum(after)).toBe(0);
    expect(sum(after, 'budget')).toBe(limit);
    const draw = await sql<{
      draw_id: string;
    }>`select draw_id from lottery_exposure where target = 'ssc.1-star:0-9' limit 1`.execute(t.database.db);
    const view = await t.services.lottery.admin.exposure(Number(draw.rows[0]?.draw_id), null);
    expect(view.targets.find((e) => e.target === 'ssc.1-star:0-9')).toBeUndefined();
    // The whole limit is there again, on another stripe.
    expect(typeof (await bet(b, 9, stake))).toBe('object');
    expect(sum(await stripes(9))).toBe(liabilityOf(stake));
  });
});
