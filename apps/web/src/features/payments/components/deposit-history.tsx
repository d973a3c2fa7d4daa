import { DEPOSIT_STATUSES, type DepositStatus, formatMinor } from '@portal/contracts/wallet';
import type { DepositOrder, DepositQuery } from '@portal/contracts/wallet.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format.ts';
import { Icon } from '../../../ui/icons.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useDepositHistory } from '../api/deposit-history.ts';
import { type QuickRange, quickRange } from '../lib/date-range.ts';
import styles from './history.module.css';
import { HistoryFilters } from './history-filters.tsx';
import { LoadFailed } from './load-failed.tsx';
import { Pager } from './pager.tsx';
import { StatusBadge } from './status-badge.tsx';

export const HISTORY_PAGE_SIZE = 10;

/** The first page of the last week, every status: the list as it opens. */
export function defaultDepositQuery(): DepositQuery {
  return { ...quickRange(7), pageNum: 1, pageSize: HISTORY_PAGE_SIZE };
}

/** The member's deposits with a status filter, the quick ranges and pages. */
export function DepositHistory({ symbol }: { symbol: string }) {
  const { t } = useTranslation('payments');
  const [status, setStatus] = useState<DepositStatus | ''>('');
  const [days, setDays] = useState<QuickRange>(7);
  const [page, setPage] = useState(1);
  const query: DepositQuery = {
    ...quickRange(days),
    ...(status ? { status } : {}),
    pageNum: page,
    pageSize: HISTORY_PAGE_SIZE,
  };
  const history = useDepositHistory(query);

  return (
    <div className={styles.history} data-testid="deposit-history">
      <HistoryFilters
        statuses={DEPOSIT_STATUSES}
        status={status}
        onStatus={(next) => {
          setStatus(next);
          setPage(1);
        }}
        days={days}
        onDays={(next) => {
          setDays(next);
          setPage(1);
        }}
        testPrefix="deposit"
      />
      {history.isPending ? (
        <div className={styles.loading} aria-busy="true">
          <Skeleton height={64} radius={16} />
          <Skeleton height={64} radius={16} />
          <Skeleton height={64} radius={16} />
        </div>
      ) : history.isError ? (
        <LoadFailed error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.content.length === 0 ? (
        <div className={styles.empty} data-testid="deposit-history-empty">
          <Icon name="receipt" size={28} className={styles.emptyIcon} />
          {t('history.empty')}
        </div>
      ) : (
        <>
          <ul className={history.isPlaceholderData ? `${styles.list} ${styles.stale}` : styles.list}>
            {history.data.content.map((order) => (
              <DepositRow key={order.id} order={order} symbol={symbol} />
            ))}
          </ul>
          <div className={styles.footer}>
            <span className={styles.total}>{t('history.total', { count: history.data.total })}</span>
            <Pager page={page} totalPages={history.data.totalPages} onPage={setPage} testPrefix="deposit" />
          </div>
        </>
      )}
    </div>
  );
}

function DepositRow({ order, symbol }: { order: DepositOrder; symbol: string }) {
  const { t } = useTranslation('payments');
  return (
    <li
      className={styles.row}
      data-testid="deposit-history-row"
      data-status={order.status}
      data-order-no={order.orderNo}
    >
      <div className={styles.rowMain}>
        <span className={styles.rowIcon} aria-hidden="true">
          <Icon name={order.payee ? 'bank' : 'bolt'} size={18} />
        </span>
        <div className={styles.rowText}>
          <span className={styles.rowTitle}>{order.channelName}</span>
          <span className={styles.rowMeta}>
            <span className={styles.orderNo}>
              {t('history.orderNo')} {order.orderNo}
            </span>
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </span>
        </div>
        <div className={styles.rowEnd}>
          <span className={order.status === 'paid' ? `${styles.amount} ${styles.in}` : styles.amount}>
            {order.status === 'paid' ? '+' : ''}
            {symbol}
            {formatMinor(order.amount)}
          </span>
          <StatusBadge status={order.status} />
        </div>
      </div>
      {order.note ? <p className={styles.rowNote}>{t('history.note', { note: order.note })}</p> : null}
    </li>
  );
}
