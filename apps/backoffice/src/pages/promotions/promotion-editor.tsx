import type { OpsMerchant } from '@portal/contracts/operators.schema';
import { PROMOTION_TYPES } from '@portal/contracts/promotions';
import type { OpsPromotion } from '@portal/contracts/promotions.schema';
import { Button } from '@portal/ui/button.tsx';
import { SelectField, TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsPromotionsApi } from '../../api/ops-promotions.ts';
import { PageHead } from '../../shell/page.tsx';
import { sectionStyles } from '../../shell/section-form.tsx';
import type { TextLanguage } from '../content/content-model.ts';
import { LanguageFields, LanguageTabs } from '../content/language-fields.tsx';
import { PictureField } from '../content/picture-field.tsx';
import { ThemedPreview } from '../content/themed-preview.tsx';
import { PromotionCardPreview } from './promotion-card-preview.tsx';
import {
  type PromotionDraft,
  previewCard,
  problemsOf,
  promotionBody,
  promotionDraft,
} from './promotion-draft.ts';
import { AudienceFields, FormBlock, RulesFields, TurnoverFields } from './promotion-fields.tsx';
import styles from './promotions.module.css';
import { refusalText } from './refusal-text.ts';

/**
 * A promotion's form beside the portal's card as it is typed (both themes, the language being written):
 * its type, texts, period and audience, what it pays, its turnover and banner. A new one is created for the
 * merchant; an existing one keeps its merchant and type (the API's rule). The server's refusal stays
 * beside the save, in the operator's words with the server's reason.
 */
export function PromotionEditor({
  merchant,
  editing,
  onClose,
  onSaved,
}: {
  merchant: OpsMerchant;
  /** The promotion, or null for a new one. */
  editing: OpsPromotion | null;
  onClose: () => void;
  onSaved: (saved: OpsPromotion) => void;
}) {
  const { t } = useTranslation('promotions');
  const [draft, setDraft] = useState<PromotionDraft>(() => promotionDraft(editing));
  const [language, setLanguage] = useState<TextLanguage>('en');
  const [tried, setTried] = useState(false);
  const set = (patch: Partial<PromotionDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const problems = problemsOf(draft);
  const shown = tried ? problems : {};
  const problem = (field: keyof typeof problems) => (shown[field] ? t(shown[field] as string) : undefined);
  const save = useMutation({
    mutationFn: () => {
      const body = promotionBody(editing?.merchant ?? merchant.code, draft);
      return editing ? opsPromotionsApi.update(editing.id, body) : opsPromotionsApi.create(body);
    },
    onSuccess: onSaved,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(problems).length === 0 && !save.isPending) save.mutate();
  };
  const blocked = tried && Object.keys(problems).length > 0;

  return (
    <section className={styles.editorPage} data-testid="bo-promotion-editor">
      <PageHead
        title={editing ? t('editor.editTitle', { title: editing.title.en }) : t('editor.newTitle')}
        lead={t('editor.lead', { merchant: merchant.name })}
      >
        <Button variant="ghost" onClick={onClose} data-testid="bo-promotion-back">
          <Icon name="chevronLeft" size={16} />
          {t('editor.back')}
        </Button>
      </PageHead>
      <div className={styles.editorLayout}>
        <form className={styles.form} onSubmit={submit} noValidate data-testid="bo-promotion-form">
          <FormBlock title={t('form.kind')} lead={t(`typeLead.${draft.type}`)}>
            <div className={styles.grid}>
              <SelectField
                label={t('form.type')}
                value={draft.type}
                onChange={(e) => set({ type: e.target.value as PromotionDraft['type'] })}
                disabled={editing !== null}
                hint={editing ? t('form.typeKept') : undefined}
                testId="bo-promotion-type"
              >
                {PROMOTION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`type.${type}`)}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t('form.start')}
                type="datetime-local"
                value={draft.start}
                onChange={(e) => set({ start: e.target.value })}
                error={problem('start')}
                hint={t('form.startHint')}
                testId="bo-promotion-start"
              />
              <TextField
                label={t('form.end')}
                type="datetime-local"
                value={draft.end}
                onChange={(e) => set({ end: e.target.value })}
                error={problem('end')}
                hint={t('form.endHint')}
                testId="bo-promotion-end"
              />
              <TextField
                label={t('form.sort')}
                value={draft.sort}
                inputMode="numeric"
                onChange={(e) => set({ sort: e.target.value })}
                error={problem('sort')}
                hint={t('form.sortHint')}
                testId="bo-promotion-sort"
              />
            </div>
          </FormBlock>
          <FormBlock title={t('form.texts')} lead={t('form.textsLead')}>
            <LanguageTabs value={language} onChange={setLanguage} />
            <LanguageFields
              language={language}
              texts={draft}
              onChange={(texts) => set(texts)}
              readOnly={false}
            />
            {shown.title && <FormAlert testId="bo-promotion-title-problem">{t(shown.title)}</FormAlert>}
          </FormBlock>
          <FormBlock title={t('form.who')} lead={t('form.whoLead')}>
            <AudienceFields draft={draft} set={set} problems={shown} />
          </FormBlock>
          <FormBlock title={t('form.pays')} lead={t('form.paysLead')}>
            <RulesFields draft={draft} set={set} problems={shown} />
          </FormBlock>
          {draft.type !== 'rebate' && (
            <FormBlock title={t('form.turnoverTitle')} lead={t('form.turnoverLead')}>
              <TurnoverFields draft={draft} set={set} problems={shown} />
            </FormBlock>
          )}
          <FormBlock title={t('form.banner')}>
            <PictureField
              merchant={editing?.merchant ?? merchant.code}
              value={draft.banner}
              onChange={(banner) => set({ banner })}
              readOnly={false}
              texts={{ legend: t('form.banner'), url: t('form.bannerUrl'), hint: t('form.bannerHint') }}
              testId="bo-promotion-banner"
            />
          </FormBlock>
          <footer className={`${sectionStyles.section} ${styles.saveBar}`}>
            <div className={styles.saveAlerts}>
              {blocked && <FormAlert testId="bo-promotion-problems">{t('editor.fixFields')}</FormAlert>}
              {save.error ? (
                <FormAlert testId="bo-promotion-error">{refusalText(save.error, t)}</FormAlert>
              ) : null}
            </div>
            <div className={sectionStyles.saveRow}>
              <Button variant="ghost" onClick={onClose}>
                {t('bo:cancel')}
              </Button>
              <Button type="submit" disabled={save.isPending} data-testid="bo-promotion-save">
                {save.isPending ? t('editor.saving') : editing ? t('editor.save') : t('editor.create')}
              </Button>
            </div>
          </footer>
        </form>
        <aside className={styles.previewColumn}>
          <ThemedPreview merchant={merchant} language={language} testId="bo-promotion-preview">
            <PromotionCardPreview card={previewCard(draft, language)} language={language} />
          </ThemedPreview>
        </aside>
      </div>
    </section>
  );
}
