import { randomInt } from 'node:crypto';

/** A source of uniform integers in [0, n): node:crypto's (DESIGN.md 5b); tests may hand their own. */
export type Rng = { int(maxExclusive: number): number };
export const cryptoRng: Rng = { int: (n) => randomInt(n) };

/**
 * The index a weighted draw lands on: a uniform integer below the sum of the weights, walked through the
 * weights in order, so each entry's chance is exactly its weight over the sum (the wheel's slices,
 * decision 0036, and the red envelope's amounts, decision 0039). The weights must not all be 0.
 */
export function drawWeighted(weights: readonly number[], rng: Rng): number {
  const total = weights.reduce((a, b) => a + b, 0);
  if (!(total > 0)) throw new Error('drawWeighted: the weights sum to 0');
  let r = rng.int(total);
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i] as number;
    if (r < 0) return i;
  }
  throw new Error('unreachable');
}
