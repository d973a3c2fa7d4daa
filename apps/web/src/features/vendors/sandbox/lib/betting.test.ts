import { describe, expect, it } from 'vitest';
import { orderedPicks, potentialReturn, stakeText } from './betting.ts';

describe('sandbox bet slip arithmetic', () => {
  it('returns stake x odds rounded down to the minor unit, without float drift', () => {
    expect(potentialReturn(100, 1.15)).toBe(115);
    expect(potentialReturn(1_250, 1.9)).toBe(2_375);
    expect(potentialReturn(333, 1.85)).toBe(616);
    expect(potentialReturn(1, 1.99)).toBe(1);
  });

  it('offers home, draw, away and meron, draw, wala in that order, unknown picks last', () => {
    expect(orderedPicks({ AWAY: 2, OVER: 1.9, HOME: 1.5, DRAW: 3 })).toEqual([
      'HOME',
      'DRAW',
      'AWAY',
      'OVER',
    ]);
    expect(orderedPicks({ WALA: 1.9, DRAW: 8, MERON: 1.9 })).toEqual(['MERON', 'DRAW', 'WALA']);
  });

  it('writes a stake as the player would type it', () => {
    expect([1_000, 1_250, 5].map(stakeText)).toEqual(['10', '12.50', '0.05']);
  });
});
