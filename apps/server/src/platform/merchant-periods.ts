import { AppError } from './app-error.ts';

/**
 * A merchant's calendar (decisions 0026, 0027): its days, weeks (from Monday), half-months (the 1st to the
 * 15th, the 16th to the month's end) and months in its time zone, given as its offset from UTC in minutes
 * (`merchant.settings.utcOffsetMinutes`), returned as instants. Hours are UTC hours (the rollups' buckets;
 * for whole-hour offsets the same as the merchant's). Pure: the agent reports, their active-member buckets
 * and the contracts' settlement periods all count periods here.
 */
export type Span = { start: Date; end: Date };

export type CalendarPeriod = 'hour' | 'day' | 'week' | 'halfMonth' | 'month';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
/** 2000-01-03 was a Monday: merchant weeks are counted from it. */
const A_MONDAY = Date.UTC(2000, 0, 3);

/** The merchant's offset from UTC when it has none set: Thailand's (the betting record's default too). */
export const DEFAULT_OFFSET_MINUTES = 420;

/** The merchant's offset from UTC (minutes), from its settings. */
export const offsetOfSettings = (settings: { utcOffsetMinutes?: number | undefined }) =>
  settings.utcOffsetMinutes ?? DEFAULT_OFFSET_MINUTES;

/**
 * The merchant's local date an instant falls on, as the UTC midnight of that date (ms): the form every
 * day count below works in (`new Date(localDay).toISOString().slice(0, 10)` is the merchant's day).
 */
export const localDay = (at: Date | number, offsetMinutes: number) => {
  const local = (typeof at === 'number' ? at : at.getTime()) + offsetMinutes * 60_000;
  return Math.floor(local / DAY_MS) * DAY_MS;
};

/** The merchant's day `YYYY-MM-DD` an instant falls on. */
export const localDate = (at: Date | number, offsetMinutes: number) =>
  new Date(localDay(at, offsetMinutes)).toISOString().slice(0, 10);

/** The instant a merchant day (`YYYY-MM-DD`, or its UTC-midnight ms) starts. */
export const dayStart = (day: string | number, offsetMinutes: number) =>
  new Date((typeof day === 'number' ? day : Date.parse(`${day}T00:00:00Z`)) - offsetMinutes * 60_000);

/** The local-calendar bounds (UTC-midnight ms of local dates) of the period holding a local day. */
function localBounds(type: Exclude<CalendarPeriod, 'hour'>, day: number): [number, number] {
  if (type === 'day') return [day, day + DAY_MS];
  if (type === 'week') {
    const start = day - (((((day - A_MONDAY) / DAY_MS) % 7) + 7) % 7) * DAY_MS;
    return [start, start + 7 * DAY_MS];
  }
  const d = new Date(day);
  const [y, m] = [d.getUTCFullYear(), d.getUTCMonth()];
  if (type === 'month') return [Date.UTC(y, m, 1), Date.UTC(y, m + 1, 1)];
  return d.getUTCDate() <= 15
    ? [Date.UTC(y, m, 1), Date.UTC(y, m, 16)]
    : [Date.UTC(y, m, 16), Date.UTC(y, m + 1, 1)];
}

/** The merchant period of a type that holds an instant (its start included, its end not). */
export function merchantPeriod(type: CalendarPeriod, at: Date, offsetMinutes: number): Span {
  if (type === 'hour') {
    const start = Math.floor(at.getTime() / HOUR_MS) * HOUR_MS;
    return { start: new Date(start), end: new Date(start + HOUR_MS) };
  }
  const [from, to] = localBounds(type, localDay(at, offsetMinutes));
  return { start: dayStart(from, offsetMinutes), end: dayStart(to, offsetMinutes) };
}

/**
 * A report's custom range of days (YYYY-MM-DD, both given, inclusive, at most `maxDays`), as the UTC
 * midnights of its first and last day; refused with validation.failed otherwise.
 */
export function customDays(
  startDate: string | undefined,
  endDate: string | undefined,
  maxDays: number,
): [first: number, last: number] {
  if (!startDate || !endDate) throw new AppError('validation.failed', 'Give both startDate and endDate');
  const first = Date.parse(`${startDate}T00:00:00Z`);
  const last = Date.parse(`${endDate}T00:00:00Z`);
  if (Number.isNaN(first) || Number.isNaN(last))
    throw new AppError('validation.failed', 'startDate or endDate is not a day');
  if (last < first) throw new AppError('validation.failed', 'endDate is before startDate');
  if ((last - first) / DAY_MS + 1 > maxDays)
    throw new AppError('validation.failed', `The range can span at most ${maxDays} days`);
  return [first, last];
}
