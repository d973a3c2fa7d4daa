import { MAX_RANGE_DAYS, type RecordPeriod } from '@portal/contracts/betting';
import { type DayRange, lastDays, parseDay } from '@portal/ui/date-range.ts';

/** What a record page asks for: one of the quick ranges (the merchant's days) or custom days. */
export type RecordRange = { kind: 'period'; period: RecordPeriod } | { kind: 'custom'; days: DayRange };

/** Why a custom range cannot be asked for. */
export type RangeProblem = 'missing' | 'order' | 'tooLong';

/** The custom days offered first: the last seven days up to today. */
export const defaultCustomDays = (now = new Date()): DayRange => lastDays(7, now);

const DAY_MS = 86_400_000;

export function rangeProblem(range: RecordRange): RangeProblem | null {
  if (range.kind === 'period') return null;
  const from = parseDay(range.days.from);
  const to = parseDay(range.days.to);
  if (!from || !to) return 'missing';
  if (from > to) return 'order';
  // rounded: a daylight-saving day is 23 or 25 hours long
  const days = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
  return days > MAX_RANGE_DAYS ? 'tooLong' : null;
}

/** The query fields of a range; null when a custom range cannot be asked for. */
export function rangeQuery(
  range: RecordRange,
): { period: RecordPeriod } | { startDate: string; endDate: string } | null {
  if (rangeProblem(range)) return null;
  return range.kind === 'period'
    ? { period: range.period }
    : { startDate: range.days.from, endDate: range.days.to };
}

/** A yyyy-MM-dd day as d/m/Y, the way the portal writes dates (ui/format.ts formatDateTime). */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}
