import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@portal/contracts/wallet';
import type { WithdrawalOrder, WithdrawalQuery } from '@portal/contracts/wallet.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icons.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useWithdrawalHistory } from '../api/withdrawal-history.ts';
import { type QuickRange, quickRange } from '../lib/date-range.ts';
import { HISTORY_PAGE_SIZE } from './deposit-history.tsx';
import { FormAlert } from './form-alert.tsx';
import styles from './history.module.css';
import { HistoryFilters } from './history-filters.tsx';
import { LoadFailed } from './load-failed.tsx';
import { Pager } from './pager.tsx';
import { ProofDialog } from './proof-dialog.tsx';
import { WithdrawalRow } from './withdrawal-row.tsx';

/** The member's withdrawals with their answers: received, or not received with proof. */
export function WithdrawalHistory({ symbol }: { symbol: string }) {
  const { t } = useTranslation('payments');
  const [status, setStatus] = useState<WithdrawalStatus | ''>('');
  const [days, setDays] = useState<QuickRange>(7);
  const [page, setPage] = useState(1);
  const [reporting, setReporting] = useState<WithdrawalOrder | null>(null);
  const [thanked, setThanked] = useState(false);
  const query: WithdrawalQuery = {
    ...quickRange(days),
    ...(status ? { status } : {}),
    pageNum: page,
    pageSize: HISTORY_PAGE_SIZE,
  };
  const history = useWithdrawalHistory(query);

  return (
    <div className={styles.history} data-testid="withdraw-history">
      <HistoryFilters
        statuses={WITHDRAWAL_STATUSES}
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
        testPrefix="withdraw"
      />
      {thanked ? (
        <FormAlert tone="success" testId="withdraw-thanks">
          {t('withdraw.confirm.thanks')}
        </FormAlert>
      ) : null}
      {history.isPending ? (
        <div className={styles.loading} aria-busy="true">
          <Skeleton height={64} radius={16} />
          <Skeleton height={64} radius={16} />
          <Skeleton height={64} radius={16} />
        </div>
      ) : history.isError ? (
        <LoadFailed error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.content.length === 0 ? (
        <div className={styles.empty} data-testid="withdraw-history-empty">
          <Icon name="receipt" size={28} className={styles.emptyIcon} />
          {t('history.empty')}
        </div>
      ) : (
        <>
          <ul className={history.isPlaceholderData ? `${styles.list} ${styles.stale}` : styles.list}>
            {history.data.content.map((order) => (
              <WithdrawalRow
                key={order.id}
                order={order}
                symbol={symbol}
                onConfirmed={() => setThanked(true)}
                onNotReceived={() => setReporting(order)}
                onDue={() => void history.refetch()}
              />
            ))}
          </ul>
          <div className={styles.footer}>
            <span className={styles.total}>{t('history.total', { count: history.data.total })}</span>
            <Pager page={page} totalPages={history.data.totalPages} onPage={setPage} testPrefix="withdraw" />
          </div>
        </>
      )}
      {reporting ? (
        <ProofDialog
          order={reporting}
          onClose={() => setReporting(null)}
          onDone={() => {
            setReporting(null);
            setThanked(true);
          }}
        />
      ) : null}
    </div>
  );
}
