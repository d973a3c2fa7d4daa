import centre from '@portal/ui/centre-page.module.css';
import { formatDay } from '@portal/ui/date-range.ts';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { LoadFailed } from '@portal/ui/load-failed.tsx';
import { Section } from '@portal/ui/section.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../api/system-status.ts';
import { usePersonalProfit } from './api/personal-profit.ts';
import filters from './components/filters.module.css';
import { PeriodPicker } from './components/period-picker.tsx';
import { ProfitSummary } from './components/profit-summary.tsx';
import { ProfitTable } from './components/profit-table.tsx';
import { RebateRates } from './components/rebate-rates.tsx';
import { type RecordRange, rangeQuery } from './lib/record-range.ts';
import styles from './personal-profit-page.module.css';

/** Profit opens on the current month: the span a member usually weighs results over. */
export const DEFAULT_PROFIT_RANGE: RecordRange = { kind: 'period', period: 'thisMonth' };

/** The member centre's personalProfit page: stake, profit and estimated rebate by game type. */
export function PersonalProfitPage() {
  const { t } = useTranslation('betting');
  const symbol = useSystemStatus().data?.info.currencySymbol ?? '';
  const [range, setRange] = useState<RecordRange>(DEFAULT_PROFIT_RANGE);
  const query = rangeQuery(range);
  const report = usePersonalProfit(query ?? {}, query !== null);

  let content: ReactNode = null;
  if (query === null) {
    // the period picker says what is wrong with the days
  } else if (report.isPending) {
    content = (
      <div className={centre.loading} aria-busy="true" data-testid="profit-loading">
        <Skeleton height={72} radius={12} />
        <Skeleton height={160} radius={12} />
      </div>
    );
  } else if (report.isError) {
    content = (
      <LoadFailed error={report.error} onRetry={() => void report.refetch()} testId="profit-failed" />
    );
  } else {
    const data = report.data;
    const busy = report.isPlaceholderData;
    content = (
      <>
        <p className={styles.range} data-testid="profit-range">
          {t('profit.range', { from: formatDay(data.startDate), to: formatDay(data.endDate) })}
        </p>
        <ProfitSummary totals={data.totals} symbol={symbol} busy={busy} />
        {data.rows.length === 0 ? (
          <EmptyState
            icon="chart"
            title={t('profit.emptyTitle')}
            hint={t('profit.emptyHint')}
            testId="profit-empty"
          />
        ) : (
          <ProfitTable rows={data.rows} symbol={symbol} busy={busy} />
        )}
        <p className={styles.note} data-testid="profit-note">
          <Icon name="alert" size={14} />
          {t('profit.note')}
        </p>
      </>
    );
  }

  return (
    <div className={centre.page} data-testid="profit-page">
      <Section icon="chart" title={t('profit.title')} lead={t('profit.lead')}>
        <div className={filters.panel}>
          <PeriodPicker value={range} onChange={setRange} testId="profit" />
        </div>
        {content}
      </Section>
      <RebateRates />
    </div>
  );
}
