import { useId, useState } from 'react';
import chip from './chip.module.css';
import { type DayRange, type DayRangeProblem, dayRangeProblem, dayString } from './date-range.ts';
import fields from './form-fields.module.css';
import { Icon } from './icons.tsx';
import styles from './period-chips.module.css';

/** A report's range: one of its quick periods (named by the server) or custom days. */
export type PeriodRange<P extends string> =
  | { kind: 'period'; period: P }
  | { kind: 'custom'; days: DayRange };

/** The problem of a range, or null (a quick period has none). */
export function periodRangeProblem<P extends string>(
  range: PeriodRange<P>,
  maxDays: number,
): DayRangeProblem | null {
  return range.kind === 'period' ? null : dayRangeProblem(range.days, maxDays);
}

export type PeriodChipsTexts<P extends string> = {
  label: string;
  period: (period: P) => string;
  custom: string;
  from: string;
  to: string;
  problem: (problem: DayRangeProblem) => string;
};

type PeriodChipsProps<P extends string> = {
  periods: readonly P[];
  value: PeriodRange<P>;
  onChange: (range: PeriodRange<P>) => void;
  /** The longest custom range, both days included. */
  maxDays: number;
  /** The custom days offered when the custom chip is first chosen. */
  defaultDays: () => DayRange;
  texts: PeriodChipsTexts<P>;
  /** Prefix of the test ids: `<testId>-period-<period>`, `-custom`, `-from`, `-to`, `-range-problem`. */
  testId: string;
  className?: string;
};

const chipClass = (on: boolean) => (on ? `${chip.chip} ${chip.selected}` : chip.chip);

/** The quick periods of a report as chips, and custom days behind the last chip (two by two on a phone). */
export function PeriodChips<P extends string>({
  periods,
  value,
  onChange,
  maxDays,
  defaultDays,
  texts,
  testId,
  className,
}: PeriodChipsProps<P>) {
  const id = useId();
  // the custom days survive a detour through a quick period
  const [custom, setCustom] = useState(() => (value.kind === 'custom' ? value.days : defaultDays()));
  const chooseCustom = (days = custom) => {
    setCustom(days);
    onChange({ kind: 'custom', days });
  };
  const problem = periodRangeProblem(value, maxDays);
  const today = dayString(new Date());

  return (
    <div className={className ? `${styles.filter} ${className}` : styles.filter}>
      <p className={styles.label} id={`${id}-label`}>
        {texts.label}
      </p>
      <div className={`${chip.row} ${styles.periods}`} role="radiogroup" aria-labelledby={`${id}-label`}>
        {periods.map((period) => {
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
              {texts.period(period)}
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
          {texts.custom}
        </button>
      </div>
      {value.kind === 'custom' ? (
        <div className={styles.dates}>
          {(['from', 'to'] as const).map((end) => (
            <label key={end} className={styles.date} htmlFor={`${id}-${end}`}>
              <span className={fields.label}>{texts[end]}</span>
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
          {texts.problem(problem)}
        </p>
      ) : null}
    </div>
  );
}
