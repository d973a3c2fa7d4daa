import { AUDIENCE_KINDS, FORFEIT_RULES } from '@portal/contracts/promotions';
import { SelectField, TextField } from '@portal/ui/field.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionStyles } from '../../shell/section-form.tsx';
import contentStyles from '../content/content.module.css';
import { type Problems, type PromotionDraft, rulesOf, WEIGHT_CATEGORIES } from './promotion-draft.ts';
import styles from './promotions.module.css';

/** What each part of the form is given: the draft, its setter, and the problems to show by field. */
export type FieldsProps = {
  draft: PromotionDraft;
  set: (patch: Partial<PromotionDraft>) => void;
  /** Shown once a save was tried: the text key of each field's problem. */
  problems: Problems;
};

/** One block of the form: a card with its title and what it is for. */
export function FormBlock({
  title,
  lead,
  children,
  testId,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className={sectionStyles.section} data-testid={testId}>
      <header className={sectionStyles.sectionHead}>
        <h2>{title}</h2>
        {lead && <p>{lead}</p>}
      </header>
      {children}
    </section>
  );
}

/** Who may take part: the whole merchant, members registered within some days, VIP levels, an agent's team. */
export function AudienceFields({ draft, set, problems }: FieldsProps) {
  const { t } = useTranslation('promotions');
  const problem = (field: keyof Problems) => (problems[field] ? t(problems[field] as string) : undefined);
  return (
    <div className={styles.grid}>
      <SelectField
        label={t('form.audience')}
        value={draft.audience}
        onChange={(e) => set({ audience: e.target.value as PromotionDraft['audience'] })}
        testId="bo-promotion-audience"
      >
        {AUDIENCE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`audience.${kind}`)}
          </option>
        ))}
      </SelectField>
      {draft.audience === 'newMembers' && (
        <TextField
          label={t('form.days')}
          value={draft.days}
          inputMode="numeric"
          onChange={(e) => set({ days: e.target.value })}
          error={problem('days')}
          hint={t('form.daysHint')}
          testId="bo-promotion-days"
        />
      )}
      {draft.audience === 'vipLevels' && (
        <TextField
          label={t('form.levels')}
          value={draft.levels}
          onChange={(e) => set({ levels: e.target.value })}
          error={problem('levels')}
          hint={t('form.levelsHint')}
          testId="bo-promotion-levels"
        />
      )}
      {draft.audience === 'agentTeam' && (
        <TextField
          label={t('form.agentId')}
          value={draft.agentId}
          inputMode="numeric"
          onChange={(e) => set({ agentId: e.target.value })}
          error={problem('agentId')}
          hint={t('form.agentIdHint')}
          testId="bo-promotion-agent"
        />
      )}
    </div>
  );
}

/** What the promotion pays, by its type: the deposit it needs, a percentage and cap or a fixed amount. */
export function RulesFields({ draft, set, problems }: FieldsProps) {
  const { t } = useTranslation('promotions');
  const rules = rulesOf(draft.type);
  const problem = (field: keyof Problems) => (problems[field] ? t(problems[field] as string) : undefined);
  if (!rules.pays) return <p className={styles.note}>{t('form.rebateNote')}</p>;
  const fixed = rules.fixedOnly || draft.paysBy === 'fixed';
  return (
    <div className={styles.grid}>
      {rules.minDeposit && (
        <TextField
          label={t('form.minDeposit')}
          value={draft.minDeposit}
          inputMode="decimal"
          onChange={(e) => set({ minDeposit: e.target.value })}
          error={problem('minDeposit')}
          hint={t(draft.type === 'signup' ? 'form.qualifyingHint' : 'form.minDepositHint')}
          testId="bo-promotion-minDeposit"
        />
      )}
      {rules.choosesPay && (
        <SelectField
          label={t('form.paysBy')}
          value={draft.paysBy}
          onChange={(e) => set({ paysBy: e.target.value as PromotionDraft['paysBy'] })}
          testId="bo-promotion-paysBy"
        >
          <option value="percent">{t('form.paysPercent')}</option>
          <option value="fixed">{t('form.paysFixed')}</option>
        </SelectField>
      )}
      {rules.choosesPay && !fixed && (
        <>
          <TextField
            label={t('form.percent')}
            value={draft.percent}
            inputMode="numeric"
            onChange={(e) => set({ percent: e.target.value })}
            error={problem('percent')}
            testId="bo-promotion-percent"
          />
          <TextField
            label={t('form.cap')}
            value={draft.cap}
            inputMode="decimal"
            onChange={(e) => set({ cap: e.target.value })}
            error={problem('cap')}
            hint={t('form.capHint')}
            testId="bo-promotion-cap"
          />
        </>
      )}
      {fixed && (
        <TextField
          label={t('form.fixedAmount')}
          value={draft.fixedAmount}
          inputMode="decimal"
          onChange={(e) => set({ fixedAmount: e.target.value })}
          error={problem('fixedAmount')}
          hint={draft.type === 'custom' ? t('form.customHint') : undefined}
          testId="bo-promotion-fixedAmount"
        />
      )}
      {rules.periodDays && (
        <TextField
          label={t('form.periodDays')}
          value={draft.periodDays}
          inputMode="numeric"
          onChange={(e) => set({ periodDays: e.target.value })}
          error={problem('periodDays')}
          hint={t('form.periodHint')}
          testId="bo-promotion-periodDays"
        />
      )}
      <TextField
        label={t('form.expiryDays')}
        value={draft.expiryDays}
        inputMode="numeric"
        onChange={(e) => set({ expiryDays: e.target.value })}
        error={problem('expiryDays')}
        hint={t('form.expiryHint')}
        testId="bo-promotion-expiryDays"
      />
      {rules.automatic && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.automatic}
            onChange={(e) => set({ automatic: e.target.checked })}
            data-testid="bo-promotion-automatic"
          />
          <span>{t('form.automatic')}</span>
        </label>
      )}
    </div>
  );
}

/** The bonus's turnover: its multiple, what each game category counts, and what a forfeit takes back. */
export function TurnoverFields({ draft, set, problems }: FieldsProps) {
  const { t } = useTranslation('promotions');
  const problem = (field: keyof Problems) => (problems[field] ? t(problems[field] as string) : undefined);
  return (
    <>
      <div className={styles.grid}>
        <TextField
          label={t('form.turnover')}
          value={draft.turnoverMultiplier}
          inputMode="numeric"
          onChange={(e) => set({ turnoverMultiplier: e.target.value })}
          error={problem('turnoverMultiplier')}
          hint={t('form.turnoverHint')}
          testId="bo-promotion-turnover"
        />
        <SelectField
          label={t('form.forfeitRule')}
          value={draft.forfeitRule}
          onChange={(e) => set({ forfeitRule: e.target.value as PromotionDraft['forfeitRule'] })}
          testId="bo-promotion-forfeit"
        >
          {FORFEIT_RULES.map((rule) => (
            <option key={rule} value={rule}>
              {t(`forfeit.${rule}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className={contentStyles.picture}>
        <legend>{t('form.weights')}</legend>
        <p className={styles.note}>{t('form.weightsHint')}</p>
        <div className={styles.weightGrid}>
          {WEIGHT_CATEGORIES.map((category) => (
            <TextField
              key={category}
              label={t(`catalogue:category.${category}`)}
              value={draft.weights[category] ?? ''}
              placeholder="100"
              inputMode="numeric"
              variant="compact"
              onChange={(e) => set({ weights: { ...draft.weights, [category]: e.target.value } })}
              error={problem(`weight.${category}`)}
              testId={`bo-promotion-weight-${category}`}
            />
          ))}
        </div>
      </fieldset>
    </>
  );
}
