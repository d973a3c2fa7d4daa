import { describe, expect, it } from 'vitest';
import { betsAndWins, play } from '../../test/plays.ts';
import { sea } from './sea.ts';

const DRAW = { first: ['123456'], front3: ['789', '456'], back3: ['456', '012'], back2: ['56'] };

describe('Thai government lottery', () => {
  it('reads 3 top and 2 top from the first prize and 2 bottom from the back two', () => {
    expect(betsAndWins('sea.3-top', [[456, 654]], DRAW)).toEqual([2, 1]);
    expect(betsAndWins('sea.2-top', [[56, 45]], DRAW)).toEqual([2, 1]);
    expect(betsAndWins('sea.2-bottom', [[56]], DRAW)).toEqual([1, 1]);
    expect(betsAndWins('sea.2-bottom', [[12]], DRAW)).toEqual([1, 0]);
  });

  it('pays 3 tote on any order of the last three, priced by how many orders the number has', () => {
    const tote = play('sea.3-tote');
    expect(tote.settle([[654, 546, 456, 455]], DRAW)).toEqual({
      outcome: 'win',
      wins: 3,
      refunds: 0,
      oddsBp: 3 * tote.odds['six-ways']!,
    });
    const pair = { ...DRAW, first: ['000112'] };
    expect(tote.settle([[121, 211, 112, 122]], pair)).toMatchObject({
      wins: 3,
      oddsBp: 3 * tote.odds['three-ways']!,
    });
    // 1000 x 0.90 / 6 and / 3
    expect(tote.odds).toEqual({ 'six-ways': 1_500_000, 'three-ways': 3_000_000 });
    expect(tote.validatePick([[111]])).toBe('lottery.pick.value');
  });

  it('pays 3 front and 3 back once for each of their two prizes the number equals', () => {
    expect(betsAndWins('sea.3-front', [[789, 456, 123]], DRAW)).toEqual([3, 2]);
    expect(betsAndWins('sea.3-back', [[456]], DRAW)).toEqual([1, 1]);
    expect(betsAndWins('sea.3-back', [[456]], { ...DRAW, back3: ['456', '456'] })).toEqual([1, 2]);
  });

  it('pays a run once when its digit shows in the top three or the bottom two', () => {
    expect(betsAndWins('sea.run-top', [[4, 5, 6, 7]], DRAW)).toEqual([4, 3]);
    expect(betsAndWins('sea.run-top', [[3]], DRAW)).toEqual([1, 0]); // 3 is in the first prize, not its last three
    expect(betsAndWins('sea.run-top', [[7]], { ...DRAW, first: ['000777'] })).toEqual([1, 1]);
    expect(betsAndWins('sea.run-bottom', [[5, 6, 1]], DRAW)).toEqual([3, 2]);
    expect(play('sea.run-top').odds).toEqual({ win: 33_200 }); // 1 - 0.9^3 = 271 in 1000
  });

  it('accepts the four tiers and refuses a short number', () => {
    expect(sea.parseDraw(DRAW)).toEqual({ ok: true, draw: DRAW });
    expect(sea.parseDraw({ ...DRAW, back2: ['5'] })).toEqual({
      ok: false,
      problem: 'lottery.draw.range',
      at: 'back2[0]',
    });
    expect(sea.parseDraw({ ...DRAW, first: ['123456', '654321'] })).toMatchObject({ at: 'first' });
  });
});
