import type { DepositStatus, WithdrawalStatus } from '@portal/contracts/payments';
import { formatMinor } from '@portal/contracts/wallet';
import { formatDateTime } from '@portal/ui/format.ts';
import { Icon, type IconName } from '@portal/ui/icons.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './history.module.css';
import { StatusBadge } from './status-badge.tsx';

type HistoryRowProps = {
  order: {
    status: DepositStatus | WithdrawalStatus;
    orderNo: string;
    amount: number;
    note: string | null;
    createdAt: string;
  };
  symbol: string;
  icon: IconName;
  title: ReactNode;
  /** Money that reached the wallet: a plus sign in the credit colour. */
  credited?: boolean;
  testId: string;
  /** Under the row: what the member can do or what came of it. */
  children?: ReactNode;
};

/** One order in a history: what and when, the amount and the status, and the operator's note. */
export function HistoryRow({
  order,
  symbol,
  icon,
  title,
  credited = false,
  testId,
  children,
}: HistoryRowProps) {
  const { t } = useTranslation('payments');
  return (
    <li className={styles.row} data-testid={testId} data-status={order.status} data-order-no={order.orderNo}>
      <div className={styles.rowMain}>
        <span className={styles.rowIcon} aria-hidden="true">
          <Icon name={icon} size={18} />
        </span>
        <div className={styles.rowText}>
          <span className={styles.rowTitle}>{title}</span>
          <span className={styles.rowMeta}>
            <span className={styles.orderNo}>
              {t('history.orderNo')} {order.orderNo}
            </span>
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </span>
        </div>
        <div className={styles.rowEnd}>
          <span className={credited ? `${styles.amount} ${styles.in}` : styles.amount}>
            {credited ? '+' : ''}
            {symbol}
            {formatMinor(order.amount)}
          </span>
          <StatusBadge status={order.status} />
        </div>
      </div>
      {order.note ? <p className={styles.rowNote}>{t('history.note', { note: order.note })}</p> : null}
      {children}
    </li>
  );
}
