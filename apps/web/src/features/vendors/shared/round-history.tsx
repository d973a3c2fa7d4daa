import type { VendorRound } from '@portal/contracts/vendors.schema';
import { formatDateTime } from '@portal/ui/format.ts';
import { useTranslation } from 'react-i18next';
import { formatGameMoney } from './money.ts';
import styles from './round-history.module.css';

type RoundHistoryProps = {
  /** Newest first, as GET /vendor/{vendor}/v1/history answers them. */
  rounds: VendorRound[];
  /** The currency shown with each amount; null or empty for trial credit. */
  currency?: string | null;
};

/** The player's last rounds of this game: time, stake, payout and the vendor's one-line summary. */
export function RoundHistory({ rounds, currency }: RoundHistoryProps) {
  const { t } = useTranslation('vendors');
  if (rounds.length === 0) return <p className={styles.empty}>{t('history.empty')}</p>;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('history.time')}</th>
          <th scope="col">{t('history.stake')}</th>
          <th scope="col">{t('history.payout')}</th>
          <th scope="col">{t('history.result')}</th>
        </tr>
      </thead>
      <tbody>
        {rounds.map((round) => (
          <tr key={round.roundId} data-testid="history-row">
            <td className={styles.time}>{formatDateTime(round.at)}</td>
            <td className={styles.figure}>{formatGameMoney(round.stake, currency)}</td>
            <td className={[styles.figure, round.payout > 0 ? styles.won : ''].join(' ')}>
              {formatGameMoney(round.payout, currency)}
            </td>
            <td className={styles.summary}>{round.summary}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
