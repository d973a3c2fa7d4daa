import type { BetStatus } from '@portal/contracts/betting';
import { useTranslation } from 'react-i18next';
import styles from './bet-status-badge.module.css';

/** A bet's state as a coloured pill: open amber, won green, lost red, refunded grey. */
export function BetStatusBadge({ status }: { status: BetStatus }) {
  const { t } = useTranslation('records');
  return (
    <span className={`${styles.badge} ${styles[status]}`} data-testid="bet-status">
      {t(`statuses.${status}`)}
    </span>
  );
}
