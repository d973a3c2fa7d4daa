import { SelectField, TextField } from '@portal/ui/field.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../../api/ops.ts';
import { SectionForm } from '../../shell/section-form.tsx';
import { useDraft, useSaves } from '../../shell/use-saves.ts';
import styles from './engagement.module.css';
import {
  type CalendarDraft,
  calendarDraft,
  calendarOf,
  type RewardDraft,
  resized,
} from './engagement-model.ts';
import { SwitchLine } from './switch-line.tsx';
import { useCalendar, useSetAnswers } from './use-engagement.ts';

/** One reward's fields in a row: cash (a bonus), its turnover multiple, wheel tickets and points. */
function RewardRow({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: RewardDraft;
  onChange: (next: RewardDraft) => void;
  testId: string;
}) {
  const { t } = useTranslation('engagement');
  return (
    <tr data-testid={testId}>
      <th scope="row">{label}</th>
      {(['cash', 'turnover', 'tickets', 'points'] as const).map((field) => (
        <td key={field}>
          <input
            className={styles.cellInput}
            value={value[field]}
            inputMode={field === 'cash' ? 'decimal' : 'numeric'}
            aria-label={`${label}: ${t(`calendar.col.${field}`)}`}
            onChange={(e) => onChange({ ...value, [field]: e.target.value })}
            data-testid={`${testId}-${field}`}
          />
        </td>
      ))}
    </tr>
  );
}

/** The merchant's calendar: on or off, 7 or 30 days, each day's reward, the streak's, the condition and the rule. */
export function CalendarPanel({ merchant, canEdit }: { merchant: string; canEdit: boolean }) {
  const { t } = useTranslation('engagement');
  const calendar = useCalendar(merchant);
  const answers = useSetAnswers(merchant);
  const saves = useSaves(merchant, answers.calendar, t('saved'));
  const source = calendar.data ? calendarDraft(calendar.data) : null;
  const { draft, setDraft, dirty } = useDraft<CalendarDraft | null>(source);
  if (!draft) return <Skeleton height={360} radius={12} />;
  const parsed = calendarOf(draft);
  const set = (change: Partial<CalendarDraft>) => setDraft({ ...draft, ...change });

  return (
    <SectionForm
      section="calendar"
      title={t('calendar.title')}
      lead={t('calendar.lead')}
      canEdit={canEdit}
      saves={saves}
      dirty={dirty}
      ready={parsed !== null}
      onSave={() =>
        parsed && void saves.save('calendar', () => opsApi.engagement.setCalendar(merchant, parsed))
      }
      testId="bo-signin-calendar"
    >
      <div className={styles.fieldGrid}>
        <SwitchLine
          checked={draft.enabled}
          label={t('calendar.enabled')}
          onChange={(enabled) => set({ enabled })}
          testId="bo-signin-enabled"
        />
        <SwitchLine
          checked={draft.resetOnMiss}
          label={t('calendar.resetOnMiss')}
          onChange={(resetOnMiss) => set({ resetOnMiss })}
          testId="bo-signin-reset"
        />
        <SelectField
          label={t('calendar.length')}
          value={String(draft.length)}
          onChange={(e) => {
            const length = e.target.value === '30' ? 30 : 7;
            set({ length, days: resized(draft.days, length) });
          }}
          testId="bo-signin-length"
        >
          <option value="7">{t('calendar.days', { count: 7 })}</option>
          <option value="30">{t('calendar.days', { count: 30 })}</option>
        </SelectField>
        <SelectField
          label={t('calendar.condition')}
          value={draft.condition}
          onChange={(e) => set({ condition: e.target.value as CalendarDraft['condition'] })}
          testId="bo-signin-condition"
        >
          {(['none', 'deposit', 'validBet'] as const).map((c) => (
            <option key={c} value={c}>
              {t(`calendar.conditions.${c}`)}
            </option>
          ))}
        </SelectField>
        {draft.condition !== 'none' && (
          <TextField
            label={t('calendar.conditionAmount')}
            value={draft.conditionAmount}
            inputMode="decimal"
            onChange={(e) => set({ conditionAmount: e.target.value })}
            hint={t('calendar.conditionHint')}
            testId="bo-signin-condition-amount"
          />
        )}
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.rewards}>
          <thead>
            <tr>
              <th scope="col">{t('calendar.col.day')}</th>
              <th scope="col">{t('calendar.col.cash')}</th>
              <th scope="col">{t('calendar.col.turnover')}</th>
              <th scope="col">{t('calendar.col.tickets')}</th>
              <th scope="col">{t('calendar.col.points')}</th>
            </tr>
          </thead>
          <tbody>
            {draft.days.map((d, i) => (
              <RewardRow
                // biome-ignore lint/suspicious/noArrayIndexKey: a day is its position
                key={i}
                label={t('calendar.day', { n: i + 1 })}
                value={d}
                onChange={(next) => set({ days: draft.days.map((x, j) => (j === i ? next : x)) })}
                testId={`bo-signin-day-${i + 1}`}
              />
            ))}
            <RewardRow
              label={t('calendar.streak', { count: draft.length })}
              value={draft.streak}
              onChange={(streak) => set({ streak })}
              testId="bo-signin-streak"
            />
          </tbody>
        </table>
      </div>
      {parsed === null && (
        <p className={styles.problem} data-testid="bo-signin-problem">
          {t('calendar.problem')}
        </p>
      )}
      <p className={styles.note}>{t('calendar.points')}</p>
    </SectionForm>
  );
}
