import type { TeamOverview } from '@portal/contracts/agent';
import { compactMajor, useTokenColors } from '@portal/ui/chart-tokens.ts';
import { formatMoney } from '@portal/ui/format.ts';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { type ChartMetric, chartLabel } from '../lib/chart-points.ts';

type TeamChartProps = {
  series: TeamOverview['series'];
  granularity: TeamOverview['granularity'];
  metric: ChartMetric;
};

/**
 * The period's hours or days as a chart (Recharts, the back office's chart library): valid bets, money in
 * and out, the team's profit and loss (bars red where the team lost), or new and active members.
 */
export default function TeamChart({ series, granularity, metric }: TeamChartProps) {
  const { t } = useTranslation('agent');
  const colors = useTokenColors();
  const data = series.map((point) => ({ ...point, label: chartLabel(point.at, granularity) }));
  const axis = { fill: colors['--c-text-muted'], fontSize: 12 };
  const money = metric !== 'members';
  const tooltip = {
    contentStyle: {
      background: colors['--c-surface-2'],
      border: `1px solid ${colors['--c-border']}`,
      borderRadius: 8,
      color: colors['--c-text'],
    },
    labelStyle: { color: colors['--c-text'] },
    formatter: (value: unknown) => (money ? formatMoney(Number(value)) : String(value)),
  };
  const bar = (key: keyof TeamOverview['series'][number], color: string) => (
    <Bar
      dataKey={key}
      name={t(`overview.stats.${key}`)}
      fill={color}
      radius={[4, 4, 0, 0]}
      isAnimationActive={false}
    />
  );
  return (
    <ResponsiveContainer width="100%" height={260}>
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={colors['--c-border']} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={axis} stroke={colors['--c-border']} minTickGap={12} />
        <YAxis
          tick={axis}
          stroke={colors['--c-border']}
          width={52}
          allowDecimals={!money}
          tickFormatter={money ? compactMajor : undefined}
        />
        <Tooltip {...tooltip} />
        <Legend wrapperStyle={{ color: colors['--c-text-muted'], fontSize: 12 }} />
        {metric === 'validBet' ? bar('validBet', colors['--c-primary']) : null}
        {metric === 'money' ? bar('deposits', colors['--c-success']) : null}
        {metric === 'money' ? bar('withdrawals', colors['--c-accent']) : null}
        {metric === 'profitLoss' ? (
          <Bar
            dataKey="profitLoss"
            name={t('overview.stats.profitLoss')}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          >
            {data.map((point) => (
              <Cell
                key={point.at}
                fill={point.profitLoss < 0 ? colors['--c-danger'] : colors['--c-success']}
              />
            ))}
          </Bar>
        ) : null}
        {metric === 'members' ? bar('newMembers', colors['--c-primary']) : null}
        {metric === 'members' ? (
          <Line
            type="monotone"
            dataKey="activeMembers"
            name={t('overview.stats.activeMembers')}
            stroke={colors['--c-accent']}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ) : null}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
