import { DEFAULT_REBATE_RATES } from '@portal/contracts/betting';
import type { RebateRate } from '@portal/contracts/betting.schema';

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A rebate rate in percent as shown: "1.2%", or "—" where the product has none. */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${percent.format(rate)}%`;
}

const SPEC_ORDER = Object.keys(DEFAULT_REBATE_RATES);
const orderOf = (productType: string) => {
  const index = SPEC_ORDER.indexOf(productType);
  return index === -1 ? SPEC_ORDER.length : index;
};

/** The rates in the spec's order of products (section 9); products it does not name come last. */
export function orderRates(rates: readonly RebateRate[]): RebateRate[] {
  return [...rates].sort((a, b) => orderOf(a.productType) - orderOf(b.productType));
}
