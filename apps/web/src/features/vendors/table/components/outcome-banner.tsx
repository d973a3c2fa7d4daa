import type { TableDealResult } from '@portal/contracts/vendors.schema';
import { useTranslation } from 'react-i18next';
import styles from './outcome-banner.module.css';

type OutcomeBannerProps = {
  result: TableDealResult;
  /** The payout as the page writes money. */
  payoutText: string;
};

/** Who won the round, the score, and what it paid the player. */
export function OutcomeBanner({ result, payoutText }: OutcomeBannerProps) {
  const { t } = useTranslation('tables');
  const tone = { PLAYER: styles.player, BANKER: styles.banker, TIE: styles.tie }[result.outcome];
  return (
    <div
      className={[styles.banner, tone].join(' ')}
      data-testid="outcome"
      data-outcome={result.outcome}
      role="status"
    >
      <strong className={styles.headline}>{t(`outcome.${result.outcome}`)}</strong>
      <span className={styles.score}>
        {t('outcome.score', { player: result.playerTotal, banker: result.bankerTotal })}
      </span>
      <span className={result.payout > 0 ? styles.win : styles.none} data-testid="payout">
        {result.payout > 0 ? t('outcome.won', { amount: payoutText }) : t('outcome.noWin')}
      </span>
    </div>
  );
}
