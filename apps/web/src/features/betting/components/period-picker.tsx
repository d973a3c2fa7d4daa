import { MAX_RANGE_DAYS, RECORD_PERIODS } from '@portal/contracts/betting';
import chip from '@portal/ui/chip.module.css';
import { dayString } from '@portal/ui/date-range.ts';
import fields from '@portal/ui/form-fields.module.css';
import { Icon } from '@portal/ui/icons.tsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultCustomDays, type RecordRange, rangeProblem } from '../lib/record-range.ts';
import styles from './filters.module.css';

type PeriodPickerProps = {
  value: RecordRange;
  onChange: (range: RecordRange) => void;
  /** Prefix of the test ids: `<testId>-period-<period>`, `-custom`, `-from`, `-to`, `-range-problem`. */
  testId: string;
};

/** The quick ranges of the records as chips, and custom days (at most 90) behind the last chip. */
export function PeriodPicker({ value, onChange, testId }: PeriodPickerProps) {
  const { t } = useTranslation('betting');
  const id = useId();
  // the custom days survive a detour through a quick range
  const [custom, setCustom] = useState(() => (value.kind === 'custom' ? value.days : defaultCustomDays()));
  const chooseCustom = (days = custom) => {
    setCustom(days);
    onChange({ kind: 'custom', days });
  };
  const problem = rangeProblem(value);
  const today = dayString(new Date());
  const chipClass = (on: boolean) => (on ? `${chip.chip} ${chip.selected}` : chip.chip);

  return (
    <div className={`${styles.filter} ${styles.wide}`}>
      <p className={styles.label} id={`${id}-label`}>
        {t('period.label')}
      </p>
      <div className={`${chip.row} ${styles.periods}`} role="radiogroup" aria-labelledby={`${id}-label`}>
        {RECORD_PERIODS.map((period) => {
          const on = value.kind === 'period' && value.period === period;
          return (
            // biome-ignore lint/a11y/useSemanticElements: chips are buttons styled as a radio group
            <button
              key={period}
              type="button"
              role="radio"
              aria-checked={on}
              className={chipClass(on)}
              data-testid={`${testId}-period-${period}`}
              onClick={() => onChange({ kind: 'period', period })}
            >
              {t(`period.${period}`)}
            </button>
          );
        })}
        {/* biome-ignore lint/a11y/useSemanticElements: chips are buttons styled as a radio group */}
        <button
          type="button"
          role="radio"
          aria-checked={value.kind === 'custom'}
          className={chipClass(value.kind === 'custom')}
          data-testid={`${testId}-custom`}
          onClick={() => chooseCustom()}
        >
          <Icon name="calendar" size={16} />
          {t('period.custom')}
        </button>
      </div>
      {value.kind === 'custom' ? (
        <div className={styles.dates}>
          <label className={styles.date} htmlFor={`${id}-from`}>
            <span className={fields.label}>{t('period.from')}</span>
            <input
              id={`${id}-from`}
              type="date"
              className={fields.input}
              value={value.days.from}
              max={today}
              aria-invalid={problem !== null}
              data-testid={`${testId}-from`}
              onChange={(event) => chooseCustom({ ...value.days, from: event.target.value })}
            />
          </label>
          <label className={styles.date} htmlFor={`${id}-to`}>
            <span className={fields.label}>{t('period.to')}</span>
            <input
              id={`${id}-to`}
              type="date"
              className={fields.input}
              value={value.days.to}
              max={today}
              aria-invalid={problem !== null}
              data-testid={`${testId}-to`}
              onChange={(event) => chooseCustom({ ...value.days, to: event.target.value })}
            />
          </label>
        </div>
      ) : null}
      {problem ? (
        <p className={styles.problem} role="alert" data-testid={`${testId}-range-problem`}>
          {t(`period.problem.${problem}`, { count: MAX_RANGE_DAYS })}
        </p>
      ) : null}
    </div>
  );
}
