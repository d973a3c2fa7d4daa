import type { PageOf } from '@portal/contracts/common';
import { lastDaysInstants } from '@portal/ui/date-range.ts';
import { Icon } from '@portal/ui/icons.tsx';
import { LoadFailed } from '@portal/ui/load-failed.tsx';
import { Pager } from '@portal/ui/pager.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './history.module.css';
import { HistoryFilters, type QuickRange } from './history-filters.tsx';

export const HISTORY_PAGE_SIZE = 10;

/** The filters' state and the query they make: a new status or range goes back to the first page. */
export function useHistoryQuery<S extends string>() {
  const [status, setStatus] = useState<S | ''>('');
  const [days, setDays] = useState<QuickRange>(7);
  const [page, setPage] = useState(1);
  return {
    status,
    onStatus: (next: S | '') => {
      setStatus(next);
      setPage(1);
    },
    days,
    onDays: (next: QuickRange) => {
      setDays(next);
      setPage(1);
    },
    page,
    setPage,
    query: {
      ...lastDaysInstants(days),
      ...(status ? { status } : {}),
      pageNum: page,
      pageSize: HISTORY_PAGE_SIZE,
    },
  };
}

type HistoryListProps<S extends string, T> = {
  /** 'deposit' or 'withdraw': the list's and its controls' test ids. */
  testPrefix: string;
  statuses: readonly S[];
  filters: ReturnType<typeof useHistoryQuery<S>>;
  history: UseQueryResult<PageOf<T>>;
  renderRow: (order: T) => ReactNode;
  /** Between the filters and the list: a notice. */
  notice?: ReactNode;
  /** After the list: a dialog it opens. */
  children?: ReactNode;
};

/** The member's orders of one kind: the filters, then loading, failed, empty or a page of rows. */
export function HistoryList<S extends string, T>({
  testPrefix,
  statuses,
  filters,
  history,
  renderRow,
  notice,
  children,
}: HistoryListProps<S, T>) {
  const { t } = useTranslation('payments');
  return (
    <div className={styles.history} data-testid={`${testPrefix}-history`}>
      <HistoryFilters
        statuses={statuses}
        status={filters.status}
        onStatus={filters.onStatus}
        days={filters.days}
        onDays={filters.onDays}
        testPrefix={testPrefix}
      />
      {notice}
      {history.isPending ? (
        <div className={styles.loading} aria-busy="true">
          <Skeleton height={64} radius={16} />
          <Skeleton height={64} radius={16} />
          <Skeleton height={64} radius={16} />
        </div>
      ) : history.isError ? (
        <LoadFailed
          error={history.error}
          onRetry={() => void history.refetch()}
          testId="payments-load-failed"
        />
      ) : history.data.content.length === 0 ? (
        <div className={styles.empty} data-testid={`${testPrefix}-history-empty`}>
          <Icon name="receipt" size={28} className={styles.emptyIcon} />
          {t('history.empty')}
        </div>
      ) : (
        <>
          <ul className={history.isPlaceholderData ? `${styles.list} ${styles.stale}` : styles.list}>
            {history.data.content.map(renderRow)}
          </ul>
          <div className={styles.footer}>
            <span className={styles.total}>{t('history.total', { count: history.data.total })}</span>
            <Pager
              page={filters.page}
              totalPages={history.data.totalPages}
              onPage={filters.setPage}
              testId={`${testPrefix}-pager`}
            />
          </div>
        </>
      )}
      {children}
    </div>
  );
}
