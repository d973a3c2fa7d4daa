import type { OpsDashboard } from '@portal/contracts/operators-dashboard.schema';
import { compactMajor, useTokenColors } from '@portal/ui/chart-tokens.ts';
import { formatMoney } from '@portal/ui/format.ts';
import { useTranslation } from 'react-i18next';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import styles from './dashboard.module.css';

/** Money in and out per day, and the gross gaming revenue per day (red on a day the house lost). */
export function DashboardCharts({ days }: { days: OpsDashboard['days'] }) {
  const { t } = useTranslation('dashboard');
  const colors = useTokenColors();
  const axis = { stroke: colors['--c-text-muted'], fontSize: 12 };
  const shortDay = (day: string) => day.slice(5);
  const money = (value: unknown) => formatMoney(Number(value));
  // an all-zero period still gets a readable axis (at least 0 to 1.00)
  const domain = ([min, max]: readonly [number, number]): [number, number] => [
    Math.min(0, min),
    Math.max(100, max),
  ];
  const tooltip = {
    contentStyle: {
      background: 'var(--c-bg-elevated)',
      border: '1px solid var(--c-border)',
      borderRadius: 8,
      color: 'var(--c-text)',
    },
    formatter: money,
  };
  return (
    <div className={styles.charts}>
      <figure className={styles.chart} data-testid="bo-chart-money">
        <figcaption>{t('chart.money')}</figcaption>
        <ResponsiveContainer width="100%" height={260}>
          <AreaChart data={days} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
            <CartesianGrid stroke={colors['--c-border']} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={shortDay} tick={axis} stroke={colors['--c-border']} />
            <YAxis
              tickFormatter={compactMajor}
              tick={axis}
              stroke={colors['--c-border']}
              width={52}
              domain={domain}
            />
            <Tooltip {...tooltip} />
            <Legend />
            <Area
              type="monotone"
              dataKey="deposits"
              name={t('kpi.deposits')}
              stroke={colors['--c-success']}
              fill={colors['--c-success']}
              fillOpacity={0.18}
              isAnimationActive={false}
            />
            <Area
              type="monotone"
              dataKey="withdrawals"
              name={t('kpi.withdrawals')}
              stroke={colors['--c-accent']}
              fill={colors['--c-accent']}
              fillOpacity={0.18}
              isAnimationActive={false}
            />
          </AreaChart>
        </ResponsiveContainer>
      </figure>
      <figure className={styles.chart} data-testid="bo-chart-ggr">
        <figcaption>{t('chart.ggr')}</figcaption>
        <ResponsiveContainer width="100%" height={260}>
          <BarChart data={days} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
            <CartesianGrid stroke={colors['--c-border']} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={shortDay} tick={axis} stroke={colors['--c-border']} />
            <YAxis
              tickFormatter={compactMajor}
              tick={axis}
              stroke={colors['--c-border']}
              width={52}
              domain={domain}
            />
            <Tooltip {...tooltip} />
            <Bar dataKey="ggr" name={t('kpi.ggr')} radius={[4, 4, 0, 0]} isAnimationActive={false}>
              {days.map((d) => (
                <Cell key={d.day} fill={d.ggr < 0 ? colors['--c-danger'] : colors['--c-primary']} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </figure>
    </div>
  );
}
