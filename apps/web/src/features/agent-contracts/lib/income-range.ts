import { INCOME_PERIODS } from '@portal/contracts/agent-contracts';
import { parseDay } from '@portal/ui/date-range.ts';

/** My income's quick ranges (spec section 9: quick ranges of 7 and 30 days). */
export const INCOME_RANGES = INCOME_PERIODS;
export type IncomeRangeName = (typeof INCOME_RANGES)[number];

/**
 * What the income page asks for: a quick range or custom days. Days are the merchant's (its time zone, as
 * the settlement's periods): a quick range is sent by name and the server counts its days, as the betting
 * record's periods; the report answers with the days it covered.
 */
export type IncomeRange =
  | { kind: 'quick'; name: IncomeRangeName }
  | { kind: 'custom'; from: string; to: string };

/** The longest range the report takes, in days (the server's limit is 92). */
export const MAX_INCOME_DAYS = 92;

const DAY_MS = 86_400_000;

/** The query of a range (a quick range's name, or custom days), or why it cannot be asked for. */
export function incomeQuery(
  range: IncomeRange,
):
  | { period: IncomeRangeName }
  | { startDate: string; endDate: string }
  | { problem: 'missing' | 'order' | 'tooLong' } {
  if (range.kind === 'quick') return { period: range.name };
  const from = parseDay(range.from);
  const to = parseDay(range.to);
  if (!from || !to) return { problem: 'missing' };
  if (from > to) return { problem: 'order' };
  if (Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1 > MAX_INCOME_DAYS)
    return { problem: 'tooLong' };
  return { startDate: range.from, endDate: range.to };
}
