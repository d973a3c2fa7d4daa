import type { ConsolidatedFunds } from '@portal/contracts/wallet.schema';
import { Icon } from '@portal/ui/icons.tsx';
import { Money } from '@portal/ui/money.tsx';
import { useTranslation } from 'react-i18next';
import styles from './funds-summary.module.css';

type FundsSummaryProps = {
  funds: ConsolidatedFunds;
  refreshing: boolean;
  onRefresh: () => void;
  /** Transfer wallets: the total leads, with the main wallet and the game wallets under it. */
  split: boolean;
};

/** The member's money at a glance: the total, the main wallet, what sits in game wallets, what is held. */
export function FundsSummary({ funds, refreshing, onRefresh, split }: FundsSummaryProps) {
  const { t } = useTranslation('wallet');
  const facts = [
    ...(split
      ? [
          { label: t('fund.main'), amount: funds.main, testId: 'wallet-main-balance', held: false },
          {
            label: t('fund.inGames'),
            amount: funds.total - funds.main,
            testId: 'wallet-games-balance',
            held: false,
          },
        ]
      : []),
    // money on hold for a withdrawal is shown only while there is some
    ...(funds.pendingWithdrawal > 0
      ? [{ label: t('fund.pending'), amount: funds.pendingWithdrawal, testId: 'wallet-pending', held: true }]
      : []),
  ];
  return (
    <section className={styles.card} data-testid="wallet-summary">
      <div className={styles.top}>
        <div className={styles.headline}>
          <p className={styles.kicker}>
            <Icon name="wallet" size={16} />
            {t(split ? 'fund.total' : 'fund.main')}
          </p>
          <p className={styles.total} data-testid={split ? 'wallet-total-balance' : 'wallet-main-balance'}>
            <Money amount={split ? funds.total : funds.main} symbol={funds.currencySymbol} />
          </p>
          <p className={styles.currency}>{t('fund.currency', { currency: funds.currency })}</p>
        </div>
        <div className={styles.tools}>
          <button
            type="button"
            className={`${styles.refresh} ${refreshing ? styles.spinning : ''}`}
            aria-label={t('actions.refresh')}
            title={t('actions.refresh')}
            aria-busy={refreshing}
            data-testid="wallet-refresh"
            onClick={onRefresh}
          >
            <Icon name="refresh" size={18} />
          </button>
        </div>
      </div>
      {facts.length > 0 ? (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.testId} className={`${styles.fact} ${fact.held ? styles.held : ''}`}>
              <dt>{fact.label}</dt>
              <dd data-testid={fact.testId}>
                <Money amount={fact.amount} symbol={funds.currencySymbol} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
