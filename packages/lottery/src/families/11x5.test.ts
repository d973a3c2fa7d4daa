import { describe, expect, it } from 'vitest';
import { betsAndWins, play } from '../../test/plays.ts';
import { subsets } from '../combinatorics.ts';
import { elevenFive } from './11x5.ts';

/** Drawn in this order: 3 first, 8 second, 1 third. */
const DRAW = [3, 8, 1, 11, 6];

describe('11x5 any n', () => {
  it.each([
    // play, picked, bets, wins: n <= 5 wins C(h, n) with h picks drawn; n > 5 wins when all five are picked
    ['any-2', [1, 2, 3, 4], 6, 1], // {1, 3}
    ['any-2', [1, 3, 6, 8, 11], 10, 10],
    ['any-3', [1, 3, 6, 8, 9], 10, 4], // C(4, 3) of {1, 3, 6, 8}
    ['any-4', [1, 2, 3, 4, 5, 6], 15, 0], // only 1, 3, 6 are drawn: no bet of four holds
    ['any-4', [1, 3, 6, 8, 9], 5, 1],
    ['any-5', [1, 3, 6, 8, 11], 1, 1],
    ['any-5', [1, 3, 6, 8, 10, 11], 6, 1],
    ['any-5', [1, 3, 6, 8, 10], 1, 0],
    ['any-6', [1, 2, 3, 6, 8, 11], 1, 1],
    ['any-6', [1, 2, 3, 4, 6, 8, 9, 11], 28, 3], // the five plus one of 2, 4, 9
    ['any-6', [1, 2, 3, 4, 6, 8, 9], 7, 0], // 11 missing
    ['any-7', [1, 2, 3, 4, 6, 8, 9, 11], 8, 3], // the five plus two of 2, 4, 9
    ['any-8', [1, 2, 3, 4, 6, 8, 9, 11], 1, 1],
    ['any-8', [1, 2, 3, 4, 5, 6, 7, 8, 9, 11], 45, 10], // the five plus three of five others
  ])('%s with %j makes %i bets and wins %i', (name, picked, bets, wins) => {
    expect(betsAndWins(`11x5.${name}`, [picked], DRAW)).toEqual([bets, wins]);
  });

  it('wins each single bet on the hand-counted share of the 462 sets of five', () => {
    const fives = [...subsets([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 5)];
    const winning = (n: number) =>
      fives.filter((five) => play(`11x5.any-${n}`).settle([[1, 2, 3, 4, 5, 6, 7, 8].slice(0, n)], five).wins)
        .length;
    // n <= 5: C(11 - n, 5 - n) sets hold the bet; n > 5: C(n, 5) sets lie inside it
    expect([2, 3, 4, 5, 6, 7, 8].map(winning)).toEqual([84, 28, 7, 1, 6, 21, 56]);
  });
});

describe('11x5 front plays', () => {
  it('needs the front numbers in order for direct and in any order for group', () => {
    expect(betsAndWins('11x5.front-1-direct', [[3, 5]], DRAW)).toEqual([2, 1]);
    // (3, 8) (3, 1) (8, 1): 8 cannot follow itself
    expect(
      betsAndWins(
        '11x5.front-2-direct',
        [
          [3, 8],
          [8, 1],
        ],
        DRAW,
      ),
    ).toEqual([3, 1]);
    expect(betsAndWins('11x5.front-2-direct', [[8], [3]], DRAW)).toEqual([1, 0]);
    expect(betsAndWins('11x5.front-2-group', [[8, 3, 5]], DRAW)).toEqual([3, 1]);
    expect(betsAndWins('11x5.front-2-group', [[3, 1]], DRAW)).toEqual([1, 0]);
    expect(betsAndWins('11x5.front-3-direct', [[3], [8], [1]], DRAW)).toEqual([1, 1]);
    expect(betsAndWins('11x5.front-3-direct', [[1], [8], [3]], DRAW)).toEqual([1, 0]);
    // 3 x 3 x 3 tuples of 1, 2, 3 of which 6 have no repeat
    expect(
      betsAndWins(
        '11x5.front-3-direct',
        [
          [1, 2, 3],
          [1, 2, 3],
          [1, 2, 3],
        ],
        DRAW,
      ),
    ).toEqual([6, 0]);
    expect(betsAndWins('11x5.front-3-group', [[1, 3, 8, 9]], DRAW)).toEqual([4, 1]);
  });

  it('refuses picks that make no bet or hold numbers outside 1-11', () => {
    expect(play('11x5.front-2-direct').validatePick([[3], [3]])).toBe('lottery.pick.empty');
    expect(play('11x5.any-3').validatePick([[3, 4]])).toBe('lottery.pick.too.few');
    expect(play('11x5.any-3').validatePick([[3, 4, 12]])).toBe('lottery.pick.value');
    expect(play('11x5.any-3').validatePick([[3, 4, 4]])).toBe('lottery.pick.repeat');
    expect(play('11x5.any-3').combinations([[3, 4]])).toBe(0);
  });
});

describe('11x5 draws', () => {
  it('accepts five different numbers of 1-11 and refuses a repeat', () => {
    expect(elevenFive.parseDraw(DRAW)).toEqual({ ok: true, draw: DRAW });
    expect(elevenFive.parseDraw([3, 8, 1, 3, 6])).toMatchObject({
      problem: 'lottery.draw.repeat',
      at: '[3]',
    });
    expect(elevenFive.parseDraw([3, 8, 1, 0, 6])).toMatchObject({ problem: 'lottery.draw.range', at: '[3]' });
  });
});
