import { EmptyState } from '@portal/ui/empty-state.tsx';
import { Money } from '@portal/ui/money.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { useRanking } from '../api/get-ranking.ts';
import styles from './winners-ranking.module.css';

/** The week's biggest wins of the game (names masked by the server). */
export function WinnersRanking({ gameCode, symbol }: { gameCode: string; symbol: string }) {
  const { t } = useTranslation('lottery');
  const ranking = useRanking(gameCode);
  if (ranking.isPending) return <Skeleton height={160} radius="var(--radius-lg)" />;
  if (!ranking.data?.length)
    return <EmptyState icon="trophy" title={t('ranking.empty')} testId="ranking-empty" />;
  return (
    <ol className={styles.list} data-testid="ranking">
      {ranking.data.map((win, i) => (
        <li key={`${win.account}-${win.issue}-${win.settledAt}`} className={styles.row}>
          <span className={styles.place} data-place={i + 1}>
            {i + 1}
          </span>
          <span className={styles.who}>
            <strong>{win.account}</strong>
            <small>{t('draw.issue', { issue: win.issue })}</small>
          </span>
          <Money amount={win.payout} symbol={symbol} className={styles.amount} />
        </li>
      ))}
    </ol>
  );
}
