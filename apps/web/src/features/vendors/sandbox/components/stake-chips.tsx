import styles from './stake-chips.module.css';

type StakeChipsProps = {
  stakes: number[];
  /** The stake chosen now, if it is one of the chips. */
  selected: number | null;
  disabled?: boolean;
  /** Writes a stake the way the chip shows it. */
  label: (stake: number) => string;
  onPick: (stake: number) => void;
};

/** The stakes the vendor offers, one tap each. */
export function StakeChips({ stakes, selected, disabled = false, label, onPick }: StakeChipsProps) {
  return (
    <div className={styles.chips}>
      {stakes.map((stake) => (
        <button
          key={stake}
          type="button"
          className={styles.chip}
          data-testid="stake-chip"
          data-value={stake}
          aria-pressed={stake === selected}
          disabled={disabled}
          onClick={() => onPick(stake)}
        >
          {label(stake)}
        </button>
      ))}
    </div>
  );
}
