import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../house/table/scripted-rng.ts';
import { cryptoRng } from '../../rng.ts';
import { CATCH_PER_THOUSAND, catchChance, FISH_TARGETS, fishRtp, fishTarget, shoot } from './fishing.ts';

describe('fish targets', () => {
  it('offers seven fish with whole multipliers, each returning exactly 96%', () => {
    expect(FISH_TARGETS.map((f) => [f.target, f.multiplier])).toEqual([
      ['shrimp', 2],
      ['clownfish', 3],
      ['turtle', 5],
      ['octopus', 10],
      ['shark', 25],
      ['whale', 50],
      ['dragon', 100],
    ]);
    for (const fish of FISH_TARGETS) {
      expect(Number.isInteger(fish.multiplier)).toBe(true);
      expect(fish.target).toMatch(/^[a-z]{2,12}$/);
      expect(fishRtp(fish)).toBe(0.96);
    }
  });

  it('finds a fish by its key', () => {
    expect(fishTarget('shark')).toEqual({ target: 'shark', multiplier: 25 });
    expect(fishTarget('kraken')).toBeUndefined();
  });
});

describe('a shot', () => {
  const whale = fishTarget('whale')!;

  it('catches on the 960 lowest of multiplier × 1000 draws and pays stake × multiplier', () => {
    const hit = scriptedRng([CATCH_PER_THOUSAND - 1]);
    expect(shoot(whale, 150, hit)).toEqual({ caught: true, multiplier: 50, payout: 7500 });
    expect(hit.asked).toEqual([50_000]);
    const miss = scriptedRng([CATCH_PER_THOUSAND]);
    expect(shoot(whale, 150, miss)).toEqual({ caught: false, multiplier: 50, payout: 0 });
  });

  it('refuses a bad stake', () => {
    expect(() => shoot(whale, 1.5, scriptedRng([0]))).toThrow(RangeError);
  });

  /**
   * 200,000 crypto-random shots per fish; the catch rate must be within 3.89 binomial standard errors of
   * 0.96 / multiplier (two-sided 99.99% confidence each): a correct draw fails with probability below
   * 0.0003 (three fish).
   */
  it.each(['shrimp', 'octopus', 'dragon'])('catches a %s at its exact rate', (key) => {
    const fish = fishTarget(key)!;
    const shots = 200_000;
    const rng = cryptoRng();
    let caught = 0;
    let paid = 0;
    for (let i = 0; i < shots; i++) {
      const shot = shoot(fish, 100, rng);
      if (shot.caught) caught += 1;
      paid += shot.payout;
    }
    const { caught: chance, outOf } = catchChance(fish);
    const p = chance / outOf;
    const standardError = Math.sqrt((p * (1 - p)) / shots);
    expect(Math.abs(caught / shots - p)).toBeLessThan(3.89 * standardError);
    expect(paid).toBe(caught * 100 * fish.multiplier);
  });
});
