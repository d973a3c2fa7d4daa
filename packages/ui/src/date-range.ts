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

/** Why a range of days typed in cannot be asked for. */
export type DayRangeProblem = 'missing' | 'order' | 'tooLong';

const DAY_MS = 86_400_000;

/** What is wrong with custom days (at most `maxDays`, both ends included), or null. */
export function dayRangeProblem(range: DayRange, maxDays: number): DayRangeProblem | null {
  const from = parseDay(range.from);
  const to = parseDay(range.to);
  if (!from || !to) return 'missing';
  if (from > to) return 'order';
  // rounded: a daylight-saving day is 23 or 25 hours long
  const days = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
  return days > maxDays ? 'tooLong' : null;
}

/** A yyyy-MM-dd day as d/m/Y, the way the portal writes dates (format.ts formatDateTime). */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

export type Instants = { start: string; end: string };

/** From the local midnight `firstDay` to the midnight after `lastDay`. */
function instantsOf(firstDay: Date, lastDay: Date): Instants {
  const end = new Date(lastDay.getFullYear(), lastDay.getMonth(), lastDay.getDate() + 1);
  return { start: firstDay.toISOString(), end: end.toISOString() };
}

/** The instants of a day range; null when a day is missing or the range runs backwards. */
export function rangeInstants(range: DayRange): Instants | null {
  const from = parseDay(range.from);
  const to = parseDay(range.to);
  if (!from || !to || from > to) return null;
  return instantsOf(from, to);
}

/** The instants of the previous `days` days, today included: stable through the day, so it keys a query. */
export function lastDaysInstants(days: number, now = new Date()): Instants {
  return instantsOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1)), now);
}
