import { afterEach, describe, expect, it, vi } from 'vitest';
import { securePick, secureRandomInt } from './secure-random.ts';

afterEach(() => vi.restoreAllMocks());

describe('secureRandomInt', () => {
  it('stays inside the inclusive range, also beyond 32 bits', () => {
    for (let i = 0; i < 2000; i += 1) {
      const small = secureRandomInt(100, 500);
      expect(small).toBeGreaterThanOrEqual(100);
      expect(small).toBeLessThanOrEqual(500);
      const large = secureRandomInt(11e9, 12e9);
      expect(large).toBeGreaterThanOrEqual(11e9);
      expect(large).toBeLessThanOrEqual(12e9);
      expect(Number.isInteger(large)).toBe(true);
    }
  });

  it('draws from crypto.getRandomValues, not Math.random', () => {
    const crypto = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const math = vi.spyOn(Math, 'random');
    secureRandomInt(1, 6);
    expect(crypto).toHaveBeenCalled();
    expect(math).not.toHaveBeenCalled();
  });

  it('reaches both ends of a small range', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 500; i += 1) seen.add(secureRandomInt(0, 2));
    expect([...seen].sort()).toEqual([0, 1, 2]);
  });

  it('refuses an empty range', () => {
    expect(() => secureRandomInt(5, 4)).toThrow(RangeError);
  });

  it('picks only listed items', () => {
    for (let i = 0; i < 100; i += 1) expect([3000, 4000, 5000]).toContain(securePick([3000, 4000, 5000]));
  });
});
