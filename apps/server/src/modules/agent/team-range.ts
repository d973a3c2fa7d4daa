import { MAX_TEAM_RANGE_DAYS, type TeamPeriod } from '@portal/contracts/agent';
import { customDays, localDay } from '../../platform/merchant-periods.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A report's range: its first and last merchant day, as instants, and the chart's bucket. */
export type TeamRange = {
  startDate: string;
  endDate: string;
  start: Date;
  end: Date;
  granularity: 'hour' | 'day';
  /** The bucket's width as a PostgreSQL interval, and an instant buckets are counted from. */
  width: '1 hour' | '1 day';
  origin: Date;
  offsetMinutes: number;
};

const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The days of an agent report in the merchant's time zone (its offset from UTC in minutes, as the betting
 * record's periods): a quick period (today by default; the week starts on Monday), or custom with both
 * days (at most MAX_TEAM_RANGE_DAYS). A single day is charted by hour, longer ranges by day.
 */
export function teamRange(
  query: { period?: TeamPeriod | undefined; startDate?: string | undefined; endDate?: string | undefined },
  offsetMinutes: number,
  now = new Date(),
): TeamRange {
  const offset = offsetMinutes * 60_000;
  const today = localDay(now, offsetMinutes);
  let first: number;
  let last: number;
  const period = query.period ?? (query.startDate || query.endDate ? 'custom' : 'today');
  if (period === 'custom') {
    [first, last] = customDays(query.startDate, query.endDate, MAX_TEAM_RANGE_DAYS);
  } else if (period === 'yesterday') {
    [first, last] = [today - DAY, today - DAY];
  } else if (period === 'thisWeek') {
    const weekday = (new Date(today).getUTCDay() + 6) % 7;
    [first, last] = [today - weekday * DAY, today];
  } else if (period === 'thisMonth') {
    const day = new Date(today);
    [first, last] = [Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1), today];
  } else {
    [first, last] = [today, today];
  }
  const hourly = first === last;
  return {
    startDate: dayText(first),
    endDate: dayText(last),
    start: new Date(first - offset),
    end: new Date(last + DAY - offset),
    granularity: hourly ? 'hour' : 'day',
    width: hourly ? '1 hour' : '1 day',
    origin: new Date(Date.UTC(2000, 0, 1) - (hourly ? offset % HOUR : offset)),
    offsetMinutes,
  };
}

/** Every bucket start of a range, in order (the chart shows empty hours and days too). */
export function bucketsOf(range: TeamRange): Date[] {
  const step = range.granularity === 'hour' ? HOUR : DAY;
  const out: Date[] = [];
  for (let at = range.start.getTime(); at < range.end.getTime(); at += step) out.push(new Date(at));
  return out;
}
