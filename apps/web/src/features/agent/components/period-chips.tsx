import { MAX_TEAM_RANGE_DAYS } from '@portal/contracts/agent';
import { PeriodChips } from '@portal/ui/period-chips.tsx';
import { useTranslation } from 'react-i18next';
import { defaultCustomDays, QUICK_PERIODS, type TeamRange } from '../lib/team-range.ts';

type TeamPeriodChipsProps = {
  value: TeamRange;
  onChange: (range: TeamRange) => void;
  /** Prefix of the test ids: `<testId>-period-<period>`, `-custom`, `-from`, `-to`, `-range-problem`. */
  testId: string;
};

/** Today, yesterday, this week, this month, or custom days (at most 92) behind the last chip. */
export function TeamPeriodChips({ value, onChange, testId }: TeamPeriodChipsProps) {
  const { t } = useTranslation('agent');
  return (
    <PeriodChips
      periods={QUICK_PERIODS}
      value={value}
      onChange={onChange}
      maxDays={MAX_TEAM_RANGE_DAYS}
      defaultDays={defaultCustomDays}
      texts={{
        label: t('period.label'),
        period: (period) => t(`period.${period}`),
        custom: t('period.custom'),
        from: t('period.from'),
        to: t('period.to'),
        problem: (problem) => t(`period.problem.${problem}`, { count: MAX_TEAM_RANGE_DAYS }),
      }}
      testId={testId}
    />
  );
}
