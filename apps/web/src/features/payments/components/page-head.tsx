import { formatMinor } from '@portal/contracts/wallet';
import hero from '@portal/ui/hero-card.module.css';
import { Icon, type IconName } from '@portal/ui/icons.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../shell/money/balance.ts';
import styles from './page-head.module.css';

type PageHeadProps = { icon: IconName; title: string; lead: string; symbol: string };

/** The page's title and lead beside the member's balance, the number every payment changes. */
export function PageHead({ icon, title, lead, symbol }: PageHeadProps) {
  const { t } = useTranslation('payments');
  const balance = useBalance();
  return (
    <header className={`${hero.heroCard} ${styles.head}`}>
      <span className={styles.emblem} aria-hidden="true">
        <Icon name={icon} size={26} />
      </span>
      <div className={styles.titles}>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.lead}>{lead}</p>
      </div>
      <div className={styles.balance} data-testid="payments-balance">
        <span className={styles.balanceLabel}>
          <Icon name="wallet" size={14} />
          {t('balance.available')}
        </span>
        {balance.data ? (
          <span className={styles.balanceValue}>
            {symbol || balance.data.currencySymbol}
            {formatMinor(balance.data.balance)}
          </span>
        ) : balance.isError ? (
          <span className={styles.balanceMuted}>{t('balance.hidden')}</span>
        ) : (
          <Skeleton width={120} height={26} radius={8} />
        )}
        {balance.data && balance.data.pendingWithdrawal > 0 ? (
          <span className={styles.held} data-testid="payments-held">
            <Icon name="lock" size={12} />
            {t('balance.held')}: {symbol || balance.data.currencySymbol}
            {formatMinor(balance.data.pendingWithdrawal)}
          </span>
        ) : null}
      </div>
    </header>
  );
}
