import chip from '@portal/ui/chip.module.css';
import { useId } from 'react';
import styles from './filters.module.css';

type ChoiceChipsProps<V extends string> = {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  /** A test id per chip: `<testId>-<value>` ('all' for the empty value). */
  testId: string;
};

/** A labelled single choice as a row of chips (a period type, a transaction type, a downline kind). */
export function ChoiceChips<V extends string>({
  label,
  options,
  value,
  onChange,
  testId,
}: ChoiceChipsProps<V>) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <p className={styles.label} id={id}>
        {label}
      </p>
      <div className={chip.row} role="radiogroup" aria-labelledby={id}>
        {options.map((option) => {
          const on = option.value === value;
          return (
            // biome-ignore lint/a11y/useSemanticElements: chips are buttons styled as a radio group
            <button
              key={option.value || 'all'}
              type="button"
              role="radio"
              aria-checked={on}
              className={on ? `${chip.chip} ${chip.selected}` : chip.chip}
              data-testid={`${testId}-${option.value || 'all'}`}
              onClick={() => onChange(option.value)}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
