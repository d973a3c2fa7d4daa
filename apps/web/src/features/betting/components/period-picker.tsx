import { MAX_RANGE_DAYS, RECORD_PERIODS } from '@portal/contracts/betting';
import { PeriodChips } from '@portal/ui/period-chips.tsx';
import { useTranslation } from 'react-i18next';
import { defaultCustomDays, type RecordRange } from '../lib/record-range.ts';
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
  return (
    <PeriodChips
      periods={RECORD_PERIODS}
      value={value}
      onChange={onChange}
      maxDays={MAX_RANGE_DAYS}
      defaultDays={defaultCustomDays}
      texts={{
        label: t('period.label'),
        period: (period) => t(`period.${period}`),
        custom: t('period.custom'),
        from: t('period.from'),
        to: t('period.to'),
        problem: (problem) => t(`period.problem.${problem}`, { count: MAX_RANGE_DAYS }),
      }}
      testId={testId}
      className={styles.wide}
    />
  );
}
