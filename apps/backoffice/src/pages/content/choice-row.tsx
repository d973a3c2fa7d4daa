import chip from '@portal/ui/chip.module.css';
import styles from './content.module.css';

/** How a row of choices looks and reads: underlined tabs, a pill of language tabs, or filter chips. */
const LOOKS = {
  tabs: { row: styles.tabs, item: styles.tab, role: 'tab', selected: '' },
  pills: { row: styles.langTabs, item: styles.langTab, role: 'tab', selected: '' },
  chips: { row: chip.row, item: chip.chip, role: 'radio', selected: chip.selected },
} as const;

/**
 * One choice among a few, as buttons: tabs (a tablist with aria-selected) or chips (a radio group with
 * aria-checked), each with a test id made from its value.
 */
export function ChoiceRow<T extends string>({
  look,
  label,
  options,
  value,
  onChange,
  labelOf,
  testIdOf,
}: {
  look: keyof typeof LOOKS;
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  labelOf: (value: T) => string;
  testIdOf: (value: T) => string;
}) {
  const { row, item, role, selected } = LOOKS[look];
  const buttons = options.map((option) => {
    const chosen = option === value;
    return (
      <button
        key={option}
        type="button"
        role={role}
        {...(role === 'tab' ? { 'aria-selected': chosen } : { 'aria-checked': chosen })}
        className={chosen && selected ? `${item} ${selected}` : item}
        onClick={() => onChange(option)}
        data-testid={testIdOf(option)}
      >
        {labelOf(option)}
      </button>
    );
  });
  return role === 'tab' ? (
    <div className={row} role="tablist" aria-label={label}>
      {buttons}
    </div>
  ) : (
    <div className={row} role="radiogroup" aria-label={label}>
      {buttons}
    </div>
  );
}
