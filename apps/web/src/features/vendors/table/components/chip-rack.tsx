import { useTranslation } from 'react-i18next';
import { chipLabel } from '../lib/chip-label.ts';
import styles from './chip-rack.module.css';

type ChipRackProps = {
  chips: number[];
  selected: number;
  disabled: boolean;
  onSelect: (value: number) => void;
};

/** The chips the table offers; the one picked goes on the next spot clicked. */
export function ChipRack({ chips, selected, disabled, onSelect }: ChipRackProps) {
  const { t } = useTranslation('tables');
  return (
    <div className={styles.rack} role="toolbar" aria-label={t('chips.label')}>
      {chips.map((value, index) => (
        <button
          key={value}
          type="button"
          className={[
            styles.chip,
            styles[`tone${index % 6}`],
            value === selected ? styles.selected : '',
          ].join(' ')}
          data-testid="chip"
          data-value={value}
          aria-pressed={value === selected}
          disabled={disabled}
          onClick={() => onSelect(value)}
        >
          <span>{chipLabel(value)}</span>
        </button>
      ))}
    </div>
  );
}
