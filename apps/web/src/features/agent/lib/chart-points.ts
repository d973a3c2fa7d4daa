import type { TeamOverview } from '@portal/contracts/agent';

/** What the overview's chart draws. */
export const CHART_METRICS = ['validBet', 'money', 'profitLoss', 'members'] as const;
export type ChartMetric = (typeof CHART_METRICS)[number];

const pad = (value: number) => String(value).padStart(2, '0');

/** A point's place on the axis: its hour (today, yesterday) or its day (d/m), in local time. */
export function chartLabel(at: string, granularity: TeamOverview['granularity']): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return granularity === 'hour'
    ? `${pad(date.getHours())}:00`
    : `${pad(date.getDate())}/${pad(date.getMonth() + 1)}`;
}

/** Whether anything happened in the period: an all-zero chart is shown as words instead. */
export function hasActivity(series: TeamOverview['series']): boolean {
  return series.some(
    (point) =>
      point.newMembers !== 0 ||
      point.activeMembers !== 0 ||
      point.deposits !== 0 ||
      point.withdrawals !== 0 ||
      point.validBet !== 0 ||
      point.payout !== 0 ||
      point.profitLoss !== 0,
  );
}
