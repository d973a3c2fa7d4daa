import { describe, expect, it } from 'vitest';
import { play } from '../test/plays.ts';
import { checkOdds, formatOdds, ONE_X, oddsFor, parseOdds, payout, stakeOf } from './odds.ts';
import type { Settlement } from './types.ts';

const win = (oddsBp: number, wins = 1, refunds = 0): Settlement => ({
  outcome: 'win',
  wins,
  refunds,
  oddsBp,
});

describe('money', () => {
  it('pays unit stake x multiplier x the summed odds, floored to the minor unit once per ticket', () => {
    expect(payout(win(19_800), 100, 1)).toBe(198);
    // three winning bets of 33 at 1.985x: floor(196.515) = 196; bet by bet it would be 3 x 65 = 195
    expect(payout(win(3 * 19_850, 3), 33, 1)).toBe(196);
    expect(payout(win(2 * 35_100, 2), 1_000, 5)).toBe(35_100);
    expect(payout({ outcome: 'lose', wins: 0, refunds: 0, oddsBp: 0 }, 1_000, 5)).toBe(0);
  });

  it('refunds a tied bet its whole stake and adds the winners', () => {
    expect(payout({ outcome: 'tie', wins: 0, refunds: 2, oddsBp: 0 }, 250, 3)).toBe(1_500);
    expect(payout(win(97_000, 1, 2), 500, 2)).toBe(9_700 + 2_000);
  });

  it('computes in exact integers where floating point would not be', () => {
    // 9,007,199,254,000 x 10,001 is far beyond 2^53: a float product would lose units
    expect(payout(win(10_001), 9_007_199_254, 1_000)).toBe(9_008_099_973_925);
    expect(() => payout(win(ONE_X * 1_000), 9_007_199_254_740, 1_000)).toThrow(RangeError);
    expect(() => payout(win(ONE_X), 1.5, 1)).toThrow(RangeError);
    expect(() => payout(win(ONE_X), 100, 0)).toThrow(RangeError);
  });

  it('costs every bet of a ticket', () => {
    expect(stakeOf(120, 200, 3)).toBe(72_000);
    expect(() => stakeOf(1, -1, 1)).toThrow(RangeError);
  });
});

describe('odds', () => {
  it('sets odds that return the RTP for a chance, floored to 0.01x, refunds counted', () => {
    expect(oddsFor(1, 216, 9_700)).toBe(2_095_200); // 209.52x
    expect(oddsFor(27, 100, 9_500)).toBe(35_100); // 3.5185x → 3.51x
    // ssc dragon: wins 45 in 100 and is refunded 10 in 100: (0.97 - 0.10) / 0.45 = 1.9333x
    expect(oddsFor(9, 20, 9_700, 2)).toBe(19_300);
    // chances beyond 2^53 (xiên's 100^27) are exact as BigInt
    expect(oddsFor(10n ** 53n, 10n ** 55n, 9_500)).toBe(950_000);
  });

  it('writes and reads odds as decimals', () => {
    expect([19_800, 2_095_200, 10_000, 19_850, 10_005].map(formatOdds)).toEqual([
      '1.98',
      '209.52',
      '1.00',
      '1.985',
      '1.0005',
    ]);
    expect(['1.98', '209.52', '1', ' 1.985 ', '0.0001'].map(parseOdds)).toEqual([
      19_800, 2_095_200, 10_000, 19_850, 1,
    ]);
    expect(['', '1.98765', '-1', '1,98', '1e3'].map(parseOdds)).toEqual([null, null, null, null, null]);
  });

  it("checks an operator's odds table against the play's keys", () => {
    const sum = play('k3.sum');
    expect(checkOdds(sum, sum.odds)).toBeNull();
    expect(checkOdds(sum, { ...sum.odds, 19: 10_000 })).toBe('lottery.odds.keys');
    const { 3: _dropped, ...missing } = sum.odds;
    expect(checkOdds(sum, missing)).toBe('lottery.odds.keys');
    expect(checkOdds(sum, { ...sum.odds, 3: 1.5 })).toBe('lottery.odds.value');
    expect(checkOdds(sum, { ...sum.odds, 3: -100 })).toBe('lottery.odds.value');
    expect(checkOdds(sum, null)).toBe('lottery.odds.keys');
  });

  it("settles with an operator's odds instead of the defaults", () => {
    const bigSmall = play('k3.big-small');
    const odds = { big: 19_600, small: 19_600, odd: 19_600, even: 19_600 };
    expect(bigSmall.settle([['big']], [6, 5, 4], odds).oddsBp).toBe(19_600);
    expect(() => bigSmall.settle([['big']], [6, 5, 4], { win: 19_600 })).toThrow(RangeError);
  });
});
