import type { OpsVipLevels, VipLevel } from '@portal/contracts/vip.schema';
import { Button } from '@portal/ui/button.tsx';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { opsApi } from '../../api/ops.ts';
import { pageStyles } from '../../shell/page.tsx';
import { draftOf, type LevelDraft, type LevelField, levelOf, refusedFields } from './level-model.ts';
import styles from './vip-rebates.module.css';

const FORM = 'bo-vip-level-form';

/** The form's groups: what a level asks for, what it gives. */
const GROUPS: ReadonlyArray<{ name: string; fields: readonly LevelField[]; money?: true }> = [
  { name: 'names', fields: ['nameEn', 'nameTh'] },
  { name: 'thresholds', fields: ['minDeposit', 'minValidBet'], money: true },
  { name: 'withdrawals', fields: ['withdrawDailyCount', 'withdrawDailyLimit'] },
  { name: 'bonuses', fields: ['levelUpBonus', 'monthlyBonus', 'turnoverMultiplier'] },
];

const NUMERIC: ReadonlySet<LevelField> = new Set(['withdrawDailyCount', 'turnoverMultiplier']);

/**
 * A level's form, new or changed: each field says what is wrong with it, the form's own checks first and
 * then the server's refusal, set next to the field it names (thresholds below the level under it, a value
 * out of range). The answer is the merchant's levels as they now stand.
 */
export function LevelDialog({
  merchant,
  level,
  isNew,
  windowDays,
  onClose,
  onSaved,
}: {
  merchant: string;
  level: VipLevel;
  isNew: boolean;
  windowDays: number;
  onClose: () => void;
  onSaved: (answer: OpsVipLevels) => void;
}) {
  const { t } = useTranslation('vip');
  const [draft, setDraft] = useState<LevelDraft>(() => draftOf(level));
  const [tried, setTried] = useState(false);
  // the fields the server's last refusal named, until they change
  const [refused, setRefused] = useState<readonly LevelField[]>([]);
  const checked = levelOf(level.level, draft);
  const save = useMutation({
    mutationFn: (value: VipLevel) => opsApi.vipRebates.setLevel(merchant, value),
    onSuccess: onSaved,
    onError: (error) => setRefused(refusedFields(error)),
  });
  const refusal = save.error ? errorText(save.error, t) : null;

  const problemOf = (field: LevelField): string | undefined => {
    if (refused.includes(field) && refusal) return refusal;
    if (!tried || !('problems' in checked)) return undefined;
    const problem = checked.problems[field];
    return problem ? t(`problem.${problem}`) : undefined;
  };
  const set = (field: LevelField, value: string) => {
    setDraft({ ...draft, [field]: value });
    setRefused(refused.filter((f) => f !== field));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if ('level' in checked && !save.isPending) save.mutate(checked.level);
  };

  const title = isNew
    ? t('levels.addTitle', { level: level.level })
    : t('levels.editTitle', { level: level.level });
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      icon="medal"
      closeLabel={t('bo:close')}
      size="md"
      testId="bo-vip-level-dialog"
      footer={
        <div className={pageStyles.rowActions}>
          <Button variant="ghost" onClick={onClose}>
            {t('bo:cancel')}
          </Button>
          <Button type="submit" form={FORM} disabled={save.isPending} data-testid="bo-vip-level-save">
            {save.isPending ? t('bo:section.saving') : t('bo:section.save')}
          </Button>
        </div>
      }
    >
      <form id={FORM} className={pageStyles.stack} onSubmit={submit} noValidate>
        {GROUPS.map((group) => (
          <fieldset key={group.name} className={styles.group}>
            <legend>{t(`levels.group.${group.name}`)}</legend>
            {group.name === 'thresholds' && (
              <p className={pageStyles.muted}>{t('levels.thresholdsLead', { count: windowDays })}</p>
            )}
            {group.name === 'withdrawals' && (
              <p className={pageStyles.muted}>{t('levels.withdrawalsLead')}</p>
            )}
            <div className={styles.fieldGrid}>
              {group.fields.map((field) => (
                <TextField
                  key={field}
                  label={t(`levels.field.${field}`)}
                  value={draft[field]}
                  inputMode={
                    NUMERIC.has(field) ? 'numeric' : field.startsWith('name') ? undefined : 'decimal'
                  }
                  autoComplete="off"
                  maxLength={field.startsWith('name') ? 40 : undefined}
                  onChange={(e) => set(field, e.target.value)}
                  error={problemOf(field)}
                  testId={`bo-vip-level-${field}`}
                />
              ))}
            </div>
          </fieldset>
        ))}
        <FormAlert testId="bo-vip-level-error">
          {refusedFields(save.error).length === 0 ? refusal : null}
        </FormAlert>
      </form>
    </Modal>
  );
}
