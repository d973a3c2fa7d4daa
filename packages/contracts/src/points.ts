/**
 * Points and the points mall (issue 19, decision 0035): points are earned from valid bets at a rate per game
 * category and given as rewards, kept in the ledger as a unit of their own, spent on mall items (which wait
 * for an operator) or converted to cash at the merchant's ratio (credited at once).
 */
import { REBATE_CATEGORIES } from './rebates.ts';

/** The categories points are earned in: the same as rebates'. */
export const POINT_CATEGORIES = REBATE_CATEGORIES;
export type PointCategory = (typeof POINT_CATEGORIES)[number];

export const EXCHANGE_KINDS = ['item', 'cash'] as const;
export type ExchangeKind = (typeof EXCHANGE_KINDS)[number];

/** Spec section 4: in progress, approved, rejected. */
export const EXCHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number];

/** The most points one operator grant or one item's price may be. */
export const MAX_POINTS = 100_000_000;
/** The longest remark an operator leaves on a decision. */
export const REMARK_MAX_LENGTH = 200;

/** Cash (minor units) a number of points converts to at a ratio (minor units per point). */
export const cashFor = (points: number, cashPerPoint: number): number => points * cashPerPoint;

/** Points a valid bet earns with a carried remainder: whole points and the new remainder (minor units). */
export function earn(
  carry: number,
  validBet: number,
  betPerPoint: number,
): { points: number; carry: number } {
  if (betPerPoint <= 0) return { points: 0, carry };
  const total = carry + validBet;
  return { points: Math.floor(total / betPerPoint), carry: total % betPerPoint };
}
