import { MAX_REBATE_BPS, REBATE_CATEGORIES } from '@portal/contracts/rebates';
import type { RebateRate } from '@portal/contracts/rebates.schema';
import { formatMinor, parseMajor } from '@portal/contracts/wallet';

/** A rate in basis points as the operator reads and types it: per cent with two decimals (120 -> "1.20"). */
export const percentText = (bps: number) => formatMinor(bps);

/** A typed per cent to basis points ("1.3" -> 130); null when it is not one or above the most a rate may be. */
export function bpsOf(text: string): number | null {
  const bps = parseMajor(text.trim());
  return bps !== null && bps <= MAX_REBATE_BPS ? bps : null;
}

/** The most a rate may be, in per cent (the form's hint). */
export const MAX_PERCENT = percentText(MAX_REBATE_BPS);

/** A level's rates at a glance: the lowest and highest of the categories that pay ("0.90–1.30 %"). */
export function rateRange(rates: readonly RebateRate[]): string {
  const paying = rates.filter((r) => r.rate > 0).map((r) => r.rate);
  if (paying.length === 0) return '0.00 %';
  const low = Math.min(...paying);
  const high = Math.max(...paying);
  return low === high ? `${percentText(high)} %` : `${percentText(low)}–${percentText(high)} %`;
}

/** The rates of a level's form, one per category, in the categories' order. */
export type RatesDraft = Record<(typeof REBATE_CATEGORIES)[number], string>;

export function ratesDraftOf(rates: readonly RebateRate[]): RatesDraft {
  return Object.fromEntries(
    REBATE_CATEGORIES.map((c) => [c, percentText(rates.find((r) => r.category === c)?.rate ?? 0)]),
  ) as RatesDraft;
}

/** The rates a draft stands for, or null while one of them is not a rate. */
export function ratesOf(draft: RatesDraft): RebateRate[] | null {
  const rates = REBATE_CATEGORIES.map((category) => ({ category, rate: bpsOf(draft[category]) }));
  return rates.every((r): r is RebateRate => r.rate !== null) ? rates : null;
}
