const groupFormatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${fractionDigits}`;
  let found = groupFormatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      useGrouping: true,
    });
    groupFormatters.set(key, found);
  }
  return found;
}

/**
 * Money from integer minor units: two decimals and thousands separators (DESIGN.md section 4).
 * Exact for every safe integer: the major and minor parts are formatted separately, never via a float.
 */
export function formatMoney(minorUnits: number, exponent = 2): string {
  const negative = minorUnits < 0;
  const abs = Math.abs(Math.trunc(minorUnits));
  const factor = 10 ** exponent;
  const major = Math.floor(abs / factor);
  const minor = abs % factor;
  const majorText = formatter('en-US', 0).format(major);
  const text = exponent > 0 ? `${majorText}.${String(minor).padStart(exponent, '0')}` : majorText;
  return negative ? `-${text}` : text;
}

/** An integer with thousands separators (fractions are truncated toward zero). */
export function formatInteger(value: number): string {
  return formatter('en-US', 0).format(Math.trunc(value));
}
