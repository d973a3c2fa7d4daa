import { fromWords, type RandomInt } from '../src/random.ts';

/**
 * A repeatable word source for tests only, never for a draw: sfc32 seeded through splitmix32. Fed to the
 * same rejection sampling as the HMAC stream, so a test exercises the real mapping from words.
 */
export function seededWords(seed: number): () => number {
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
  return () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
}

export const seededRandom = (seed: number): RandomInt => fromWords(seededWords(seed));
