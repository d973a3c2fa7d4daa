import type { ContractKind, ContractTerms, DividendPeriod } from '@portal/contracts/agent-contracts';

/**
 * Settlement periods (decision 0027), in UTC like the betting rollups: a real-time window of 5 minutes
 * (spec section 9), an hour, a day, and a dividend's day, week (from Monday), half-month (the 1st to
 * the 15th, the 16th to the month's end) or month.
 */
export type PeriodType = 'window' | 'hour' | 'day' | 'week' | 'halfMonth' | 'month';

export type Period = { start: Date; end: Date };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const WINDOW_MS = 5 * MINUTE;

const DIVIDEND_TYPE: Readonly<Record<DividendPeriod, PeriodType>> = {
  daily: 'day',
  weekly: 'week',
  halfMonth: 'halfMonth',
  monthly: 'month',
};

/** The period type a contract settles by. */
export function periodTypeOf(kind: ContractKind, terms: ContractTerms): PeriodType {
  if (kind === 'realtime') return 'window';
  if (kind === 'hourly') return 'hour';
  if (kind === 'daily') return 'day';
  return DIVIDEND_TYPE[terms.periodType ?? 'daily'];
}

/** The period of a type that holds an instant. */
export function periodAt(type: PeriodType, at: Date): Period {
  const t = at.getTime();
  const fixed = (size: number) => {
    const start = Math.floor(t / size) * size;
    return { start: new Date(start), end: new Date(start + size) };
  };
  if (type === 'window') return fixed(WINDOW_MS);
  if (type === 'hour') return fixed(HOUR);
  if (type === 'day') return fixed(DAY);
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  if (type === 'week') {
    const day = Math.floor(t / DAY) * DAY;
    // 1970-01-01 was a Thursday: days since the Monday before it.
    const sinceMonday = (Math.floor(day / DAY) + 3) % 7;
    const start = day - sinceMonday * DAY;
    return { start: new Date(start), end: new Date(start + 7 * DAY) };
  }
  if (type === 'month') return { start: new Date(Date.UTC(y, m, 1)), end: new Date(Date.UTC(y, m + 1, 1)) };
  return at.getUTCDate() <= 15
    ? { start: new Date(Date.UTC(y, m, 1)), end: new Date(Date.UTC(y, m, 16)) }
    : { start: new Date(Date.UTC(y, m, 16)), end: new Date(Date.UTC(y, m + 1, 1)) };
}

/**
 * The complete periods (ended at or before `now`) that overlap [from, until), oldest first, at most
 * `limit` of them (the newest kept when there are more: a catch-up after downtime stays bounded).
 */
export function completedPeriods(
  type: PeriodType,
  from: Date,
  until: Date | null,
  now: Date,
  limit: number,
): Period[] {
  const periods: Period[] = [];
  let period = periodAt(type, from);
  while (
    period.end.getTime() <= now.getTime() &&
    (until === null || period.start.getTime() < until.getTime())
  ) {
    periods.push(period);
    if (periods.length > limit) periods.shift();
    period = periodAt(type, period.end);
  }
  return periods;
}

/** The period's key in runs and idempotency keys: its start in ISO 8601. */
export const periodKey = (period: Period) => period.start.toISOString();
