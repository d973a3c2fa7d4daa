import { MAX_TEAM_RANGE_DAYS } from '@portal/contracts/agent';
import chip from '@portal/ui/chip.module.css';
import { dayString } from '@portal/ui/date-range.ts';
import fields from '@portal/ui/form-fields.module.css';
import { Icon } from '@portal/ui/icons.tsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultCustomDays, QUICK_PERIODS, rangeProblem, type TeamRange } from '../lib/team-range.ts';
import styles from './filters.module.css';

type PeriodChipsProps = {
  value: TeamRange;
  onChange: (range: TeamRange) => void;
  /** Prefix of the test ids: `<testId>-period-<period>`, `-custom`, `-from`, `-to`, `-range-problem`. */
  testId: string;
};

const chipClass = (on: boolean) => (on ? `${chip.chip} ${chip.selected}` : chip.chip);

/** Today, yesterday, this week, this month, or custom days (at most 92) behind the last chip. */
export function PeriodChips({ value, onChange, testId }: PeriodChipsProps) {
  const { t } = useTranslation('agent');
  const id = useId();
  // the custom days survive a detour through a quick period
  const [custom, setCustom] = useState(() => (value.kind === 'custom' ? value.days : defaultCustomDays()));
  const chooseCustom = (days = custom) => {
    setCustom(days);
    onChange({ kind: 'custom', days });
  };
  const problem = rangeProblem(value);
  const today = dayString(new Date());

  return (
    <div className={styles.filter}>
      <p className={styles.label} id={`${id}-label`}>
        {t('period.label')}
      </p>
      <div className={`${chip.row} ${styles.periods}`} role="radiogroup" aria-labelledby={`${id}-label`}>
        {QUICK_PERIODS.map((period) => {
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
          {(['from', 'to'] as const).map((end) => (
            <label key={end} className={styles.date} htmlFor={`${id}-${end}`}>
              <span className={fields.label}>{t(`period.${end}`)}</span>
              <input
                id={`${id}-${end}`}
                type="date"
                className={fields.input}
                value={value.days[end]}
                max={today}
                aria-invalid={problem !== null}
                data-testid={`${testId}-${end}`}
                onChange={(event) => chooseCustom({ ...value.days, [end]: event.target.value })}
              />
            </label>
          ))}
        </div>
      ) : null}
      {problem ? (
        <p className={styles.problem} role="alert" data-testid={`${testId}-range-problem`}>
          {t(`period.problem.${problem}`, { count: MAX_TEAM_RANGE_DAYS })}
        </p>
      ) : null}
    </div>
  );
}
