import type { FishTarget } from '@portal/contracts/vendors.schema';
import type { Rng } from '../../rng.ts';

/**
 * Fishing: a shot at a fish worth m times the stake catches it with chance 0.96 / m, so every target
 * returns exactly 96% of the stakes; bigger fish pay more, less often. The chance is drawn as an integer
 * (960 out of m × 1000), so it is exact whatever the multiplier.
 */

export const CATCH_PER_THOUSAND = 960;

export const FISH_TARGETS: readonly FishTarget[] = [
  { target: 'shrimp', multiplier: 2 },
  { target: 'clownfish', multiplier: 3 },
  { target: 'turtle', multiplier: 5 },
  { target: 'octopus', multiplier: 10 },
  { target: 'shark', multiplier: 25 },
  { target: 'whale', multiplier: 50 },
  { target: 'dragon', multiplier: 100 },
];

export function fishTarget(key: string): FishTarget | undefined {
  return FISH_TARGETS.find((fish) => fish.target === key);
}

/** The chance to catch a fish as a fraction caught / outOf. */
export function catchChance(fish: FishTarget): { caught: number; outOf: number } {
  return { caught: CATCH_PER_THOUSAND, outOf: fish.multiplier * 1000 };
}

/** Theoretical return per unit staked on a fish: multiplier × chance to catch it (0.96 for each). */
export function fishRtp(fish: FishTarget): number {
  const { caught, outOf } = catchChance(fish);
  return (fish.multiplier * caught) / outOf;
}

export function shoot(
  fish: FishTarget,
  stake: number,
  rng: Rng,
): { caught: boolean; multiplier: number; payout: number } {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError(`bad stake: ${stake}`);
  const { caught: chance, outOf } = catchChance(fish);
  const caught = rng.int(outOf) < chance;
  return { caught, multiplier: fish.multiplier, payout: caught ? stake * fish.multiplier : 0 };
}
