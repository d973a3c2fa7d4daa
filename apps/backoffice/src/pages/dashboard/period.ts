/** The dashboard's quick periods, as UTC days (the platform's day boundary). */
export const QUICK_PERIODS = ['today', 'yesterday', 'week', 'month', 'thisMonth'] as const;
export type QuickPeriod = (typeof QUICK_PERIODS)[number];

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first and last day of a quick period, ending today (or yesterday's one day). */
export function periodOf(quick: QuickPeriod, now = Date.now()): { from: string; to: string } {
  switch (quick) {
    case 'today':
      return { from: day(now), to: day(now) };
    case 'yesterday':
      return { from: day(now - DAY_MS), to: day(now - DAY_MS) };
    case 'week':
      return { from: day(now - 6 * DAY_MS), to: day(now) };
    case 'month':
      return { from: day(now - 29 * DAY_MS), to: day(now) };
    case 'thisMonth':
      return { from: `${day(now).slice(0, 7)}-01`, to: day(now) };
  }
}
