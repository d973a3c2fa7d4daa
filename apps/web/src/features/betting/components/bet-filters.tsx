import { BET_STATUSES, type BetStatus } from '@portal/contracts/betting';
import type { VendorLane } from '@portal/contracts/games';
import { FilterChips } from '@portal/ui/filter-chips.tsx';
import fields from '@portal/ui/form-fields.module.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryChoices, vendorChoices } from '../lib/bet-choices.ts';
import type { BetFilters as Filters } from '../lib/bet-query.ts';
import type { RecordRange } from '../lib/record-range.ts';
import styles from './filters.module.css';
import { PeriodPicker } from './period-picker.tsx';

type BetFiltersProps = { value: Filters; lanes: readonly VendorLane[]; onChange: (next: Filters) => void };

const isStatus = (value: string): value is BetStatus => (BET_STATUSES as readonly string[]).includes(value);

/** Game type, provider (within the type), status and period of the betting record. */
export function BetFilters({ value, lanes, onChange }: BetFiltersProps) {
  const { t } = useTranslation('betting');
  const id = useId();
  const vendors = vendorChoices(lanes, value.category);

  const chooseCategory = (category: string) => {
    // a provider that has no games of the new type would leave the record empty for no visible reason
    const keep = vendorChoices(lanes, category).some((choice) => choice.vendor === value.vendor);
    onChange({ ...value, category, vendor: keep ? value.vendor : '' });
  };

  return (
    <div className={styles.panel}>
      <div className={`${styles.filter} ${styles.wrap}`}>
        <p className={styles.label}>{t('bets.category')}</p>
        <FilterChips
          label={t('bets.category')}
          options={categoryChoices(lanes).map((code) => ({
            value: code,
            label: t(`categories.${code}`, { defaultValue: code }),
          }))}
          value={value.category}
          allLabel={t('bets.allCategories')}
          onChange={chooseCategory}
          testId="bet-categories"
          chipTestId={(code) => `bet-category-${code || 'all'}`}
        />
      </div>
      <label className={styles.filter} htmlFor={`${id}-vendor`}>
        <span className={styles.label}>{t('bets.vendor')}</span>
        <select
          id={`${id}-vendor`}
          className={`${fields.select} ${styles.select}`}
          value={value.vendor}
          data-testid="bet-vendor"
          onChange={(event) => onChange({ ...value, vendor: event.target.value })}
        >
          <option value="">{t('bets.allVendors')}</option>
          {vendors.map((choice) => (
            <option key={choice.vendor} value={choice.vendor}>
              {choice.name}
            </option>
          ))}
        </select>
      </label>
      <div className={`${styles.filter} ${styles.wrap} ${styles.wide}`}>
        <p className={styles.label}>{t('bets.status')}</p>
        <FilterChips
          label={t('bets.status')}
          options={BET_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          value={value.status}
          allLabel={t('bets.allStatuses')}
          onChange={(status) => onChange({ ...value, status: isStatus(status) ? status : '' })}
          testId="bet-statuses"
          chipTestId={(status) => `bet-status-${status || 'all'}`}
        />
      </div>
      <PeriodPicker
        value={value.range}
        onChange={(range: RecordRange) => onChange({ ...value, range })}
        testId="bet"
      />
    </div>
  );
}
