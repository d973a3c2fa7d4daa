import type { Rng } from '../../rng.ts';

/**
 * A test Rng that answers the given values in turn (each must be below the bound asked) and records the
 * bounds it was asked for, to pin down exactly which draws a game makes.
 */
export function scriptedRng(values: readonly number[]): Rng & { asked: number[] } {
  const asked: number[] = [];
  return {
    asked,
    int(maxExclusive) {
      const value = values[asked.length];
      asked.push(maxExclusive);
      if (value === undefined || value >= maxExclusive)
        throw new Error(`no scripted value below ${maxExclusive}`);
      return value;
    },
  };
}
