import { parseDay } from '@portal/ui/date-range.ts';

/** My income's quick ranges (spec section 9: quick ranges of 7 and 30 days). */
export const INCOME_RANGES = ['today', 'yesterday', 'last7', 'last30'] as const;
export type IncomeRangeName = (typeof INCOME_RANGES)[number];

/** What the income page asks for: a quick range or custom days. Days are UTC, as the settlement's periods. */
export type IncomeRange =
  | { kind: 'quick'; name: IncomeRangeName }
  | { kind: 'custom'; from: string; to: string };

/** The longest range the report takes, in days (the server's limit is 92). */
export const MAX_INCOME_DAYS = 92;

const DAY_MS = 86_400_000;
/** Days back from today (UTC) of each quick range's first and last day. */
const BACK: Readonly<Record<IncomeRangeName, readonly [number, number]>> = {
  today: [0, 0],
  yesterday: [1, 1],
  last7: [6, 0],
  last30: [29, 0],
};
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The UTC days of a range, or why it cannot be asked for. */
export function incomeQuery(
  range: IncomeRange,
  now = new Date(),
): { startDate: string; endDate: string } | { problem: 'missing' | 'order' | 'tooLong' } {
  const today = now.getTime();
  if (range.kind === 'quick') {
    const [first, last] = BACK[range.name];
    return { startDate: utcDay(today - first * DAY_MS), endDate: utcDay(today - last * DAY_MS) };
  }
  const from = parseDay(range.from);
  const to = parseDay(range.to);
  if (!from || !to) return { problem: 'missing' };
  if (from > to) return { problem: 'order' };
  if (Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1 > MAX_INCOME_DAYS)
    return { problem: 'tooLong' };
  return { startDate: range.from, endDate: range.to };
}
