import styles from './filter-chips.module.css';

export type ChipOption = { value: string; label: string; icon?: string };

type Props = {
  label: string;
  options: ChipOption[];
  /** The selected value; '' is the leading "all" chip. */
  value: string;
  allLabel: string;
  onChange: (value: string) => void;
  testId?: string;
};

/** A single-choice row of chips that scrolls sideways on small screens. */
export function FilterChips({ label, options, value, allLabel, onChange, testId }: Props) {
  const all: ChipOption = { value: '', label: allLabel };
  return (
    <div className={styles.chips} role="radiogroup" aria-label={label} data-testid={testId}>
      {[all, ...options].map((option) => {
        const selected = option.value === value;
        return (
          // biome-ignore lint/a11y/useSemanticElements: chips are buttons styled as a radio group
          <button
            key={option.value || 'all'}
            type="button"
            role="radio"
            aria-checked={selected}
            className={selected ? `${styles.chip} ${styles.selected}` : styles.chip}
            data-value={option.value}
            onClick={() => onChange(option.value)}
          >
            {option.icon && <img className={styles.icon} src={option.icon} alt="" aria-hidden="true" />}
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
