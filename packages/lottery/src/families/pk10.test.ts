import { describe, expect, it } from 'vitest';
import { betsAndWins, play } from '../../test/plays.ts';
import { pk10 } from './pk10.ts';

/** Cars by finishing position: 3 won, 7 second ... 6 last. */
const RACE = [3, 7, 10, 1, 5, 2, 9, 4, 8, 6];
const none = (n: number) => Array.from({ length: n }, () => []);

describe('pk10 dragon tiger', () => {
  it.each([
    // row, first vs last, cars, winner
    [0, '1st vs 10th', 3, 6, 'tiger'],
    [1, '2nd vs 9th', 7, 8, 'tiger'],
    [2, '3rd vs 8th', 10, 4, 'dragon'],
    [3, '4th vs 7th', 1, 9, 'tiger'],
    [4, '5th vs 6th', 5, 2, 'dragon'],
  ])('row %i (%s): car %i against car %i goes to the %s', (row, name, _first, _last, winner) => {
    const dragonTiger = play('pk10.dragon-tiger');
    expect(dragonTiger.rows[row]?.name.en).toBe(name);
    const pick = none(5).map((options, i) => (i === row ? ['dragon', 'tiger'] : options));
    const won = dragonTiger.expand(pick).filter((bet) => dragonTiger.settleOne(bet, RACE).wins === 1);
    expect(won).toEqual([{ row, values: [winner] }]);
  });

  it('never ties: every race settles every row for dragon or tiger', () => {
    const all = none(5).map(() => ['dragon', 'tiger']);
    expect(betsAndWins('pk10.dragon-tiger', all, RACE)).toEqual([10, 5]);
    expect(
      betsAndWins(
        'pk10.dragon-tiger',
        none(5).map(() => ['dragon']),
        RACE,
      ),
    ).toEqual([5, 2]);
    expect(play('pk10.dragon-tiger').tie).toBe('none');
  });
});

describe('pk10 positions', () => {
  it('counts one bet per car picked in any position', () => {
    const pick = [[3, 4], [7], [], [], [], [], [], [], [], [6]];
    expect(betsAndWins('pk10.position', pick, RACE)).toEqual([4, 3]);
  });

  it('reads big (6-10), small, odd and even of each position', () => {
    // 1st is car 3 (small, odd), 3rd is car 10 (big, even)
    const options = ['big', 'small', 'odd', 'even'];
    const pick = [options, [], options, [], [], [], [], [], [], []];
    const bigSmall = play('pk10.position-big-small');
    const won = bigSmall.expand(pick).filter((bet) => bigSmall.settleOne(bet, RACE).wins === 1);
    expect(won.map(({ row, values }) => `${row}:${values[0]}`)).toEqual([
      '0:small',
      '0:odd',
      '2:big',
      '2:even',
    ]);
    expect(bigSmall.settle(pick, RACE).wins).toBe(4);
  });
});

describe('pk10 first and second sum', () => {
  const everyTopTwo = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((a) =>
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
      .filter((b) => b !== a)
      .map((b) => [a, b, ...RACE.filter((c) => c !== a && c !== b)]),
  );

  it('wins each sum on the hand-counted number of the 90 first-second pairs', () => {
    // 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19
    const ways = [2, 2, 4, 4, 6, 6, 8, 8, 10, 8, 8, 6, 6, 4, 4, 2, 2];
    expect(ways.reduce((a, b) => a + b)).toBe(90);
    ways.forEach((n, i) => {
      expect(everyTopTwo.filter((draw) => play('pk10.top-two-sum').settle([[i + 3]], draw).wins).length).toBe(
        n,
      );
    });
    // 90 x 0.97 / 10 = 8.73x for 11, 90 x 0.97 / 2 = 43.65x for 3
    expect(play('pk10.top-two-sum').odds).toMatchObject({ 3: 436_500, 11: 87_300, 19: 436_500 });
  });

  it('prices big (12-19) and even (40 of 90) above small and odd (50 of 90)', () => {
    // 3 + 7 = 10: small and even
    const settled = play('pk10.top-two-big-small').settle([['big', 'small', 'odd', 'even']], RACE);
    expect(settled).toEqual({ outcome: 'win', wins: 2, refunds: 0, oddsBp: 17_400 + 21_800 });
    expect(play('pk10.top-two-big-small').odds).toEqual({
      big: 21_800,
      small: 17_400,
      odd: 17_400,
      even: 21_800,
    });
  });
});

describe('pk10 draws', () => {
  it('accepts a finishing order of the ten cars and refuses a car twice', () => {
    expect(pk10.parseDraw(RACE)).toEqual({ ok: true, draw: RACE });
    expect(pk10.parseDraw([3, 7, 10, 1, 5, 2, 9, 4, 8, 3])).toEqual({
      ok: false,
      problem: 'lottery.draw.repeat',
      at: '[9]',
    });
    expect(pk10.parseDraw([3, 7, 11, 1, 5, 2, 9, 4, 8, 6])).toMatchObject({
      problem: 'lottery.draw.range',
      at: '[2]',
    });
  });
});
