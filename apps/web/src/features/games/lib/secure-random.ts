const TWO_POW_32 = 2 ** 32;
const TWO_POW_53 = 2 ** 53;

/** A uniform integer in [0, 2^53) from two 32-bit words of crypto.getRandomValues. */
function random53(): number {
  const words = crypto.getRandomValues(new Uint32Array(2));
  const high = (words[0] ?? 0) >>> 11; // 21 bits
  return high * TWO_POW_32 + (words[1] ?? 0);
}

/**
 * A uniform integer in [min, max] (both inclusive) from the platform CSPRNG, without modulo bias:
 * draws above the largest multiple of the range are rejected (DESIGN.md section 5b).
 */
export function secureRandomInt(min: number, max: number): number {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || max < min) {
    throw new RangeError(`bad range [${min}, ${max}]`);
  }
  const range = max - min + 1;
  const limit = Math.floor(TWO_POW_53 / range) * range;
  let draw = random53();
  while (draw >= limit) draw = random53();
  return min + (draw % range);
}

/** One element of a non-empty list, chosen uniformly. */
export function securePick<T>(items: readonly [T, ...T[]]): T {
  return items[secureRandomInt(0, items.length - 1)] ?? items[0];
}
