import type { DepositStatus, WithdrawalStatus } from '@portal/contracts/payments';
import { useTranslation } from 'react-i18next';
import styles from './status-badge.module.css';

const TONE: Record<DepositStatus | WithdrawalStatus, 'waiting' | 'good' | 'bad' | 'muted' | 'alert'> = {
  pending: 'waiting',
  paid: 'good',
  received: 'good',
  rejected: 'bad',
  expired: 'muted',
  not_received: 'alert',
  refunded: 'muted',
};

/** The translated status of a deposit or withdrawal, coloured by what it means for the player. */
export function StatusBadge({ status }: { status: DepositStatus | WithdrawalStatus }) {
  const { t } = useTranslation('payments');
  return (
    <span className={`${styles.badge} ${styles[TONE[status]]}`} data-testid="status-badge">
      <span className={styles.dot} aria-hidden="true" />
      {t(`status.${status}`)}
    </span>
  );
}
