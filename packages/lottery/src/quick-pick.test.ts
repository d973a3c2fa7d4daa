import { describe, expect, it } from 'vitest';
import { play } from '../test/plays.ts';
import { seededRandom } from '../test/seeded.ts';
import { quickPick, quickPicksOf } from './quick-pick.ts';
import type { Row } from './types.ts';

const rowOf = (id: string, index = 0) => play(id).rows[index] as Row;

describe('quick picks', () => {
  it('splits number pools into small and big halves and by parity', () => {
    const digits = rowOf('ssc.1-star');
    expect(quickPick(digits, 'small')).toEqual([0, 1, 2, 3, 4]);
    expect(quickPick(digits, 'big')).toEqual([5, 6, 7, 8, 9]);
    expect(quickPick(digits, 'odd')).toEqual([1, 3, 5, 7, 9]);
    expect(quickPick(digits, 'even')).toEqual([0, 2, 4, 6, 8]);
    const balls = rowOf('11x5.any-5');
    expect(quickPick(balls, 'small')).toEqual([1, 2, 3, 4, 5]);
    expect(quickPick(balls, 'big')).toEqual([6, 7, 8, 9, 10, 11]);
    expect(quickPick(rowOf('k3.sum'), 'big')).toEqual([11, 12, 13, 14, 15, 16, 17, 18]);
    const lo = quickPick(rowOf('vn-north.lo'), 'big');
    expect([lo.length, lo[0], lo.at(-1)]).toEqual([50, 50, 99]);
  });

  it('selects all or clears', () => {
    expect(quickPick(rowOf('pk10.position', 3), 'all')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(quickPick(rowOf('pk10.position', 3), 'clear')).toEqual([]);
  });

  it('picks random values from the source it is handed, as many as a bet needs', () => {
    const anyFive = rowOf('11x5.any-5');
    const once = quickPick(anyFive, 'random', { rng: seededRandom(7) });
    expect(once).toHaveLength(5);
    expect(quickPick(anyFive, 'random', { rng: seededRandom(7) })).toEqual(once);
    expect(play('11x5.any-5').combinations([once])).toBe(1);
    expect(quickPick(anyFive, 'random', { rng: seededRandom(7), count: 7 })).toHaveLength(7);
    expect(quickPick(rowOf('ssc.1-star'), 'random', { rng: seededRandom(7) })).toHaveLength(1);
    expect(quickPick(rowOf('ssc.3-star-back-group-3'), 'random')).toHaveLength(2);
  });

  it('offers only all, clear and random on option rows', () => {
    const options = rowOf('ssc.dragon-tiger');
    expect(quickPicksOf(options)).toEqual(['all', 'clear', 'random']);
    expect(quickPick(options, 'all')).toEqual(['dragon', 'tiger', 'tie']);
    expect(() => quickPick(options, 'big')).toThrow(RangeError);
    expect(quickPicksOf(rowOf('ssc.1-star'))).toHaveLength(7);
  });
});
