import { MINOR_UNIT_EXPONENT } from '@portal/contracts/wallet';

const FACTOR = 10 ** MINOR_UNIT_EXPONENT;

/** The short figure printed on a chip, in major units: 0.5, 5, 100, 1K, 2.5K, 1M. */
export function chipLabel(minor: number): string {
  const major = minor / FACTOR;
  if (major >= 1_000_000) return `${trim(major / 1_000_000)}M`;
  if (major >= 1_000) return `${trim(major / 1_000)}K`;
  return trim(major);
}

function trim(value: number): string {
  return String(Math.round(value * 100) / 100);
}
