/**
 * Uniform integers without bias, from a stream of 32-bit words (DESIGN.md 5b): the draw function reads
 * them from HMAC-SHA256 blocks (draw.ts), quick picks from Web Crypto (`cryptoRandom`). Never Math.random.
 */

/** A source of uniform integers in [0, maxExclusive); the server's vendor Rng has the same shape. */
export type RandomInt = { int(maxExclusive: number): number };

const TWO_32 = 2 ** 32;
/** Words per Web Crypto call: getRandomValues takes at most 65,536 bytes. */
const BATCH = 256;

/**
 * A uniform integer in [0, n) by rejection: a word at or above the largest multiple of n below 2^32 is
 * discarded and the next word is read, so every result has exactly the same number of words behind it.
 */
export function uniformBelow(nextWord: () => number, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`bad bound ${n}`);
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const word = nextWord();
    if (word < limit) return word % n;
  }
}

export function fromWords(nextWord: () => number): RandomInt {
  return { int: (maxExclusive) => uniformBelow(nextWord, maxExclusive) };
}

/** Web Crypto's generator (browsers and Node alike), read 256 words at a time. */
export function cryptoRandom(): RandomInt {
  const words = new Uint32Array(BATCH);
  let at = BATCH;
  return fromWords(() => {
    if (at === BATCH) {
      globalThis.crypto.getRandomValues(words);
      at = 0;
    }
    return words[at++] as number;
  });
}

/**
 * `k` distinct values of `values` in the order drawn: the first k steps of a Fisher-Yates shuffle run
 * front to back (step i swaps a[i] with a[i + uniform(n - i)]). k = n shuffles the whole list.
 */
export function drawDistinct<T>(rng: RandomInt, values: readonly T[], k: number): T[] {
  if (k > values.length) throw new RangeError(`cannot draw ${k} of ${values.length}`);
  const a = [...values];
  for (let i = 0; i < k; i++) {
    const j = i + rng.int(a.length - i);
    const held = a[i] as T;
    a[i] = a[j] as T;
    a[j] = held;
  }
  return a.slice(0, k);
}
