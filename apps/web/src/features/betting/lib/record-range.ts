import { MAX_RANGE_DAYS, type RecordPeriod } from '@portal/contracts/betting';
import { type DayRange, type DayRangeProblem, dayRangeProblem, lastDays } from '@portal/ui/date-range.ts';

/** What a record page asks for: one of the quick ranges (the merchant's days) or custom days. */
export type RecordRange = { kind: 'period'; period: RecordPeriod } | { kind: 'custom'; days: DayRange };

/** Why a custom range cannot be asked for. */
export type RangeProblem = DayRangeProblem;

/** The custom days offered first: the last seven days up to today. */
export const defaultCustomDays = (now = new Date()): DayRange => lastDays(7, now);

export function rangeProblem(range: RecordRange): RangeProblem | null {
  return range.kind === 'period' ? null : dayRangeProblem(range.days, MAX_RANGE_DAYS);
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
