import { REBATE_CATEGORIES } from '@portal/contracts/rebates';
import type { OpsRates } from '@portal/contracts/rebates.schema';
import { SelectField, TextField } from '@portal/ui/field.tsx';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../../api/ops.ts';
import { SectionForm } from '../../shell/section-form.tsx';
import { type SaveState, useDraft } from '../../shell/use-saves.ts';
import { bpsOf, MAX_PERCENT, type RatesDraft, ratesDraftOf, ratesOf } from './rates-model.ts';
import styles from './vip-rebates.module.css';

/**
 * One level's rate per category, in per cent (level 0: players below every VIP level, and the rate a level
 * without its own takes). A save applies to every valid bet not yet paid.
 */
export function LevelRatesForm({
  merchant,
  rates,
  level,
  onLevel,
  levelText,
  canEdit,
  saves,
  save,
}: {
  merchant: string;
  rates: OpsRates;
  level: number;
  onLevel: (level: number) => void;
  levelText: (level: number) => string;
  canEdit: boolean;
  saves: SaveState;
  save: (section: string, call: () => Promise<OpsRates>) => void;
}) {
  const { t } = useTranslation('vip');
  const current = rates.levels.find((l) => l.level === level)?.rates ?? [];
  const { draft, setDraft, dirty } = useDraft<RatesDraft>(ratesDraftOf(current));
  const checked = ratesOf(draft);
  return (
    <SectionForm
      section="rates"
      title={t('rates.levelTitle')}
      lead={t('rates.levelLead', { max: MAX_PERCENT })}
      canEdit={canEdit}
      saves={saves}
      dirty={dirty}
      ready={checked !== null}
      onSave={() =>
        checked && save('rates', () => opsApi.vipRebates.setRates({ merchant, level, rates: checked }))
      }
      testId="bo-rebate-level-rates"
    >
      <SelectField
        label={t('rates.level')}
        value={String(level)}
        onChange={(e) => onLevel(Number(e.target.value))}
        testId="bo-rebate-level"
        className={styles.levelPick}
      >
        {rates.levels.map((l) => (
          <option key={l.level} value={l.level}>
            {levelText(l.level)}
          </option>
        ))}
      </SelectField>
      <div className={styles.rateGrid}>
        {REBATE_CATEGORIES.map((category) => (
          <TextField
            key={category}
            label={t(`category.${category}`, { ns: 'catalogue' })}
            value={draft[category]}
            inputMode="decimal"
            autoComplete="off"
            trailing="%"
            onChange={(e) => setDraft({ ...draft, [category]: e.target.value })}
            error={bpsOf(draft[category]) === null ? t('problem.rate', { max: MAX_PERCENT }) : undefined}
            testId={`bo-rebate-rate-${category}`}
          />
        ))}
      </div>
    </SectionForm>
  );
}
