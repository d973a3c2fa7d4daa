import { describe, expect, it } from 'vitest';
import { chiSquareTest } from './chi-square.ts';
import { cryptoRng, seededRng } from './rng.ts';

// Each statistical test rejects at p < 0.001 twice in a row: a correct generator fails a sample once in a
// thousand runs (three tests, two database passes: CI met it), two fresh samples once in a million; a biased
// one fails both.
const SIGNIFICANCE = 0.001;

/** The test's p-value passes on its first sample, or on a fresh second one. */
const passes = (pValueOfSample: () => number) =>
  pValueOfSample() > SIGNIFICANCE || pValueOfSample() > SIGNIFICANCE;

function counts(draw: () => number, categories: number, n: number): number[] {
  const observed = new Array<number>(categories).fill(0);
  for (let i = 0; i < n; i++) observed[draw()]!++;
  return observed;
}

describe('cryptoRng', () => {
  it.each([7, 37])('draws each of 0..%i - 1 equally often', (n) => {
    const rng = cryptoRng();
    const sample = () =>
      chiSquareTest(
        counts(() => rng.int(n), n, 1_000_000),
        new Array<number>(n).fill(1 / n),
      ).pValue;
    expect(passes(sample)).toBe(true);
  });

  it('rejects the words that would favour low values of a bound that does not divide 2^32', () => {
    // 2^32 mod (3 * 2^30) = 2^30: a plain `word % n` would land in the lowest third half the time
    const n = 3 * 2 ** 30;
    const rng = cryptoRng();
    const sample = () =>
      chiSquareTest(
        counts(() => Math.floor(rng.int(n) / 2 ** 30), 3, 300_000),
        [1 / 3, 1 / 3, 1 / 3],
      ).pValue;
    expect(passes(sample)).toBe(true);
  });

  it('keeps drawing past its 64 KiB batch and stays within the bound', () => {
    const rng = cryptoRng();
    const seen = new Set<number>();
    for (let i = 0; i < 50_000; i++) seen.add(rng.int(5));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(rng.int(1)).toBe(0);
    expect(rng.int(2 ** 32)).toBeLessThan(2 ** 32);
  });

  it('refuses a bound that is not an integer from 1 to 2^32', () => {
    const rng = cryptoRng();
    for (const bad of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN]) expect(() => rng.int(bad)).toThrow(RangeError);
  });
});

describe('seededRng', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const sequence = (seed: number) => {
      const rng = seededRng(seed);
      return Array.from({ length: 20 }, () => rng.int(1000));
    };
    expect(sequence(42)).toEqual(sequence(42));
    expect(sequence(42)).not.toEqual(sequence(43));
  });

  it('draws each value equally often', () => {
    const rng = seededRng(7);
    const observed = counts(() => rng.int(37), 37, 370_000);
    expect(chiSquareTest(observed, new Array<number>(37).fill(1 / 37)).pValue).toBeGreaterThan(SIGNIFICANCE);
  });
});
