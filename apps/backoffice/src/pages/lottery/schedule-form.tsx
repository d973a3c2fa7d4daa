import { TextField } from '@portal/ui/field.tsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionForm } from '../../shell/section-form.tsx';
import { useDraft } from '../../shell/use-saves.ts';
import type { SetupProps } from './game-setup.tsx';
import { closeText, scheduleText } from './game-text.ts';
import styles from './lottery.module.css';
import { langOf, wholeOf } from './lottery-model.ts';

/** Time zones offered as the operator types (any IANA name is taken; the server checks it). */
const ZONES = [
  'Asia/Bangkok',
  'Asia/Ho_Chi_Minh',
  'Asia/Vientiane',
  'Asia/Hong_Kong',
  'Asia/Shanghai',
  'UTC',
];

/** The patterns the help lists, each with its words' key. */
const EXAMPLES = [
  ['*/15 * * * * *', 'everySeconds15'],
  ['* * * * *', 'everyMinute'],
  ['*/5 * * * *', 'everyMinutes5'],
  ['15 16 * * *', 'daily'],
  ['0 16 1,16 * *', 'monthDays'],
  ['30 20 * * 1,3,5', 'weekDays'],
] as const;

type Draft = { cron: string; timezone: string; closeSeconds: string };

/** When the game draws and when sales close; a new schedule replans the coming draws nobody bet on. */
export function ScheduleForm({ game, canEdit, saves }: SetupProps) {
  const { t, i18n } = useTranslation('lottery');
  const lang = langOf(i18n.language);
  const zones = useId();
  const { draft, setDraft, dirty } = useDraft<Draft>({
    cron: game.cron,
    timezone: game.timezone,
    closeSeconds: String(game.closeSeconds),
  });
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const cron = draft.cron.trim().replace(/\s+/g, ' ');
  const timezone = draft.timezone.trim();
  const close = wholeOf(draft.closeSeconds);
  const closeOk = close !== null && close <= 86_400;
  const cronOk = cron.length >= 9 && cron.length <= 100;
  const words = cronOk ? scheduleText(cron, t, lang) : null;
  const save = () => {
    if (!cronOk || !timezone || !closeOk) return;
    saves.patch('schedule', { cron, timezone, closeSeconds: close });
  };
  return (
    <SectionForm
      section="schedule"
      title={t('schedule.title')}
      lead={t('schedule.lead')}
      canEdit={canEdit}
      saves={saves}
      dirty={dirty}
      ready={cronOk && timezone !== '' && closeOk}
      onSave={save}
      testId="bo-lottery-schedule"
    >
      <div className={styles.grid}>
        <TextField
          label={t('schedule.cron')}
          value={draft.cron}
          spellCheck={false}
          autoComplete="off"
          className={styles.mono}
          onChange={(e) => set({ cron: e.target.value })}
          error={cronOk ? undefined : t('schedule.cronInvalid')}
          hint={words ? t('schedule.reads', { words }) : t('schedule.noWords')}
          testId="bo-lottery-cron"
        />
        <TextField
          label={t('schedule.timezone')}
          value={draft.timezone}
          list={zones}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => set({ timezone: e.target.value })}
          error={timezone ? undefined : t('schedule.timezoneMissing')}
          hint={t('schedule.timezoneHint')}
          testId="bo-lottery-timezone"
        />
        <TextField
          label={t('schedule.closeSeconds')}
          value={draft.closeSeconds}
          inputMode="numeric"
          autoComplete="off"
          onChange={(e) => set({ closeSeconds: e.target.value })}
          error={closeOk ? undefined : t('schedule.closeInvalid')}
          hint={close !== null ? closeText(close, t) : undefined}
          testId="bo-lottery-close"
        />
      </div>
      <datalist id={zones}>
        {ZONES.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <details className={styles.help} data-testid="bo-lottery-cron-help">
        <summary>{t('schedule.help')}</summary>
        <p>{t('schedule.helpLead')}</p>
        <dl>
          {EXAMPLES.map(([pattern, key]) => (
            <div key={pattern}>
              <dt>
                <code>{pattern}</code>
              </dt>
              <dd>{t(`schedule.example.${key}`)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </SectionForm>
  );
}
