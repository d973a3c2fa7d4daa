import type { ActiveBucket } from './agent.tables.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** 2000-01-03 was a Monday: merchant weeks are counted from it. */
const A_MONDAY = Date.UTC(2000, 0, 3);

export type Span = { start: Date; end: Date };

/**
 * The hour, merchant day, week (from Monday) and month an instant falls in, as instants: the buckets of
 * the agents' active-member counts. `offsetMinutes`: the merchant's offset from UTC.
 */
export function periodsAt(at: Date, offsetMinutes: number): Record<ActiveBucket, Span> {
  const offset = offsetMinutes * 60_000;
  const local = at.getTime() + offset;
  const hour = Math.floor(at.getTime() / HOUR_MS) * HOUR_MS;
  const day = Math.floor(local / DAY_MS) * DAY_MS;
  const week = day - (((((day - A_MONDAY) / DAY_MS) % 7) + 7) % 7) * DAY_MS;
  const d = new Date(day);
  const month = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const nextMonth = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  const span = (from: number, to: number) => ({ start: new Date(from - offset), end: new Date(to - offset) });
  return {
    hour: { start: new Date(hour), end: new Date(hour + HOUR_MS) },
    day: span(day, day + DAY_MS),
    week: span(week, week + 7 * DAY_MS),
    month: span(month, nextMonth),
  };
}

/** A range widened to whole merchant weeks and months at both ends (a rebuild's, so every count is whole). */
export function wholePeriods(from: Date, to: Date, offsetMinutes: number): Span {
  const first = periodsAt(from, offsetMinutes);
  const last = periodsAt(new Date(to.getTime() - 1), offsetMinutes);
  return {
    start: new Date(Math.min(first.week.start.getTime(), first.month.start.getTime())),
    end: new Date(Math.max(last.week.end.getTime(), last.month.end.getTime())),
  };
}
