import { describe, expect, it } from 'vitest';
import { choose, countTuples, range, subsets, sumWays, tuples } from './combinatorics.ts';

describe('combinatorics', () => {
  it('counts C(n, k) exactly', () => {
    expect([0, 1, 2, 3, 4, 5].map((k) => choose(5, k))).toEqual([1, 5, 10, 10, 5, 1]);
    expect(choose(11, 5)).toBe(462);
    expect(choose(49, 6)).toBe(13_983_816);
    expect(choose(100, 4)).toBe(3_921_225);
    expect(choose(3, 4)).toBe(0);
    expect(choose(3, -1)).toBe(0);
  });

  it('lists every k-subset once, in order', () => {
    expect([...subsets([1, 2, 3, 4], 2)]).toEqual([
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 3],
      [2, 4],
      [3, 4],
    ]);
    expect([...subsets(range(1, 11), 5)]).toHaveLength(462);
    expect([...subsets([1, 2], 3)]).toEqual([]);
  });

  it('counts tuples without listing them, with and without repeats', () => {
    const rows = [
      [1, 2, 3],
      [2, 3],
      [3, 4, 5],
    ];
    expect([...tuples(rows, false)]).toHaveLength(18);
    // first 1: 3 + 2 (second 2 or 3); first 2: second 3, third 4 or 5; first 3: second 2, third 4 or 5
    expect([...tuples(rows, true)]).toHaveLength(9);
    expect(countTuples(rows, false)).toBe(18);
    expect(countTuples(rows, true)).toBe(9);
    expect(countTuples([range(0, 9), range(0, 9)], true)).toBe(90);
    expect(countTuples([[1], []], false)).toBe(0);
  });

  it('counts the ways to each sum', () => {
    expect(Object.fromEntries(sumWays([1, 2, 3], 2, false))).toEqual({ 2: 1, 3: 2, 4: 3, 5: 2, 6: 1 });
    expect(Object.fromEntries(sumWays([1, 2, 3], 2, true))).toEqual({ 3: 2, 4: 2, 5: 2 });
  });
});
