import type { VendorLane } from '@portal/contracts/games';

/** Lanes that are navigation, not a kind of game: no bet is ever recorded under them. */
const NOT_BET_CATEGORIES = new Set(['HOME', 'HOT', 'PROMO']);

/** The site's game categories a team's bets can be filtered by, in the order of its vendor lanes. */
export function betCategories(lanes: readonly VendorLane[]): string[] {
  return [...new Set(lanes.map((lane) => lane.gameCategory))].filter((code) => !NOT_BET_CATEGORIES.has(code));
}
