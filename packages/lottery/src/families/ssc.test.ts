import { describe, expect, it } from 'vitest';
import { betsAndWins, play } from '../../test/plays.ts';
import { payout } from '../odds.ts';
import { ssc } from './ssc.ts';

const none = (n: number) => Array.from({ length: n }, (): number[] => []);
/** Every value of three digits 000-999, as the back three of a draw. */
const EVERY_BACK_THREE = Array.from({ length: 1000 }, (_, n) => [
  0,
  0,
  Math.floor(n / 100),
  Math.floor(n / 10) % 10,
  n % 10,
]);
const drawsWinning = (id: string, pick: number[][]) =>
  EVERY_BACK_THREE.filter((draw) => play(id).settle(pick, draw).wins > 0).length;

describe('ssc direct plays', () => {
  it('counts the product of the rows and wins only in place', () => {
    expect(betsAndWins('ssc.5-star-direct', [[1, 9], [2], [3], [4], [5, 6]], [1, 2, 3, 4, 5])).toEqual([
      4, 1,
    ]);
    expect(betsAndWins('ssc.5-star-direct', [[1, 9], [2], [3], [4], [5, 6]], [1, 2, 3, 5, 4])).toEqual([
      4, 0,
    ]);
    expect(betsAndWins('ssc.4-star-direct', [[2], [3], [4], [5]], [9, 2, 3, 4, 5])).toEqual([1, 1]);
    const digits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(betsAndWins('ssc.3-star-front-direct', [digits, digits, [1]], [1, 2, 3, 4, 5])).toEqual([100, 0]);
    expect(betsAndWins('ssc.3-star-middle-direct', [[2], [3], digits], [1, 2, 3, 4, 5])).toEqual([10, 1]);
    expect(betsAndWins('ssc.3-star-back-direct', [[3], [4], [5]], [1, 2, 3, 4, 5])).toEqual([1, 1]);
    expect(betsAndWins('ssc.2-star-front-direct', [[1], [2]], [1, 2, 3, 4, 5])).toEqual([1, 1]);
    expect(
      betsAndWins(
        'ssc.2-star-back-direct',
        [
          [4, 5],
          [4, 5],
        ],
        [1, 2, 3, 4, 5],
      ),
    ).toEqual([4, 1]);
  });

  it('counts one bet per digit picked at any place for 1-star', () => {
    expect(betsAndWins('ssc.1-star', [[1], [2, 3], [], [], [5]], [1, 2, 3, 4, 5])).toEqual([4, 3]);
  });
});

describe('ssc group 3 and group 6', () => {
  it.each([
    // picked, bets (group 3 = k(k-1), group 6 = C(k, 3)), back three, group 3 wins, group 6 wins
    [[2, 7], 2, 0, [7, 7, 2], 1, 0], // 772 is pair 7 single 2, one of the bets 772 and 277
    [[2, 7], 2, 0, [2, 7, 2], 1, 0], // 272: pair 2 single 7
    [[2, 7, 9], 6, 1, [7, 2, 7], 1, 0],
    [[7, 9], 2, 0, [7, 7, 2], 0, 0],
    [[5, 6], 2, 0, [5, 5, 5], 0, 0], // a triple is neither group
    [[1, 2, 3], 6, 1, [3, 1, 2], 0, 1],
    [[1, 2, 3, 4], 12, 4, [4, 2, 1], 0, 1],
    [[1, 2, 4], 6, 1, [1, 2, 3], 0, 0],
    [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 90, 120, [1, 1, 2], 1, 0],
    [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 90, 120, [1, 8, 2], 0, 1],
  ])('%j: %i and %i bets; back three %j win %i and %i', (picked, bets3, bets6, back, wins3, wins6) => {
    const draw = [0, 0, ...back];
    expect(betsAndWins('ssc.3-star-back-group-3', [picked], draw)).toEqual([bets3, wins3]);
    expect(bets6 === 0 ? [0, 0] : betsAndWins('ssc.3-star-back-group-6', [picked], draw)).toEqual([
      bets6,
      wins6,
    ]);
  });

  it('reads the front, middle or back three of the draw', () => {
    const draw = [0, 0, 7, 7, 2];
    expect(play('ssc.3-star-front-group-3').settle([[0, 7]], draw).wins).toBe(1); // 007
    expect(play('ssc.3-star-middle-group-3').settle([[0, 7]], draw).wins).toBe(1); // 077
    expect(play('ssc.3-star-back-group-3').settle([[0, 7]], draw).wins).toBe(0); // 772
  });

  it('wins on the hand-counted share of the 1000 back threes', () => {
    // the two bets of {2, 7}: 227 272 722 277 727 772; a group 6 bet: its 6 orders
    expect(drawsWinning('ssc.3-star-back-group-3', [[2, 7]])).toBe(6);
    expect(drawsWinning('ssc.3-star-back-group-6', [[1, 5, 9]])).toBe(6);
    expect(drawsWinning('ssc.3-star-back-direct', [[1], [5], [9]])).toBe(1);
  });
});

describe('ssc big small odd even and dragon tiger', () => {
  it('reads big (5-9), small, odd and even of each place', () => {
    const options = ['big', 'small', 'odd', 'even'];
    // 1 is small and odd; 8 is big and even
    expect(betsAndWins('ssc.big-small', [options, [], [], [], options], [1, 2, 3, 4, 8])).toEqual([8, 4]);
    expect(betsAndWins('ssc.big-small', [['big'], ...none(4)], [4, 2, 3, 4, 8])).toEqual([1, 0]);
  });

  it('sets the first place against the last: the higher wins, a tie wins the tie and refunds the others', () => {
    const dragonTiger = play('ssc.dragon-tiger');
    const all = [['dragon', 'tiger', 'tie']];
    expect(dragonTiger.tie).toBe('refund');
    expect(dragonTiger.settle(all, [7, 0, 0, 0, 3])).toEqual({
      outcome: 'win',
      wins: 1,
      refunds: 0,
      oddsBp: 19_300,
    });
    expect(dragonTiger.settle([['tiger']], [7, 0, 0, 0, 3]).outcome).toBe('lose');
    const tie = dragonTiger.settle([['dragon']], [4, 1, 2, 3, 4]);
    expect(tie).toEqual({ outcome: 'tie', wins: 0, refunds: 1, oddsBp: 0 });
    expect(payout(tie, 500, 2)).toBe(1000);
    const tieBacked = dragonTiger.settle(all, [4, 1, 2, 3, 4]);
    expect(tieBacked).toEqual({ outcome: 'win', wins: 1, refunds: 2, oddsBp: 97_000 });
    expect(payout(tieBacked, 500, 2)).toBe(9700 + 2000);
  });
});

describe('ssc draws', () => {
  it('accepts five digits', () => {
    expect(ssc.parseDraw([0, 0, 7, 7, 2])).toEqual({ ok: true, draw: [0, 0, 7, 7, 2] });
    expect(ssc.parseDraw([0, 0, 7, 7, 10])).toMatchObject({ problem: 'lottery.draw.range', at: '[4]' });
    expect(ssc.parseDraw([0, 0, 7, 7])).toMatchObject({ problem: 'lottery.draw.shape', at: '' });
  });
});
