import { describe, expect, it } from 'vitest';
import { betsAndWins, play } from '../../test/plays.ts';
import { payout } from '../odds.ts';
import { k3 } from './k3.ts';

const EVERY_THROW = [1, 2, 3, 4, 5, 6].flatMap((a) =>
  [1, 2, 3, 4, 5, 6].flatMap((b) => [1, 2, 3, 4, 5, 6].map((c) => [a, b, c])),
);
/** How many of the 216 throws a pick wins against. */
const throwsWinning = (id: string, pick: (string | number)[][]) =>
  EVERY_THROW.filter((draw) => play(id).settle(pick, draw).wins > 0).length;

describe('k3 sums', () => {
  it('wins each sum on as many throws as the hand-counted table, at odds from that count', () => {
    // sums 3..18: 1 3 6 10 15 21 25 27 27 25 21 15 10 6 3 1 ways of 216
    const ways = [1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1];
    expect(ways.reduce((a, b) => a + b)).toBe(216);
    ways.forEach((n, i) => {
      expect(throwsWinning('k3.sum', [[i + 3]])).toBe(n);
    });
    expect(play('k3.sum').odds).toMatchObject({ 3: 2_095_200, 10: 77_600, 11: 77_600, 18: 2_095_200 });
  });

  it('pays a sum at its own odds', () => {
    const settled = play('k3.sum').settle([[4, 9, 10]], [1, 4, 4]);
    expect(settled).toEqual({ outcome: 'win', wins: 1, refunds: 0, oddsBp: 83_800 });
    expect(payout(settled, 200, 3)).toBe(5028); // 2.00 x 3 x 8.38
  });

  it('loses big, small, odd and even on every triple', () => {
    for (const face of [1, 2, 3, 4, 5, 6]) {
      expect(play('k3.big-small').settle([['big', 'small', 'odd', 'even']], [face, face, face]).outcome).toBe(
        'lose',
      );
    }
    expect(play('k3.big-small').tie).toBe('lose');
    // 12 is big and even; 9 is small and odd
    expect(play('k3.big-small').settle([['big', 'small', 'odd', 'even']], [3, 4, 5]).wins).toBe(2);
    expect(play('k3.big-small').settle([['big', 'odd']], [2, 3, 4])).toMatchObject({
      wins: 1,
      oddsBp: 19_900,
    });
    for (const option of ['big', 'small', 'odd', 'even'])
      expect(throwsWinning('k3.big-small', [[option]])).toBe(105);
  });
});

describe('k3 triples, pairs and different numbers', () => {
  it.each([
    // draw, any triple, triple of 1, pair of 1, pair 1 single 2, two different {1,2}, three different {1,2,3}, any straight
    [[1, 1, 1], 1, 1, 0, 0, 0, 0, 0],
    [[1, 1, 2], 0, 0, 1, 1, 1, 0, 0],
    [[2, 1, 1], 0, 0, 1, 1, 1, 0, 0],
    [[1, 2, 2], 0, 0, 0, 0, 1, 0, 0],
    [[3, 1, 2], 0, 0, 0, 0, 1, 1, 1],
    [[1, 2, 4], 0, 0, 0, 0, 1, 0, 0],
    [[4, 6, 5], 0, 0, 0, 0, 0, 0, 1],
  ])('%j wins %i %i %i %i %i %i %i', (draw, anyTriple, triple, pair, pairSingle, two, three, straight) => {
    expect(play('k3.any-triple').settle([['any-triple']], draw).wins).toBe(anyTriple);
    expect(play('k3.triple').settle([[1]], draw).wins).toBe(triple);
    expect(play('k3.pair').settle([[1]], draw).wins).toBe(pair);
    expect(play('k3.pair-single').settle([[1], [2]], draw).wins).toBe(pairSingle);
    expect(play('k3.two-different').settle([[1, 2]], draw).wins).toBe(two);
    expect(play('k3.three-different').settle([[1, 2, 3]], draw).wins).toBe(three);
    expect(play('k3.any-straight').settle([['any-straight']], draw).wins).toBe(straight);
  });

  it('counts the bets of multi-number picks', () => {
    expect(betsAndWins('k3.two-different', [[1, 2, 3, 4]], [1, 3, 3])).toEqual([6, 1]);
    expect(betsAndWins('k3.two-different', [[1, 2, 3, 4]], [1, 3, 4])).toEqual([6, 3]);
    expect(betsAndWins('k3.three-different', [[1, 2, 3, 4, 5]], [5, 1, 3])).toEqual([10, 1]);
    expect(betsAndWins('k3.three-different', [[1, 2, 3, 4, 5]], [5, 5, 3])).toEqual([10, 0]);
    // pairs 1, 2 with singles 1, 2, 3: (1,2) (1,3) (2,1) (2,3), never a pair with its own face
    expect(
      betsAndWins(
        'k3.pair-single',
        [
          [1, 2],
          [1, 2, 3],
        ],
        [2, 3, 2],
      ),
    ).toEqual([4, 1]);
    expect(betsAndWins('k3.triple', [[1, 2, 3, 4, 5, 6]], [6, 6, 6])).toEqual([6, 1]);
  });

  it('wins on as many of the 216 throws as the chance its odds are set for', () => {
    expect(throwsWinning('k3.any-triple', [['any-triple']])).toBe(6);
    expect(throwsWinning('k3.pair', [[3]])).toBe(15);
    expect(throwsWinning('k3.pair-single', [[3], [5]])).toBe(3);
    expect(throwsWinning('k3.two-different', [[2, 5]])).toBe(30);
    expect(throwsWinning('k3.three-different', [[2, 4, 5]])).toBe(6);
    expect(throwsWinning('k3.any-straight', [['any-straight']])).toBe(24);
    // 216 x 0.97 / 15 = 13.968, floored to 13.96x
    expect(play('k3.pair').odds).toEqual({ win: 139_600 });
  });
});

describe('k3 draws', () => {
  it('accepts three dice and names the first problem of anything else', () => {
    expect(k3.parseDraw([6, 1, 6])).toEqual({ ok: true, draw: [6, 1, 6] });
    expect(k3.parseDraw([6, 1])).toEqual({ ok: false, problem: 'lottery.draw.shape', at: '' });
    expect(k3.parseDraw([6, 0, 1])).toEqual({ ok: false, problem: 'lottery.draw.range', at: '[1]' });
    expect(k3.parseDraw([6, 1.5, 1])).toEqual({ ok: false, problem: 'lottery.draw.shape', at: '[1]' });
    expect(k3.parseDraw('661')).toMatchObject({ ok: false, problem: 'lottery.draw.shape' });
  });
});
