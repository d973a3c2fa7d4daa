import type { VendorLane } from '@portal/contracts/games';

/** Lanes that are navigation, not a kind of game: no bet is ever recorded under them. */
const NOT_BET_CATEGORIES = new Set(['HOME', 'HOT', 'PROMO']);

export type VendorChoice = { vendor: string; name: string };

/** The site's game categories, in the order of its vendor lanes. */
export function categoryChoices(lanes: readonly VendorLane[]): string[] {
  const seen = new Set<string>();
  for (const lane of lanes) if (!NOT_BET_CATEGORIES.has(lane.gameCategory)) seen.add(lane.gameCategory);
  return [...seen];
}

/** The vendors of one category, or of every category when none is chosen (each vendor once). */
export function vendorChoices(lanes: readonly VendorLane[], category: string): VendorChoice[] {
  const found = new Map<string, string>();
  for (const lane of lanes) {
    if (category ? lane.gameCategory !== category : NOT_BET_CATEGORIES.has(lane.gameCategory)) continue;
    for (const vendor of lane.vendors)
      if (!found.has(vendor.vassalage)) found.set(vendor.vassalage, vendor.displayName);
  }
  return [...found].map(([vendor, name]) => ({ vendor, name }));
}
