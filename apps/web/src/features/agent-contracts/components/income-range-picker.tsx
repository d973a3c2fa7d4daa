import chip from '@portal/ui/chip.module.css';
import fields from '@portal/ui/form-fields.module.css';
import { Icon } from '@portal/ui/icons.tsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { INCOME_RANGES, type IncomeRange, incomeQuery, MAX_INCOME_DAYS } from '../lib/income-range.ts';
import styles from './contracts.module.css';

/**
 * The quick ranges of my income as chips, and custom days behind the last chip (starting from `shown`, the
 * merchant days the report last covered).
 */
export function IncomeRangePicker({
  value,
  onChange,
  shown,
}: {
  value: IncomeRange;
  onChange: (range: IncomeRange) => void;
  shown?: { startDate: string; endDate: string } | undefined;
}) {
  const { t } = useTranslation('agentContracts');
  const id = useId();
  const query = incomeQuery(value);
  const problem = 'problem' in query ? query.problem : null;
  const chipClass = (on: boolean) => (on ? `${chip.chip} ${chip.selected}` : chip.chip);
  const days = shown ?? { startDate: '', endDate: '' };
  return (
    <div className={styles.stack}>
      <p className={styles.partyRole} id={`${id}-label`}>
        {t('income.range')}
      </p>
      <div className={`${chip.row} ${styles.wrapRow}`} role="radiogroup" aria-labelledby={`${id}-label`}>
        {INCOME_RANGES.map((name) => {
          const on = value.kind === 'quick' && value.name === name;
          return (
            // biome-ignore lint/a11y/useSemanticElements: chips are buttons styled as a radio group
            <button
              key={name}
              type="button"
              role="radio"
              aria-checked={on}
              className={chipClass(on)}
              data-testid={`income-range-${name}`}
              onClick={() => onChange({ kind: 'quick', name })}
            >
              {t(`income.ranges.${name}`)}
            </button>
          );
        })}
        {/* biome-ignore lint/a11y/useSemanticElements: chips are buttons styled as a radio group */}
        <button
          type="button"
          role="radio"
          aria-checked={value.kind === 'custom'}
          className={chipClass(value.kind === 'custom')}
          data-testid="income-range-custom"
          onClick={() =>
            value.kind === 'custom'
              ? undefined
              : onChange({ kind: 'custom', from: days.startDate, to: days.endDate })
          }
        >
          <Icon name="calendar" size={16} />
          {t('income.ranges.custom')}
        </button>
      </div>
      {value.kind === 'custom' ? (
        <div className={styles.actions}>
          <label htmlFor={`${id}-from`} className={styles.party}>
            <span className={fields.label}>{t('income.from')}</span>
            <input
              id={`${id}-from`}
              type="date"
              className={fields.input}
              value={value.from}
              aria-invalid={problem !== null}
              data-testid="income-from"
              onChange={(event) => onChange({ ...value, from: event.target.value })}
            />
          </label>
          <label htmlFor={`${id}-to`} className={styles.party}>
            <span className={fields.label}>{t('income.to')}</span>
            <input
              id={`${id}-to`}
              type="date"
              className={fields.input}
              value={value.to}
              aria-invalid={problem !== null}
              data-testid="income-to"
              onChange={(event) => onChange({ ...value, to: event.target.value })}
            />
          </label>
        </div>
      ) : null}
      {problem ? (
        <p className={styles.note} role="alert" data-testid="income-range-problem">
          {t(`income.problem.${problem}`, { count: MAX_INCOME_DAYS })}
        </p>
      ) : null}
    </div>
  );
}
