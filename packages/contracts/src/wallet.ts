/** Minor units per major unit (exponent 2) unless a merchant configures otherwise. */
export const MINOR_UNIT_EXPONENT = 2;

/** Formats minor units with two decimals and thousands separators (spec section 2: the header balance). */
export function formatMinor(amount: number, exponent = MINOR_UNIT_EXPONENT): string {
  const negative = amount < 0;
  const digits = String(Math.abs(Math.trunc(amount))).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = exponent > 0 ? `.${digits.slice(-exponent)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Parses what a player types ("1,000.5") into minor units; null when it is not an amount. */
export function parseMajor(text: string, exponent = MINOR_UNIT_EXPONENT): number | null {
  const clean = text.replace(/[,\s]/g, '');
  const match = /^(\d{1,13})(?:\.(\d*))?$/.exec(clean);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > exponent) return null;
  return Number(whole) * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0');
}

/**
 * Journal entry types. The account record filters by family: the part before the dot
 * ('withdraw' matches 'withdraw', 'withdraw.release' and 'withdraw.refund').
 */
export const ENTRY_TYPES = [
  'deposit',
  'withdraw',
  'withdraw.release',
  'withdraw.paid',
  'withdraw.refund',
  'transfer',
  'wallet.in',
  'wallet.out',
  'bet',
  'win',
  'bet.refund',
  'bonus',
  'rebate',
  'salary',
  'dividend',
  'adjustment',
  /** Points (decision 0035): earned from bets, awarded, redeemed, refunded, converted to cash. */
  'points.earn',
  'points.award',
  'points.redeem',
  'points.refund',
  'points.convert',
] as const;

export type EntryType = (typeof ENTRY_TYPES)[number];

/** The account record's type filter (spec: transactionHistory). */
export const RECORD_FAMILIES = [
  'deposit',
  'withdraw',
  'transfer',
  'wallet',
  'bet',
  'win',
  'bonus',
  'rebate',
  'salary',
  'dividend',
  'adjustment',
  'points',
] as const;

export type RecordFamily = (typeof RECORD_FAMILIES)[number];

export const familyOf = (type: string): string => type.split('.')[0] ?? type;

/** The client's key for a money request: a retried submit is applied once. */
export const REQUEST_ID_PATTERN = '^[A-Za-z0-9_-]{8,64}$';

/** Quick date ranges of the records (spec section 9): the previous 7 and 30 days. */
export const QUICK_RANGES_DAYS = [7, 30] as const;
