import { ENVELOPE_CONDITIONS, type OpsEnvelopeCampaign } from '@portal/contracts/red-envelopes.schema';
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
import { type CampaignDraft, type CampaignField, campaignOf, draftOf, emptyDraft } from './envelope-model.ts';
import styles from './envelopes.module.css';

const FORM = 'bo-envelope-form';

/** A campaign's form, new or changed; the answer is the campaign as saved. */
export function CampaignDialog({
  merchant,
  campaign,
  onClose,
  onSaved,
}: {
  merchant: string;
  campaign: OpsEnvelopeCampaign | null;
  onClose: () => void;
  onSaved: (saved: OpsEnvelopeCampaign, isNew: boolean) => void;
}) {
  const { t } = useTranslation('envelopes');
  const [draft, setDraft] = useState<CampaignDraft>(() => (campaign ? draftOf(campaign) : emptyDraft()));
  const [tried, setTried] = useState(false);
  const checked = campaignOf(draft);
  const save = useMutation({
    mutationFn: (input: Parameters<typeof opsApi.envelopes.create>[1]) =>
      campaign
        ? opsApi.envelopes.update(merchant, campaign.id, input)
        : opsApi.envelopes.create(merchant, input),
    onSuccess: (saved) => onSaved(saved, campaign === null),
  });
  const problemOf = (field: CampaignField) =>
    tried && 'problems' in checked && checked.problems[field]
      ? t(`problem.${checked.problems[field]}`)
      : undefined;
  const set = (field: CampaignField, value: string) => setDraft({ ...draft, [field]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if ('input' in checked && !save.isPending) save.mutate(checked.input);
  };
  const text = (field: CampaignField, options: { type?: string; hint?: string } = {}) => (
    <TextField
      label={t(`field.${field}`)}
      value={draft[field]}
      type={options.type}
      autoComplete="off"
      onChange={(e) => set(field, e.target.value)}
      error={problemOf(field)}
      hint={options.hint}
      testId={`bo-envelope-${field}`}
    />
  );

  return (
    <Modal
      open
      onClose={onClose}
      title={campaign ? t('editTitle') : t('addTitle')}
      icon="envelope"
      closeLabel={t('bo:close')}
      size="md"
      testId="bo-envelope-dialog"
      footer={
        <div className={pageStyles.rowActions}>
          <Button variant="ghost" onClick={onClose}>
            {t('bo:cancel')}
          </Button>
          <Button type="submit" form={FORM} disabled={save.isPending} data-testid="bo-envelope-save">
            {save.isPending ? t('bo:section.saving') : t('bo:section.save')}
          </Button>
        </div>
      }
    >
      <form id={FORM} className={pageStyles.stack} onSubmit={submit} noValidate>
        <div className={styles.fieldGrid}>
          {text('nameEn')}
          {text('nameTh')}
          {text('startsAt', { type: 'datetime-local' })}
          {text('endsAt', { type: 'datetime-local' })}
          {text('everyMinutes', { hint: t('hint.everyMinutes') })}
          {text('openMinutes')}
          {text('totalBudget')}
          {text('dropBudget')}
        </div>
        {text('tiers', { hint: t('hint.tiers') })}
        <div className={styles.fieldGrid}>
          <SelectField
            label={t('field.condition')}
            value={draft.condition}
            onChange={(e) => set('condition', e.target.value)}
            testId="bo-envelope-condition"
          >
            {ENVELOPE_CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {t(`condition.${c}`)}
              </option>
            ))}
          </SelectField>
          {draft.condition !== 'none' && text('conditionAmount')}
          {text('turnoverMultiplier')}
        </div>
        {save.error && <FormAlert>{errorText(save.error, t)}</FormAlert>}
      </form>
    </Modal>
  );
}
