import { describe, expect, it } from 'vitest';
import { betsAndWins, play } from '../../test/plays.ts';
import { lf } from './lf.ts';

const EVERY_DRAW = Array.from({ length: 1000 }, (_, n) => [
  Math.floor(n / 100),
  Math.floor(n / 10) % 10,
  n % 10,
]);

describe('LF, three digits', () => {
  it('wins each sum on the hand-counted number of the 1000 draws', () => {
    // sums 0..13 (14..27 mirror them): 1 3 6 10 15 21 28 36 45 55 63 69 73 75
    const half = [1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75];
    const ways = [...half, ...[...half].reverse()];
    expect(ways.reduce((a, b) => a + b)).toBe(1000);
    const winning = (sum: number) =>
      EVERY_DRAW.filter((draw) => play('LF.sum').settle([[sum]], draw).wins).length;
    expect(ways.map((_, sum) => winning(sum))).toEqual(ways);
    expect(play('LF.sum').odds).toMatchObject({ 0: 9_700_000, 13: 129_300, 27: 9_700_000 });
  });

  it('splits the sum into big (14-27) and small, odd and even, 500 draws each', () => {
    for (const option of ['big', 'small', 'odd', 'even']) {
      expect(
        EVERY_DRAW.filter((draw) => play('LF.sum-big-small').settle([[option]], draw).wins),
      ).toHaveLength(500);
    }
  });

  it('plays the ssc digit plays on hundreds, tens and units', () => {
    expect(betsAndWins('LF.3-star-direct', [[1], [2], [3, 4]], [1, 2, 3])).toEqual([2, 1]);
    expect(betsAndWins('LF.3-star-group-3', [[1, 2]], [2, 1, 1])).toEqual([2, 1]);
    expect(betsAndWins('LF.3-star-group-6', [[1, 2, 3, 4]], [3, 2, 1])).toEqual([4, 1]);
    expect(betsAndWins('LF.2-star-back-direct', [[2], [3]], [1, 2, 3])).toEqual([1, 1]);
    expect(play('LF.dragon-tiger').rows[0]?.name.en).toBe('Hundreds vs Units');
    expect(play('LF.dragon-tiger').settle([['tiger']], [5, 0, 5]).outcome).toBe('tie');
    expect(lf.parseDraw([1, 2, 3])).toEqual({ ok: true, draw: [1, 2, 3] });
  });
});
