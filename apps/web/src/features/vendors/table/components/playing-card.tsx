import type { Card } from '@portal/contracts/vendors.schema';
import { useTranslation } from 'react-i18next';
import { rankLabel, suitSymbol } from '../lib/baccarat.ts';
import styles from './playing-card.module.css';

/** A card that turns face up as it appears (the turn is skipped under reduced motion). */
export function PlayingCard({ card }: { card: Card }) {
  const { t } = useTranslation('tables');
  const red = card.suit === 'H' || card.suit === 'D';
  const rank = rankLabel(card.rank);
  const suit = suitSymbol(card.suit);
  return (
    <div
      className={styles.card}
      data-testid="card"
      data-rank={card.rank}
      data-suit={card.suit}
      role="img"
      aria-label={t('card.label', { rank: t(`card.ranks.${card.rank}`), suit: t(`card.suits.${card.suit}`) })}
    >
      <div className={styles.inner}>
        <div className={[styles.face, red ? styles.red : ''].join(' ')} aria-hidden="true">
          <span className={styles.corner}>
            {rank}
            <span>{suit}</span>
          </span>
          <span className={styles.pip}>{suit}</span>
          <span className={[styles.corner, styles.bottom].join(' ')}>
            {rank}
            <span>{suit}</span>
          </span>
        </div>
        <div className={styles.back} aria-hidden="true" />
      </div>
    </div>
  );
}
