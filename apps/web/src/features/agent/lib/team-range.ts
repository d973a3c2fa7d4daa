import { MAX_TEAM_RANGE_DAYS, type TeamPeriod } from '@portal/contracts/agent';
import { type DayRange, type DayRangeProblem, lastDays } from '@portal/ui/date-range.ts';
import { type PeriodRange, periodRangeProblem } from '@portal/ui/period-chips.tsx';

export type QuickPeriod = Exclude<TeamPeriod, 'custom'>;

/** The quick periods of the agent reports, in the order the chips show them (custom comes last). */
export const QUICK_PERIODS: readonly QuickPeriod[] = ['today', 'yesterday', 'thisWeek', 'thisMonth'];

/** What a team report asks for: one of the quick periods (the merchant's days) or custom days. */
export type TeamRange = PeriodRange<QuickPeriod>;

/** The fields of a report's query that say its range. */
export type TeamRangeFields = { period: TeamPeriod; startDate?: string; endDate?: string };

export const DEFAULT_TEAM_RANGE: TeamRange = { kind: 'period', period: 'today' };

/** The custom days offered first: the last seven days up to today. */
export const defaultCustomDays = (now = new Date()): DayRange => lastDays(7, now);

export const rangeProblem = (range: TeamRange): DayRangeProblem | null =>
  periodRangeProblem(range, MAX_TEAM_RANGE_DAYS);

/** The query fields of a range; null when custom days cannot be asked for. */
export function rangeFields(range: TeamRange): TeamRangeFields | null {
  if (rangeProblem(range)) return null;
  return range.kind === 'period'
    ? { period: range.period }
    : { period: 'custom', startDate: range.days.from, endDate: range.days.to };
}
