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
