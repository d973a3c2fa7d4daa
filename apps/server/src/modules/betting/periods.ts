import { MAX_RANGE_DAYS, type RecordPeriod } from '@portal/contracts/betting';
import { customDays, localDay } from '../../platform/merchant-periods.ts';

const DAY = 86_400_000;

export type DayRange = { startDate: string; endDate: string; start: Date; end: Date };

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A record's days as instants: days are the merchant's (its offset from UTC in minutes), a period is one of
 * the quick ranges, and a custom range runs from its first day's start to the end of its last day.
 */
export function dayRange(
  query: { period?: RecordPeriod | undefined; startDate?: string | undefined; endDate?: string | undefined },
  offsetMinutes: number,
  now = new Date(),
): DayRange {
  const offset = offsetMinutes * 60_000;
  const today = localDay(now, offsetMinutes);
  let first: number;
  let last: number;
  if (query.startDate || query.endDate) {
    [first, last] = customDays(query.startDate, query.endDate, MAX_RANGE_DAYS);
  } else {
    const month = new Date(today);
    const monthStart = Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1);
    switch (query.period ?? 'today') {
      case 'today':
        [first, last] = [today, today];
        break;
      case 'yesterday':
        [first, last] = [today - DAY, today - DAY];
        break;
      case 'last7':
        [first, last] = [today - 6 * DAY, today];
        break;
      case 'last30':
        [first, last] = [today - 29 * DAY, today];
        break;
      case 'thisMonth':
        [first, last] = [monthStart, today];
        break;
      case 'lastMonth': {
        const previous = Date.UTC(month.getUTCFullYear(), month.getUTCMonth() - 1, 1);
        [first, last] = [previous, monthStart - DAY];
        break;
      }
    }
  }
  return {
    startDate: dayOf(first),
    endDate: dayOf(last),
    start: new Date(first - offset),
    end: new Date(last + DAY - offset),
  };
}
