import { describe, expect, it } from 'vitest';
import { seededRandom } from '../test/seeded.ts';
import { cryptoRandom, drawDistinct, uniformBelow } from './random.ts';

const wordsOf = (words: number[]) => {
  let at = 0;
  return () => {
    const word = words[at++];
    if (word === undefined) throw new Error('out of words');
    return word;
  };
};

describe('uniform integers', () => {
  it('takes a word below the largest multiple of n as word mod n and rejects the others', () => {
    // 2^32 mod 6 = 4: words from 2^32 - 4 up are rejected
    expect(uniformBelow(wordsOf([4_294_967_291]), 6)).toBe(4_294_967_291 % 6);
    expect(uniformBelow(wordsOf([4_294_967_292, 4_294_967_295, 13]), 6)).toBe(1);
    // 2^32 mod 49 = 39: 2^32 - 40 is the last word taken
    expect(uniformBelow(wordsOf([4_294_967_296 - 40]), 49)).toBe(48);
    expect(uniformBelow(wordsOf([4_294_967_296 - 39, 50]), 49)).toBe(1);
    expect(uniformBelow(wordsOf([4_294_967_295]), 1)).toBe(0);
    expect(() => uniformBelow(wordsOf([1]), 0)).toThrow(RangeError);
    expect(() => uniformBelow(wordsOf([1]), 2.5)).toThrow(RangeError);
  });

  it('draws distinct values by the front-to-back partial shuffle', () => {
    // step i swaps a[i] with a[i + uniform(n - i)]: with uniforms 2, 0, 1 over [1, 2, 3, 4]
    const steps = [2, 0, 1];
    const rng = { int: () => steps.shift() as number };
    // [3, 2, 1, 4] → [3, 2, 1, 4] → [3, 2, 4, 1]
    expect(drawDistinct(rng, [1, 2, 3, 4], 3)).toEqual([3, 2, 4]);
    expect(() => drawDistinct(seededRandom(1), [1, 2], 3)).toThrow(RangeError);
    expect(new Set(drawDistinct(seededRandom(1), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 10)).size).toBe(10);
  });

  it("reads Web Crypto's generator in ranges", () => {
    const rng = cryptoRandom();
    const seen = new Set(Array.from({ length: 2_000 }, () => rng.int(10)));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
