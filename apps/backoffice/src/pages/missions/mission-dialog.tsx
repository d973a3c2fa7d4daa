import { MISSION_KINDS, MISSION_PERIODS, type OpsMission } from '@portal/contracts/missions.schema';
import { Button } from '@portal/ui/button.tsx';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { SelectField, TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { opsApi } from '../../api/ops.ts';
import { pageStyles } from '../../shell/page.tsx';
import {
  draftOf,
  EMPTY_MISSION,
  isMoneyKind,
  type MissionDraft,
  type MissionField,
  missionOf,
} from './mission-model.ts';
import styles from './missions.module.css';

const FORM = 'bo-mission-form';
/** The game categories a rounds or bet mission may count (empty: every category). */
const CATEGORIES = ['', 'RNG', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'LOTT', 'PVP', 'CRASH'];

/** A mission's form, new or changed; the answer is the mission as saved. */
export function MissionDialog({
  merchant,
  mission,
  onClose,
  onSaved,
}: {
  merchant: string;
  mission: OpsMission | null;
  onClose: () => void;
  onSaved: (saved: OpsMission, isNew: boolean) => void;
}) {
  const { t } = useTranslation('missions');
  const [draft, setDraft] = useState<MissionDraft>(() => (mission ? draftOf(mission) : EMPTY_MISSION));
  const [tried, setTried] = useState(false);
  const checked = missionOf(draft, mission?.status ?? 'active');
  const save = useMutation({
    mutationFn: (config: Parameters<typeof opsApi.missions.create>[1]) =>
      mission
        ? opsApi.missions.update(merchant, mission.id, config)
        : opsApi.missions.create(merchant, config),
    onSuccess: (saved) => onSaved(saved, mission === null),
  });
  const problemOf = (field: MissionField) =>
    tried && 'problems' in checked && checked.problems[field]
      ? t(`problem.${checked.problems[field]}`)
      : undefined;
  const set = (field: MissionField, value: string) => setDraft({ ...draft, [field]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if ('config' in checked && !save.isPending) save.mutate(checked.config);
  };
  const text = (field: MissionField, hint?: string) => (
    <TextField
      label={t(`field.${field}`)}
      value={draft[field]}
      autoComplete="off"
      inputMode={field.startsWith('title') ? undefined : 'decimal'}
      onChange={(e) => set(field, e.target.value)}
      error={problemOf(field)}
      hint={hint}
      testId={`bo-mission-${field}`}
    />
  );

  return (
    <Modal
      open
      onClose={onClose}
      title={mission ? t('missions.editTitle') : t('missions.addTitle')}
      icon="podium"
      closeLabel={t('bo:close')}
      size="md"
      testId="bo-mission-dialog"
      footer={
        <div className={pageStyles.rowActions}>
          <Button variant="ghost" onClick={onClose}>
            {t('bo:cancel')}
          </Button>
          <Button type="submit" form={FORM} disabled={save.isPending} data-testid="bo-mission-save">
            {save.isPending ? t('bo:section.saving') : t('bo:section.save')}
          </Button>
        </div>
      }
    >
      <form id={FORM} className={pageStyles.stack} onSubmit={submit} noValidate>
        <div className={styles.fieldGrid}>
          {text('titleEn')}
          {text('titleTh')}
          <SelectField
            label={t('field.period')}
            value={draft.period}
            onChange={(e) => set('period', e.target.value)}
            testId="bo-mission-period"
          >
            {MISSION_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`period.${p}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('field.kind')}
            value={draft.kind}
            onChange={(e) => set('kind', e.target.value)}
            testId="bo-mission-kind"
          >
            {MISSION_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kind.${k}`)}
              </option>
            ))}
          </SelectField>
          {(draft.kind === 'rounds' || draft.kind === 'bet') && (
            <SelectField
              label={t('field.category')}
              value={draft.category}
              onChange={(e) => set('category', e.target.value)}
              testId="bo-mission-category"
            >
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c === '' ? t('anyCategory') : c}
                </option>
              ))}
            </SelectField>
          )}
          {text('target', isMoneyKind(draft.kind) ? t('hint.money') : t(`hint.${draft.kind}`))}
          {text('reward', t('hint.reward'))}
          {text('turnoverMultiplier')}
          {text('points', t('hint.points'))}
          {text('rewardPoints', t('hint.rewardPoints'))}
          {text('sort')}
        </div>
        <FormAlert testId="bo-mission-error">{save.error ? errorText(save.error, t) : null}</FormAlert>
      </form>
    </Modal>
  );
}
