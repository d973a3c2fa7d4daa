import { playOf } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { bestWin, lineProblem, lineTotal, pickOdds, type SlipLine, slipRequest, slipTotal } from './slip.ts';

const play = (id: string) => {
  const found = playOf(id);
  if (!found) throw new Error(id);
  return found;
};
const GAME = { minStake: 100, maxStake: 50_000_00 };
const line = (over: Partial<SlipLine>): SlipLine => ({
  key: 'l',
  play: 'k3.sum',
  pick: [[10]],
  unitStake: 100,
  multiplier: 1,
  bets: 1,
  ...over,
});

describe('the slip', () => {
  it('counts bets as the rules do: each selection, a product of positions, or C(k, n)', () => {
    expect(play('k3.sum').combinations([[3, 10, 18]])).toBe(3);
    expect(play('11x5.any-3').combinations([[1, 3, 6, 8, 9]])).toBe(10);
    expect(
      play('ssc.2-star-back-direct').combinations([
        [1, 2],
        [3, 4, 5],
      ]),
    ).toBe(6);
  });

  it('costs every bet at stake times multiplier, on every draw of a chase', () => {
    const a = line({ bets: 3, unitStake: 200, multiplier: 2 });
    const b = line({ bets: 10, unitStake: 100, multiplier: 1 });
    expect(lineTotal(a)).toBe(1200);
    expect(slipTotal([a, b], 1)).toBe(2200);
    expect(slipTotal([a, b], 5)).toBe(11_000);
  });

  it('shows the odds of the picked sums, and the best case of one winning bet', () => {
    const table = play('k3.sum').odds;
    expect(pickOdds(table, [[10, 3]])).toEqual({ low: table['10'], high: table['3'] });
    // sum 3 pays 209.52x: 2.00 x 3 pays 1,257.12
    expect(bestWin(table, [[10, 3]], 200, 3)).toBe(125_712);
    const bigSmall = play('k3.big-small').odds;
    expect(pickOdds(bigSmall, [['big']])).toEqual({ low: 19_900, high: 19_900 });
  });

  it('says why a line cannot go on the slip: the row short of numbers, no bet, the stakes, too many bets', () => {
    expect(lineProblem(play('11x5.any-3'), [[1, 2]], 100, 1, GAME)).toEqual({
      kind: 'pick',
      code: 'lottery.pick.too.few',
      row: 'numbers',
      min: 3,
    });
    expect(lineProblem(play('k3.sum'), [[]], 100, 1, GAME)).toMatchObject({ kind: 'pick' });
    expect(lineProblem(play('k3.sum'), [[10]], 99, 1, GAME)).toEqual({ kind: 'stake.low', min: 100 });
    expect(lineProblem(play('k3.sum'), [[10, 11]], 25_000_00, 2, GAME)).toEqual({
      kind: 'stake.high',
      max: 50_000_00,
    });
    const many = play('ssc.5-star-direct').rows.map((row) => [...row.pool]);
    expect(lineProblem(play('ssc.5-star-direct'), many, 100, 1, GAME)).toEqual({ kind: 'too.many' });
    expect(lineProblem(play('k3.sum'), [[10]], 100, 1, GAME)).toBeNull();
  });

  it('sends its lines, the chase and the request id as the slip call wants them', () => {
    const body = slipRequest(
      'LOTT_K3',
      '20260101-0001',
      [line({})],
      { draws: 3, stopOnWin: true },
      'id-123456',
    );
    expect(body).toEqual({
      gameCode: 'LOTT_K3',
      requestId: 'id-123456',
      issue: '20260101-0001',
      lines: [{ play: 'k3.sum', pick: [[10]], unitStake: 100, multiplier: 1 }],
      draws: 3,
      stopOnWin: true,
    });
    expect(slipRequest('LOTT_K3', undefined, [line({})], { draws: 1, stopOnWin: true }, 'x').stopOnWin).toBe(
      false,
    );
  });
});
