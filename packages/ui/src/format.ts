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

const pad = (value: number) => String(value).padStart(2, '0');

/** A server date (ISO or 'yyyy-MM-dd HH:mm:ss') as d/m/Y H:i in local time; unparseable text as given. */
export function formatDateTime(text: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2} \d/.test(text) ? text.replace(' ', 'T') : text);
  if (Number.isNaN(date.getTime())) return text;
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
