import { describe, expect, it } from 'vitest';
import { chiSquarePValue, chiSquareTest, SIGNIFICANCE } from './chi-square.ts';

describe('chi-square goodness of fit', () => {
  it('computes Pearson’s statistic against the expected counts', () => {
    // Expected 50 and 50: (60-50)^2/50 + (40-50)^2/50 = 4.
    const test = chiSquareTest([60, 40], [0.5, 0.5]);
    expect(test.statistic).toBe(4);
    expect(test.degreesOfFreedom).toBe(1);
  });

  it('gives the known upper tail points (scipy chi2.sf)', () => {
    expect(chiSquarePValue(10.828, 1)).toBeCloseTo(0.001, 5);
    expect(chiSquarePValue(32.909, 12)).toBeCloseTo(0.001, 5);
    expect(chiSquarePValue(2, 2)).toBeCloseTo(Math.exp(-1), 10);
  });

  it('rejects a sample a slightly loaded die would give and accepts a fair-looking one', () => {
    const fair = Array.from({ length: 6 }, () => 1 / 6);
    expect(chiSquareTest([10_400, 10_000, 10_000, 10_000, 10_000, 9_600], fair).pValue).toBeLessThan(
      SIGNIFICANCE,
    );
    expect(chiSquareTest([10_050, 9_980, 10_010, 9_960, 10_020, 9_980], fair).pValue).toBeGreaterThan(
      SIGNIFICANCE,
    );
  });
});
