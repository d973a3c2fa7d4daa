import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './game-bar.module.css';
import { formatGameMoney } from './money.ts';

type GameBarProps = {
  title: string;
  /** Minor units. */
  balance: number;
  currency: string;
  /** Free trial: demo credit, shown with a TRIAL badge instead of the currency. */
  trial: boolean;
  /** Buttons of the page (info, history) at the bar's end. */
  children?: ReactNode;
};

/** The compact top bar of a game page: its title, the trial badge and the balance. */
export function GameBar({ title, balance, currency, trial, children }: GameBarProps) {
  const { t } = useTranslation('vendors');
  return (
    <header className={styles.bar}>
      <h1 className={styles.title}>{title}</h1>
      {trial && (
        <span className={styles.trial} data-testid="trial-badge">
          {t('bar.trial')}
        </span>
      )}
      <div className={styles.balance}>
        <span className={styles.label}>{t('bar.balance')}</span>
        <span className={styles.amount} data-testid="balance">
          {formatGameMoney(balance, trial ? null : currency)}
        </span>
      </div>
      {children && <div className={styles.actions}>{children}</div>}
    </header>
  );
}
