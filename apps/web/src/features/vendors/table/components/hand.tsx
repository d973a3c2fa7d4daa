import { useTranslation } from 'react-i18next';
import { type DealtCard, handTotal, type Side } from '../lib/baccarat.ts';
import styles from './hand.module.css';
import { PlayingCard } from './playing-card.tsx';

type HandProps = {
  side: Side;
  /** This side's cards turned over so far. */
  cards: DealtCard[];
  winner: boolean;
};

/** The two places a hand shows before its cards come. */
const PLACES = ['first', 'second'];

/** One side of the table: its name, its running total and its cards (two empty places before a deal). */
export function Hand({ side, cards, winner }: HandProps) {
  const { t } = useTranslation('tables');
  const label = t(side === 'player' ? 'bets.PLAYER' : 'bets.BANKER');
  return (
    <section
      className={[styles.hand, styles[side], winner ? styles.winner : ''].join(' ')}
      aria-label={label}
      data-testid={`hand-${side}`}
    >
      <header className={styles.header}>
        <h2 className={styles.name}>{label}</h2>
        {cards.length > 0 && (
          <output className={styles.total} data-testid={`total-${side}`}>
            {handTotal(cards.map((dealt) => dealt.card))}
          </output>
        )}
      </header>
      <div className={styles.cards}>
        {cards.map((dealt) => (
          <PlayingCard key={dealt.index} card={dealt.card} />
        ))}
        {PLACES.slice(cards.length).map((place) => (
          <span key={place} className={styles.place} aria-hidden="true" />
        ))}
      </div>
    </section>
  );
}
