import { QUICK_RANGES_DAYS } from '@portal/contracts/wallet';
import chip from '@portal/ui/chip.module.css';
import { FilterChips } from '@portal/ui/filter-chips.tsx';
import { useTranslation } from 'react-i18next';
import styles from './history.module.css';

export type QuickRange = (typeof QUICK_RANGES_DAYS)[number];

type HistoryFiltersProps<S extends string> = {
  statuses: readonly S[];
  status: S | '';
  onStatus: (status: S | '') => void;
  days: QuickRange;
  onDays: (days: QuickRange) => void;
  /** 'deposit' or 'withdraw': the chips' test ids. */
  testPrefix: string;
};

/** The records' filters: a status, and the quick ranges of spec section 9 (previous 7 and 30 days). */
export function HistoryFilters<S extends string>({
  statuses,
  status,
  onStatus,
  days,
  onDays,
  testPrefix,
}: HistoryFiltersProps<S>) {
  const { t } = useTranslation('payments');
  return (
    <div className={styles.filters}>
      <FilterChips
        label={t('history.status')}
        allLabel={t('history.allStatuses')}
        options={statuses.map((value) => ({ value, label: t(`status.${value}`) }))}
        value={status}
        onChange={(value) => onStatus(value as S | '')}
        testId={`${testPrefix}-status-filter`}
        chipTestId={(value) => `${testPrefix}-status-${value || 'all'}`}
      />
      <div className={chip.row} role="radiogroup" aria-label={t('history.range')}>
        {QUICK_RANGES_DAYS.map((option) => {
          const selected = option === days;
          return (
            // biome-ignore lint/a11y/useSemanticElements: chips are buttons styled as a radio group
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={selected}
              className={selected ? `${chip.chip} ${chip.selected}` : chip.chip}
              data-testid={`${testPrefix}-range-${option}`}
              onClick={() => onDays(option)}
            >
              {t('history.lastDays', { count: option })}
            </button>
          );
        })}
      </div>
    </div>
  );
}
