import { merchantPeriod, type Span } from '../../platform/merchant-periods.ts';
import type { ActiveBucket } from './agent.tables.ts';

export type { Span };

/**
 * The hour, merchant day, week (from Monday) and month an instant falls in, as instants: the buckets of
 * the agents' active-member counts (the calendar is the platform's, shared with the contracts' periods).
 * `offsetMinutes`: the merchant's offset from UTC.
 */
export function periodsAt(at: Date, offsetMinutes: number): Record<ActiveBucket, Span> {
  return {
    hour: merchantPeriod('hour', at, offsetMinutes),
    day: merchantPeriod('day', at, offsetMinutes),
    week: merchantPeriod('week', at, offsetMinutes),
    month: merchantPeriod('month', at, offsetMinutes),
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

/** One part of a range read from the member day and month rows: added, or taken off its month. */
export type PeriodPart = { bucket: 'day' | 'month'; at: Date; sign: 1 | -1 };

/**
 * A range of whole merchant days as day and month rows (decision 0032): a month it covers is its month
 * row; a month it covers most of is the month row less the days outside the range (today's "this month":
 * the days after today, which have no rows yet); a month it covers less of is its days. Null when the range
 * does not start and end on the merchant's midnights (then the hour rows are read).
 */
export function periodParts(from: Date, to: Date, offsetMinutes: number): PeriodPart[] | null {
  const onMidnight = (at: Date) => merchantPeriod('day', at, offsetMinutes).start.getTime() === at.getTime();
  if (!onMidnight(from) || !onMidnight(to) || from >= to) return null;
  const parts: PeriodPart[] = [];
  for (
    let month = merchantPeriod('month', from, offsetMinutes);
    month.start < to;
    month = merchantPeriod('month', month.end, offsetMinutes)
  ) {
    const inside = (at: Date) => at >= from && at < to;
    const days: Date[] = [];
    for (let day = month.start; day < month.end; day = merchantPeriod('day', day, offsetMinutes).end)
      days.push(day);
    const [inDays, outDays] = [days.filter(inside), days.filter((d) => !inside(d))];
    if (inDays.length > outDays.length) {
      parts.push({ bucket: 'month', at: month.start, sign: 1 });
      for (const at of outDays) parts.push({ bucket: 'day', at, sign: -1 });
    } else {
      for (const at of inDays) parts.push({ bucket: 'day', at, sign: 1 });
    }
  }
  return parts;
}
