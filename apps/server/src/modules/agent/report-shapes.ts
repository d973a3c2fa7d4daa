import type { PeriodType } from '@portal/contracts/agent';

const DAY = 86_400_000;

/** A page of a list as the contracts' Page schema has it. */
export function pageOf<T>(content: T[], total: number, pageNum: number, pageSize: number) {
  return { content, pageNum, pageSize, totalPages: Math.ceil(total / pageSize), total };
}

const text = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The periods of a range of days (both included) for profit and loss: each day, each week from Monday,
 * each half month (1st to 15th, 16th to its end) or each month, cut to the range at both ends.
 */
export function periodsOf(startDate: string, endDate: string, type: PeriodType) {
  const first = Date.parse(`${startDate}T00:00:00Z`);
  const last = Date.parse(`${endDate}T00:00:00Z`);
  const periods: { startDate: string; endDate: string }[] = [];
  let at = first;
  while (at <= last) {
    const day = new Date(at);
    const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()];
    let next: number;
    if (type === 'daily') next = at + DAY;
    else if (type === 'weekly') next = at + (7 - ((day.getUTCDay() + 6) % 7)) * DAY;
    else if (type === 'halfMonth') next = d <= 15 ? Date.UTC(y, m, 16) : Date.UTC(y, m + 1, 1);
    else next = Date.UTC(y, m + 1, 1);
    periods.push({ startDate: text(at), endDate: text(Math.min(next - DAY, last)) });
    at = next;
  }
  return periods;
}
