import { QUICK_RANGES_DAYS } from '@portal/contracts/wallet';

export type QuickRange = (typeof QUICK_RANGES_DAYS)[number];
export const QUICK_RANGES = QUICK_RANGES_DAYS;

/**
 * The previous `days` local days, today included, as the instants the records' query takes: from
 * midnight `days - 1` days ago to the end of today. Stable through the day, so it keys a query.
 */
export function quickRange(days: number, now = new Date()): { start: string; end: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 0, -1);
  return { start: start.toISOString(), end: end.toISOString() };
}
