import centre from '@portal/ui/centre-page.module.css';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { LoadFailed } from '@portal/ui/load-failed.tsx';
import { Pager } from '@portal/ui/pager.tsx';
import { Section } from '@portal/ui/section.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../api/system-status.ts';
import { useVendorLanes } from '../../api/vendor-lanes.ts';
import { useBetHistory } from './api/bet-history.ts';
import styles from './bet-record-page.module.css';
import { BetFilters } from './components/bet-filters.tsx';
import { BetList } from './components/bet-list.tsx';
import { BetTotals } from './components/bet-totals.tsx';
import { vendorChoices } from './lib/bet-choices.ts';
import { betHistoryQuery, DEFAULT_BET_FILTERS, type BetFilters as Filters } from './lib/bet-query.ts';

/** The member centre's personalHistoryCopy page: the member's bets, filtered, totalled and paged. */
export function BetRecordPage() {
  const { t } = useTranslation('betting');
  const symbol = useSystemStatus().data?.info.currencySymbol ?? '';
  const lanes = useVendorLanes().data ?? [];
  const [filters, setFilters] = useState<Filters>(DEFAULT_BET_FILTERS);
  const [pageNum, setPageNum] = useState(1);

  const query = betHistoryQuery(filters, pageNum);
  const history = useBetHistory(query ?? {}, query !== null);
  const vendorNames = new Map(vendorChoices(lanes, '').map((choice) => [choice.vendor, choice.name]));

  const changeFilters = (next: Filters) => {
    setFilters(next);
    setPageNum(1);
  };

  let content: ReactNode = null;
  if (query === null) {
    // the period picker says what is wrong with the days
  } else if (history.isPending) {
    content = (
      <div className={centre.loading} aria-busy="true" data-testid="bet-loading">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} height={56} radius={12} />
        ))}
      </div>
    );
  } else if (history.isError) {
    content = <LoadFailed error={history.error} onRetry={() => void history.refetch()} testId="bet-failed" />;
  } else {
    const page = history.data;
    const busy = history.isPlaceholderData;
    content = (
      <>
        <BetTotals totals={page.totals} symbol={symbol} busy={busy} />
        {page.content.length === 0 ? (
          <EmptyState
            icon="ticket"
            title={t('bets.emptyTitle')}
            hint={t('bets.emptyHint')}
            testId="bet-empty"
          />
        ) : (
          <>
            <BetList bets={page.content} symbol={symbol} vendorNames={vendorNames} busy={busy} />
            <div className={styles.foot}>
              <Pager
                page={page.pageNum}
                totalPages={page.totalPages}
                onPage={setPageNum}
                testId="bet-pager"
              />
            </div>
          </>
        )}
      </>
    );
  }

  return (
    <div className={centre.page} data-testid="bet-record-page">
      <Section icon="ticket" title={t('bets.title')} lead={t('bets.lead')}>
        <BetFilters value={filters} lanes={lanes} onChange={changeFilters} />
        {content}
      </Section>
    </div>
  );
}
