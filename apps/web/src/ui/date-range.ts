/**
 * Record periods are whole local days: the portal turns them into the instants the reports take,
 * from midnight of the first day to midnight after the last (the end is exclusive on the server).
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** A local day as yyyy-MM-dd (the value of a date input). */
export function dayString(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a yyyy-MM-dd day; null when the text is not a real day. */
export function parseDay(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

export type DayRange = { from: string; to: string };

/** The previous `days` days, today included (spec section 9: quick ranges). */
export function lastDays(days: number, now = new Date()): DayRange {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  return { from: dayString(from), to: dayString(now) };
}

/** The instants of a day range; null when a day is missing or the range runs backwards. */
export function rangeInstants(range: DayRange): { start: string; end: string } | null {
  const from = parseDay(range.from);
  const to = parseDay(range.to);
  if (!from || !to || from > to) return null;
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1);
  return { start: from.toISOString(), end: end.toISOString() };
}
