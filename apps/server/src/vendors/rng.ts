import { randomFillSync } from 'node:crypto';

/**
 * The vendors' source of outcomes (DESIGN.md 5b). Games draw only through `Rng.int`, so a test can
 * hand them a seeded generator; in play they always get `cryptoRng()`.
 */
export type Rng = {
  /** A uniform integer in [0, maxExclusive); maxExclusive is an integer from 1 to 2^32. */
  int(maxExclusive: number): number;
};

const TWO_32 = 2 ** 32;
/** 64 KiB of uint32s per refill: one system call serves 16,384 draws. */
const BATCH = 16_384;

/** Scales 32-bit words to [0, n) without bias: words at or above the largest multiple of n are redrawn. */
function uniformBelow(next: () => number, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`bad Rng bound ${n}`);
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const word = next();
    if (word < limit) return word % n;
  }
}

/**
 * Cryptographic randomness from node:crypto (the source of `crypto.randomInt`), filled 64 KiB at a
 * time so that a draw on the hot path of a spin costs an array read, not a call into the runtime.
 */
export function cryptoRng(): Rng {
  const words = new Uint32Array(BATCH);
  let at = BATCH;
  const next = () => {
    if (at === BATCH) {
      randomFillSync(words);
      at = 0;
    }
    return words[at++] as number;
  };
  return { int: (maxExclusive) => uniformBelow(next, maxExclusive) };
}

/**
 * A repeatable generator for tests and exact-calculation checks only, never for a game: sfc32
 * seeded through splitmix32, scaled to [0, n) by the same rejection as `cryptoRng`.
 */
export function seededRng(seed: number): Rng {
  let s = seed >>> 0;
  const splitmix = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = 1;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // the first outputs of sfc32 still show the seed; the reference implementation discards them
  for (let i = 0; i < 12; i++) next();
  return { int: (maxExclusive) => uniformBelow(next, maxExclusive) };
}
