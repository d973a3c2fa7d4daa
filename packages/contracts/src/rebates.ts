/**
 * Rebates (issue 18, decision 0031): a share of every valid bet (settled, not voided) paid back to the
 * player, per game category and VIP level, daily at the merchant's hour and/or claimed by hand. Rates are in
 * basis points (10,000 = 100 %), money in minor units.
 */

/** The categories a rebate is counted in (spec section 9's display rates); other categories earn none. */
export const REBATE_CATEGORIES = [
  'LOTT',
  'ELOTT',
  'FISH',
  'RNG',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'PVP',
] as const;
export type RebateCategory = (typeof REBATE_CATEGORIES)[number];

/** The spec's display rates (section 9) in basis points: every merchant's defaults. Poker (PVP): none. */
export const DEFAULT_REBATE_BPS: Readonly<Record<RebateCategory, number>> = {
  LOTT: 100,
  ELOTT: 100,
  FISH: 100,
  RNG: 120,
  LIVE: 80,
  SPORTS: 100,
  ESPORTS: 100,
  PVP: 0,
};

export const MAX_REBATE_BPS = 1_000;

/** How a merchant pays rebates: the daily job, the manual claim, or both (the watermark keeps each bet once). */
export const REBATE_MODES = ['daily', 'manual', 'both'] as const;
export type RebateMode = (typeof REBATE_MODES)[number];

/** How often a player may claim a manual rebate: once per merchant period of this type. */
export const CLAIM_PERIODS = ['day', 'week', 'halfMonth', 'month'] as const;
export type ClaimPeriod = (typeof CLAIM_PERIODS)[number];

export const REBATE_KINDS = ['daily', 'manual'] as const;
export type RebateKind = (typeof REBATE_KINDS)[number];

/** A rebate amount: valid bet x rate, floored to the minor unit (exact in integers). */
export function rebateAmount(validBet: number, bps: number): number {
  if (validBet <= 0 || bps <= 0) return 0;
  return Number((BigInt(Math.trunc(validBet)) * BigInt(Math.trunc(bps))) / 10_000n);
}

export type { RebateAccrued, RebateRate, RebateRates, RebateRun, RebateSettings } from './rebates.schema.ts';
