import { MINI_PICKS } from '@portal/contracts/vendors.schema';
import { describe, expect, it } from 'vitest';
import { chiSquareTest, SIGNIFICANCE } from '../../chi-square.ts';
import { cryptoRng } from '../../rng.ts';
import { scriptedRng } from '../table/scripted-rng.ts';
import { exactRtp, MINI_RTP_PERCENT, miniGameInfo, payoutOf, pickWins, roll } from './dice.ts';

describe('the mini game (Hi-Lo dice)', () => {
  it('returns exactly the published RTP on every pick (23/24, house edge 1/24)', () => {
    for (const pick of MINI_PICKS) {
      const { num, den } = exactRtp(pick);
      // cross-multiplied: num / den === 23 / 24 with no rounding
      expect(num * 24).toBe(den * 23);
      expect((100 * num) / den).toBeCloseTo(MINI_RTP_PERCENT, 12);
    }
    const info = miniGameInfo('MINI_DICE', 'Hi-Lo Dice', 100);
    expect(info).toMatchObject({ rtp: 95.83, houseEdge: 4.17, pays: { LOW: 2.3, SEVEN: 5.75, HIGH: 2.3 } });
    expect(info.stakes).toEqual([100, 200, 500, 1000, 2000, 5000, 10000]);
  });

  it('expects the same as the exact figure when every roll is weighed (payouts in whole minor units)', () => {
    for (const pick of MINI_PICKS) {
      let paid = 0;
      for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) paid += payoutOf(pick, 2400, a + b);
      // 36 rolls of 2,400 staked: 23/24 of 86,400 comes back
      expect(paid).toBe(82_800);
    }
  });

  it('draws the two dice from the RNG, one draw of six each, and settles the pick', () => {
    const rng = scriptedRng([0, 5]);
    expect(roll(rng)).toEqual({ dice: [1, 6], total: 7 });
    expect(rng.asked).toEqual([6, 6]);
    expect(payoutOf('SEVEN', 100, 7)).toBe(575);
    expect(payoutOf('LOW', 100, 7)).toBe(0);
    expect(payoutOf('HIGH', 100, 8)).toBe(230);
    expect(pickWins('LOW', 6)).toBe(true);
    expect(pickWins('HIGH', 7)).toBe(false);
    expect(() => payoutOf('LOW', 15, 2)).toThrow(RangeError);
    expect(() => miniGameInfo('X', 'X', 50)).toThrow(RangeError);
  });

  it('rolls 100,000 rounds from the crypto RNG in proportion to the 36 ways (chi-square)', () => {
    const rng = cryptoRng();
    const counts = new Array(11).fill(0);
    const N = 100_000;
    for (let i = 0; i < N; i++) counts[roll(rng).total - 2]++;
    const ways = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
    const test = chiSquareTest(
      counts,
      ways.map((w) => w / 36),
    );
    expect(test.pValue).toBeGreaterThan(SIGNIFICANCE);
  });
});
