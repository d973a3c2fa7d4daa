import type { LotteryDraw } from '@portal/contracts/lottery.schema';
import { describe, expect, it } from 'vitest';
import { runsOf, trendOf } from './trends.ts';

const draw = (issue: string, result: unknown): LotteryDraw => ({
  id: 1,
  gameCode: 'G',
  issue,
  closesAt: '2026-01-01T00:00:00.000Z',
  drawAt: '2026-01-01T00:00:00.000Z',
  status: 'settled',
  commitment: null,
  secret: null,
  label: `G:${issue}`,
  result,
  source: 'house',
});

describe('trend figures', () => {
  // newest first: sums 15 (big, odd), 6 (small, even), 12 (big, even), 11 (big, odd)
  const k3 = [draw('4', [6, 6, 3]), draw('3', [1, 2, 3]), draw('2', [6, 5, 1]), draw('1', [5, 5, 1])];

  it('counts each number and the draws since it last came', () => {
    const trend = trendOf('k3', k3);
    expect(Object.fromEntries(trend.counts)).toEqual({ 1: 3, 2: 1, 3: 2, 4: 0, 5: 3, 6: 3 });
    expect(Object.fromEntries(trend.missing)).toEqual({ 1: 1, 2: 1, 3: 0, 4: 4, 5: 2, 6: 0 });
    expect(trend.draws).toBe(4);
  });

  it('ranks hot and cold numbers, the smaller first on a tie', () => {
    const trend = trendOf('k3', k3, 3);
    expect(trend.hot).toEqual([1, 5, 6]);
    expect(trend.cold).toEqual([4, 2, 3]);
  });

  it('reads big/small and odd/even runs of the headline figure, newest first', () => {
    const trend = trendOf('k3', k3);
    expect(trend.headline.map((h) => h.value)).toEqual([15, 6, 12, 11]);
    expect(trend.sizeRuns).toEqual([
      { value: 'big', length: 1 },
      { value: 'small', length: 1 },
      { value: 'big', length: 2 },
    ]);
    expect(trend.parityRuns).toEqual([
      { value: 'odd', length: 1 },
      { value: 'even', length: 2 },
      { value: 'odd', length: 1 },
    ]);
    expect(runsOf([])).toEqual([]);
  });

  it('reads the lô numbers of a VN draw and Mark Six with its special', () => {
    const vn = trendOf('vn-north', [
      draw('1', { special: ['12345'], first: ['00045'], seventh: ['45', '07'] }),
    ]);
    expect(vn.counts.get(45)).toBe(3);
    expect(vn.counts.get(7)).toBe(1);
    expect(vn.headline[0]).toMatchObject({ value: 45, big: false, odd: true });
    const lhc = trendOf('lhc', [draw('1', { regular: [1, 2, 3, 4, 5, 6], special: 49, lunarYear: 2026 })]);
    expect(lhc.counts.get(49)).toBe(1);
    expect(lhc.headline[0]).toMatchObject({ value: 49, big: true });
  });

  it('skips draws without a result', () => {
    expect(trendOf('ssc', [draw('1', null)]).draws).toBe(0);
  });
});
