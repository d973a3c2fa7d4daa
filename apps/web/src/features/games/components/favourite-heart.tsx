import styles from './favourite-heart.module.css';

type Props = { pressed: boolean; label: string; onToggle: () => void };

/** The heart on a game card's artwork: pressed when the game is a favourite. */
export function FavouriteHeart({ pressed, label, onToggle }: Props) {
  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={onToggle}
      data-testid="favourite-toggle"
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          d="M12 20.5s-7.5-4.6-9.2-9.3C1.7 8 3.7 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.5 0 5.5 3.5 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
