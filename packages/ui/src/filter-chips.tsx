import chip from './chip.module.css';

export type ChipOption = { value: string; label: string; icon?: string };

type Props = {
  label: string;
  options: ChipOption[];
  /** The selected value; '' is the leading "all" chip. */
  value: string;
  allLabel: string;
  onChange: (value: string) => void;
  testId?: string;
  /** A test id per chip, from its value ('' for "all"). */
  chipTestId?: (value: string) => string;
};

/** A single-choice row of chips that scrolls sideways on small screens. */
export function FilterChips({ label, options, value, allLabel, onChange, testId, chipTestId }: Props) {
  const all: ChipOption = { value: '', label: allLabel };
  return (
    <div className={chip.row} role="radiogroup" aria-label={label} data-testid={testId}>
      {[all, ...options].map((option) => {
        const selected = option.value === value;
        return (
          // biome-ignore lint/a11y/useSemanticElements: chips are buttons styled as a radio group
          <button
            key={option.value || 'all'}
            type="button"
            role="radio"
            aria-checked={selected}
            className={selected ? `${chip.chip} ${chip.selected}` : chip.chip}
            data-value={option.value}
            data-testid={chipTestId?.(option.value)}
            onClick={() => onChange(option.value)}
          >
            {option.icon && <img className={chip.icon} src={option.icon} alt="" aria-hidden="true" />}
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
