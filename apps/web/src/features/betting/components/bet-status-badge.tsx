import type { BetStatus } from '@portal/contracts/betting';
import { useTranslation } from 'react-i18next';
import styles from './bet-status-badge.module.css';

/**
 * A bet's state as a coloured pill: open amber, won green, lost red, refunded grey. A win that pays back
 * less than the stake (a slot line smaller than the bet) reads as a part returned, as players read it.
 */
export function BetStatusBadge({ status, winLoss }: { status: BetStatus; winLoss?: number }) {
  const { t } = useTranslation('betting');
  const shown = status === 'won' && winLoss !== undefined && winLoss < 0 ? 'partial' : status;
  return (
    <span className={`${styles.badge} ${styles[shown]}`} data-testid="bet-status" data-shown={shown}>
      {t(`statuses.${shown}`)}
    </span>
  );
}
