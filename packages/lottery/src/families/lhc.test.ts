import { describe, expect, it } from 'vitest';
import { betsAndWins, play } from '../../test/plays.ts';
import { seededRandom } from '../../test/seeded.ts';
import { payout } from '../odds.ts';
import { lhc } from './lhc.ts';

const draw = (special: number, lunarYear = 2026) => ({
  regular: [5, 12, 23, 31, 40, 44],
  special,
  lunarYear,
});

describe('lhc special number', () => {
  it('wins the special number only', () => {
    expect(betsAndWins('lhc.special', [[7, 12, 30]], draw(30))).toEqual([3, 1]);
    expect(betsAndWins('lhc.special', [[5, 12]], draw(30))).toEqual([2, 0]); // regular numbers are not special
  });

  it.each([
    // special, winning options of big (25-48), small (1-24), odd, even
    [1, ['small', 'odd']],
    [24, ['small', 'even']],
    [25, ['big', 'odd']],
    [48, ['big', 'even']],
  ])('reads special %i as %j', (special, winning) => {
    const bigSmall = play('lhc.special-big-small');
    const won = bigSmall
      .expand([['big', 'small', 'odd', 'even']])
      .filter((bet) => bigSmall.settleOne(bet, draw(special)).wins === 1)
      .map((bet) => bet.values[0]);
    expect(won).toEqual(winning);
  });

  it('refunds big, small, odd and even when the special is 49', () => {
    const settled = play('lhc.special-big-small').settle([['big', 'odd']], draw(49));
    expect(settled).toEqual({ outcome: 'tie', wins: 0, refunds: 2, oddsBp: 0 });
    expect(payout(settled, 1000, 1)).toBe(2000);
    expect(play('lhc.special-big-small').tie).toBe('refund');
  });
});

describe('lhc zodiac', () => {
  it("wins the special number's animal at the year animal's odds or the others'", () => {
    const zodiac = play('lhc.special-zodiac');
    // lunar year 2026 is the Horse's: 49 is a Horse (5 numbers), 12 a Goat (4 numbers)
    expect(zodiac.settle([['horse', 'goat']], draw(49))).toEqual({
      outcome: 'win',
      wins: 1,
      refunds: 0,
      oddsBp: zodiac.odds.year,
    });
    expect(zodiac.settle([['horse', 'goat']], draw(12))).toMatchObject({
      wins: 1,
      oddsBp: zodiac.odds.other,
    });
    // in lunar year 2025, the Snake's, 12 is a Horse and the Horse is not the year animal
    expect(zodiac.settle([['horse']], draw(12, 2025))).toMatchObject({ wins: 1, oddsBp: zodiac.odds.other });
    expect(zodiac.settle([['goat']], draw(12, 2025)).outcome).toBe('lose');
    // 49 x 0.97 / 5 and 49 x 0.97 / 4
    expect(zodiac.odds).toEqual({ year: 95_000, other: 118_800 });
  });
});

describe('lhc regular numbers', () => {
  it('counts the regular numbers picked, never the special', () => {
    expect(betsAndWins('lhc.regular', [[5, 6, 12]], draw(6))).toEqual([3, 2]);
    expect(betsAndWins('lhc.regular-2', [[5, 12, 49, 1]], draw(49))).toEqual([6, 1]);
    expect(betsAndWins('lhc.regular-3', [[5, 12, 23, 31]], draw(1))).toEqual([4, 4]);
    expect(betsAndWins('lhc.regular-3', [[5, 12, 49]], draw(49))).toEqual([1, 0]);
  });
});

describe('lhc draws', () => {
  it('accepts six regular numbers, a different special and the lunar year', () => {
    expect(lhc.parseDraw(draw(30))).toEqual({ ok: true, draw: draw(30) });
    expect(lhc.parseDraw(draw(31))).toEqual({ ok: false, problem: 'lottery.draw.repeat', at: 'special' });
    expect(lhc.parseDraw(draw(50))).toMatchObject({ problem: 'lottery.draw.range', at: 'special' });
    expect(lhc.parseDraw({ ...draw(30), regular: [5, 12, 23, 31, 40, 5] })).toMatchObject({
      problem: 'lottery.draw.repeat',
      at: 'regular[5]',
    });
    expect(lhc.parseDraw({ regular: [5, 12, 23, 31, 40, 44], special: 30 })).toMatchObject({
      at: 'lunarYear',
    });
    expect(lhc.parseDraw({ ...draw(30), extra: 1 })).toMatchObject({ problem: 'lottery.draw.shape', at: '' });
  });

  it('copies the lunar year into a generated draw and refuses to draw without it', () => {
    const generated = lhc.generate(seededRandom(1), { lunarYear: 2026 });
    expect(lhc.parseDraw(generated)).toEqual({ ok: true, draw: generated });
    expect(generated.lunarYear).toBe(2026);
    expect(() => lhc.generate(seededRandom(1), {})).toThrow(RangeError);
  });
});
