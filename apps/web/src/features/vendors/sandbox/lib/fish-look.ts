import type { FishTarget } from '@portal/contracts/vendors.schema';

export type FishLook = {
  /** Top of the fish's lane, percent of the sea's height. */
  lane: number;
  /** Body length in pixels: bigger multipliers are bigger fish. */
  size: number;
  /** Colour hue in degrees. */
  hue: number;
  /** One crossing of the sea. */
  seconds: number;
  /** How far into its crossing the fish starts, so they do not enter together. */
  delay: number;
  /** Where it rests when motion is reduced, percent of the width. */
  rest: number;
};

const HUES = [28, 195, 330, 52, 150, 265, 5, 90];

/** How a fish is drawn and swims: a stable look from its place in the list and its multiplier. */
export function fishLook(fish: FishTarget, index: number, count: number): FishLook {
  const size = Math.round(Math.min(128, 40 + Math.log2(Math.max(1, fish.multiplier)) * 13));
  const seconds = 8 + (index % 3) * 3 + Math.min(8, fish.multiplier / 25);
  return {
    lane: count <= 1 ? 40 : 6 + (index * 66) / (count - 1),
    size,
    hue: HUES[index % HUES.length] ?? 200,
    seconds: Math.round(seconds * 10) / 10,
    delay: Math.round(((index * 0.37) % 1) * seconds * 10) / 10,
    rest: 8 + ((index * 29) % 70),
  };
}
