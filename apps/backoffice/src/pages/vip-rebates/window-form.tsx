import { TextField } from '@portal/ui/field.tsx';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../../api/ops.ts';
import { SectionForm } from '../../shell/section-form.tsx';
import { useDraft, useSaves } from '../../shell/use-saves.ts';
import { useSetAnswers } from './use-vip-rebates.ts';
import styles from './vip-rebates.module.css';

const MAX_DAYS = 366;

/** The merchant days the thresholds are counted over, and the review's fixed rule beside it. */
export function WindowForm({
  merchant,
  windowDays,
  canEdit,
}: {
  merchant: string;
  windowDays: number;
  canEdit: boolean;
}) {
  const { t } = useTranslation('vip');
  const answers = useSetAnswers(merchant);
  const saves = useSaves(merchant, answers.levels, t('saved'));
  const { draft, setDraft, dirty } = useDraft(String(windowDays));
  const days = /^\d{1,3}$/.test(draft.trim()) ? Number(draft.trim()) : null;
  const ready = days !== null && days >= 1 && days <= MAX_DAYS;
  return (
    <SectionForm
      section="window"
      title={t('window.title')}
      lead={t('window.lead')}
      canEdit={canEdit}
      saves={saves}
      dirty={dirty}
      ready={ready}
      onSave={() =>
        days !== null && void saves.save('window', () => opsApi.vipRebates.setWindow(merchant, days))
      }
      testId="bo-vip-window"
    >
      <div className={styles.fieldGrid}>
        <TextField
          label={t('window.days')}
          value={draft}
          inputMode="numeric"
          autoComplete="off"
          onChange={(e) => setDraft(e.target.value)}
          error={ready ? undefined : t('window.problem', { max: MAX_DAYS })}
          hint={t('window.hint')}
          testId="bo-vip-window-days"
        />
        <div className={styles.rule} data-testid="bo-vip-review-rule">
          <strong>{t('window.reviewTitle')}</strong>
          <p>{t('window.review')}</p>
        </div>
      </div>
    </SectionForm>
  );
}
