import type { TeamOverview } from '@portal/contracts/agent';
import { Button } from '@portal/ui/button.tsx';
import centre from '@portal/ui/centre-page.module.css';
import { formatDay } from '@portal/ui/date-range.ts';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { formatInteger } from '@portal/ui/format.ts';
import { Icon } from '@portal/ui/icons.tsx';
import { Money } from '@portal/ui/money.tsx';
import { Section } from '@portal/ui/section.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../api/system-status.ts';
import { useCentreStore } from '../../shell/centre/centre-store.ts';
import { lazyChunk } from '../../shell/chunks/chunk-load.ts';
import { useTeamOverview } from './api/team-overview.ts';
import { AgentLoadFailed } from './components/agent-load-failed.tsx';
import { ChoiceChips } from './components/choice-chips.tsx';
import filters from './components/filters.module.css';
import { TeamPeriodChips } from './components/period-chips.tsx';
import { Stat, StatGrid } from './components/stat-grid.tsx';
import { CHART_METRICS, type ChartMetric, hasActivity } from './lib/chart-points.ts';
import { useTeamFocus } from './lib/team-focus.ts';
import { DEFAULT_TEAM_RANGE, rangeFields, type TeamRange } from './lib/team-range.ts';
import styles from './team-overview-page.module.css';

// Recharts loads with the chart, after the figures: neither the first page nor the figures wait for it.
const TeamChart = lazyChunk(() => import('./components/team-chart.tsx'));

function OverviewStats({ data, symbol, busy }: { data: TeamOverview; symbol: string; busy: boolean }) {
  const { t } = useTranslation('agent');
  const count = (value: number) => t('overview.count', { count: value, formatted: formatInteger(value) });
  return (
    <StatGrid label={t('overview.statsLabel')} busy={busy} testId="overview-stats">
      <Stat icon="users" label={t('overview.stats.teamSize')} testId="overview-team-size">
        {formatInteger(data.teamSize)}
      </Stat>
      <Stat icon="sitemap" label={t('overview.stats.directMembers')} testId="overview-direct">
        {formatInteger(data.directMembers)}
      </Stat>
      <Stat icon="userPlus" label={t('overview.stats.newMembers')} testId="overview-new">
        {formatInteger(data.newMembers)}
      </Stat>
      <Stat icon="bolt" label={t('overview.stats.activeMembers')} testId="overview-active">
        {formatInteger(data.activeMembers)}
      </Stat>
      <Stat
        icon="deposit"
        label={t('overview.stats.deposits')}
        detail={count(data.depositCount)}
        testId="overview-deposits"
      >
        <Money amount={data.deposits} symbol={symbol} />
      </Stat>
      <Stat
        icon="withdraw"
        label={t('overview.stats.withdrawals')}
        detail={count(data.withdrawalCount)}
        testId="overview-withdrawals"
      >
        <Money amount={data.withdrawals} symbol={symbol} />
      </Stat>
      <Stat
        icon="ticket"
        label={t('overview.stats.validBet')}
        detail={t('overview.bets', { count: data.bets, formatted: formatInteger(data.bets) })}
        testId="overview-valid-bet"
      >
        <Money amount={data.validBet} symbol={symbol} />
      </Stat>
      <Stat icon="coins" label={t('overview.stats.payout')} testId="overview-payout">
        <Money amount={data.payout} symbol={symbol} />
      </Stat>
      <Stat
        icon="chart"
        label={t('overview.stats.profitLoss')}
        detail={t('overview.profitLossHint')}
        highlight
        testId="overview-profit-loss"
      >
        <Money amount={data.profitLoss} symbol={symbol} signed />
      </Stat>
    </StatGrid>
  );
}

function OverviewChart({ data }: { data: TeamOverview }) {
  const { t } = useTranslation('agent');
  const [metric, setMetric] = useState<ChartMetric>('validBet');
  const caption = t(data.granularity === 'hour' ? 'overview.chart.hourly' : 'overview.chart.daily');
  return (
    <figure className={styles.chart} data-testid="overview-chart" data-points={data.series.length}>
      <figcaption className={styles.chartHead}>
        <span className={styles.chartTitle}>{caption}</span>
      </figcaption>
      <ChoiceChips
        label={t('overview.chart.show')}
        options={CHART_METRICS.map((value) => ({ value, label: t(`overview.chart.${value}`) }))}
        value={metric}
        onChange={setMetric}
        testId="overview-metric"
      />
      {hasActivity(data.series) ? (
        <div className={styles.plot} role="img" aria-label={`${caption}: ${t(`overview.chart.${metric}`)}`}>
          <Suspense fallback={<Skeleton height={260} radius={12} />}>
            <TeamChart series={data.series} granularity={data.granularity} metric={metric} />
          </Suspense>
        </div>
      ) : (
        <p className={styles.quiet} data-testid="overview-chart-quiet">
          <Icon name="chart" size={18} />
          {t('overview.chart.quiet')}
        </p>
      )}
    </figure>
  );
}

/** The agent centre's agentTeamOverview page: the team's figures over a period, and a chart of it. */
export function TeamOverviewPage() {
  const { t } = useTranslation('agent');
  const symbol = useSystemStatus().data?.info.currencySymbol ?? '';
  const focused = useTeamFocus((state) => state.member);
  const focus = useTeamFocus((state) => state.focus);
  const [range, setRange] = useState<TeamRange>(DEFAULT_TEAM_RANGE);
  const fields = rangeFields(range);
  const query = fields ? { ...fields, ...(focused ? { agentId: focused.id } : {}) } : null;
  const overview = useTeamOverview(query ?? { period: 'today' }, query !== null);

  let content: ReactNode = null;
  if (query === null) {
    // the period chips say what is wrong with the days
  } else if (overview.isPending) {
    content = (
      <div className={centre.loading} aria-busy="true" data-testid="overview-loading">
        <div className={styles.skeletons}>
          {[0, 1, 2, 3, 4, 5].map((n) => (
            <Skeleton key={n} height={84} radius={12} />
          ))}
        </div>
        <Skeleton height={300} radius={12} />
      </div>
    );
  } else if (overview.isError) {
    content = (
      <AgentLoadFailed
        error={overview.error}
        onRetry={() => void overview.refetch()}
        testId="overview-failed"
      />
    );
  } else if (overview.data.teamSize === 0 && !focused) {
    content = (
      <EmptyState
        icon="users"
        title={t('overview.emptyTitle')}
        hint={t('overview.emptyHint')}
        testId="overview-empty"
      >
        <Button
          icon={<Icon name="userPlus" size={16} />}
          data-testid="overview-recruit"
          onClick={() => useCentreStore.getState().openAgent('registerCenter')}
        >
          {t('overview.recruit')}
        </Button>
      </EmptyState>
    );
  } else {
    const data = overview.data;
    content = (
      <>
        <p className={styles.range} data-testid="overview-range">
          {t('overview.range', { from: formatDay(data.startDate), to: formatDay(data.endDate) })}
        </p>
        <OverviewStats data={data} symbol={symbol} busy={overview.isPlaceholderData} />
        <OverviewChart data={data} />
      </>
    );
  }

  return (
    <div className={centre.page} data-testid="overview-page">
      <Section icon="users" title={t('overview.title')} lead={t('overview.lead')}>
        {focused ? (
          <div className={styles.focus} data-testid="overview-focus">
            <Icon name="sitemap" size={18} />
            <span>{t('overview.focus', { username: focused.username })}</span>
            <Button size="sm" variant="ghost" data-testid="overview-focus-clear" onClick={() => focus(null)}>
              {t('overview.focusClear')}
            </Button>
          </div>
        ) : null}
        <div className={filters.panel}>
          <TeamPeriodChips value={range} onChange={setRange} testId="overview" />
        </div>
        {content}
      </Section>
    </div>
  );
}
