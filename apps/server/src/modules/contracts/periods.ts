import type { ContractKind, ContractTerms, DividendPeriod } from '@portal/contracts/agent-contracts';
import { merchantPeriod } from '../../platform/merchant-periods.ts';

/**
 * Settlement periods (decision 0027), in the merchant's time zone like the agent reports: a real-time
 * window of 5 minutes (spec section 9), an hour, a merchant day, and a dividend's day, week (from Monday),
 * half-month (the 1st to the 15th, the 16th to the month's end) or month. The calendar is the platform's
 * (`platform/merchant-periods.ts`); `offsetMinutes` is the merchant's offset from UTC.
 */
export type PeriodType = 'window' | 'hour' | 'day' | 'week' | 'halfMonth' | 'month';

export type Period = { start: Date; end: Date };

const MINUTE = 60_000;
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

/** The period of a type that holds an instant, in the merchant's calendar. */
export function periodAt(type: PeriodType, at: Date, offsetMinutes: number): Period {
  if (type === 'window') {
    // Offsets are whole quarters of an hour: the windows are the same in every zone.
    const start = Math.floor(at.getTime() / WINDOW_MS) * WINDOW_MS;
    return { start: new Date(start), end: new Date(start + WINDOW_MS) };
  }
  return merchantPeriod(type, at, offsetMinutes);
}

/**
 * The complete periods (ended at or before `now`) that overlap [from, until), oldest first, at most
 * `limit` of them (the newest kept when there are more: a catch-up after downtime stays bounded).
 * `resume`: `from` is where the last payment ended, and the first period starts there, not before (a
 * payment made under another calendar, the UTC days before merchant days, is never paid twice: the first
 * period after it is the rest of the merchant's period it ended in).
 */
export function completedPeriods(
  type: PeriodType,
  from: Date,
  until: Date | null,
  now: Date,
  limit: number,
  offsetMinutes: number,
  resume = false,
): Period[] {
  const periods: Period[] = [];
  let period = periodAt(type, from, offsetMinutes);
  if (resume && period.start < from) period = { start: from, end: period.end };
  while (
    period.end.getTime() <= now.getTime() &&
    (until === null || period.start.getTime() < until.getTime())
  ) {
    periods.push(period);
    if (periods.length > limit) periods.shift();
    period = periodAt(type, period.end, offsetMinutes);
  }
  return periods;
}

/**
 * The period's key in runs and idempotency keys: its start in ISO 8601 (UTC). Frozen: the ledger's
 * idempotency keys of periods paid (or owed) before are built from it, so a change of it would pay them again.
 */
export const periodKey = (period: Period) => period.start.toISOString();

/**
 * The period as the merchant names it, for the ledger's references (decision 0032): its start in the
 * merchant's own time, the day for days and longer periods (`2026-11-26`), the minute for hours and
 * 5-minute windows (`2026-11-26T14:05`). A label only: the idempotency key stays `periodKey`.
 */
export function periodLabel(kind: ContractKind, start: Date, offsetMinutes: number): string {
  const local = new Date(start.getTime() + offsetMinutes * MINUTE).toISOString();
  return kind === 'hourly' || kind === 'realtime' ? local.slice(0, 16) : local.slice(0, 10);
}
