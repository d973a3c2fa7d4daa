import { CLAIM_PERIODS, REBATE_MODES } from '@portal/contracts/rebates';
import type { OpsRates, RebateSettings } from '@portal/contracts/rebates.schema';
import { SelectField } from '@portal/ui/field.tsx';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../../api/ops.ts';
import { StatusPill } from '../../shell/page.tsx';
import { SectionForm } from '../../shell/section-form.tsx';
import { type SaveState, useDraft } from '../../shell/use-saves.ts';
import styles from './vip-rebates.module.css';

type Draft = Pick<RebateSettings, 'mode' | 'dailyHour' | 'claimPeriod'>;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** How the merchant pays rebates: the daily run at its hour, the player's claim once a period, or both. */
export function RebateSettingsForm({
  merchant,
  rates,
  canEdit,
  saves,
  save,
}: {
  merchant: string;
  rates: OpsRates;
  canEdit: boolean;
  saves: SaveState;
  save: (section: string, call: () => Promise<OpsRates>) => void;
}) {
  const { t } = useTranslation('vip');
  const { mode, dailyHour, claimPeriod } = rates.settings;
  const { draft, setDraft, dirty } = useDraft<Draft>({ mode, dailyHour, claimPeriod });
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const daily = draft.mode !== 'manual';
  const manual = draft.mode !== 'daily';
  return (
    <SectionForm
      section="settings"
      title={t('rates.settingsTitle')}
      lead={
        <>
          {t('rates.settingsLead')}{' '}
          <StatusPill
            status={rates.enabled ? 'live' : 'pending'}
            label={rates.enabled ? t('rates.on') : t('rates.off')}
          />
        </>
      }
      canEdit={canEdit}
      saves={saves}
      dirty={dirty || !rates.enabled}
      onSave={() => save('settings', () => opsApi.vipRebates.setRates({ merchant, ...draft }))}
      testId="bo-rebate-settings"
    >
      <div className={styles.fieldGrid}>
        <SelectField
          label={t('rates.mode')}
          value={draft.mode}
          onChange={(e) => set({ mode: e.target.value as Draft['mode'] })}
          hint={t(`rates.modeHint.${draft.mode}`)}
          testId="bo-rebate-mode"
        >
          {REBATE_MODES.map((m) => (
            <option key={m} value={m}>
              {t(`rates.modes.${m}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('rates.dailyHour')}
          value={String(draft.dailyHour)}
          onChange={(e) => set({ dailyHour: Number(e.target.value) })}
          disabled={!daily}
          hint={daily ? t('rates.dailyHourHint') : t('rates.notDaily')}
          testId="bo-rebate-hour"
        >
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {`${String(hour).padStart(2, '0')}:00`}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('rates.claimPeriod')}
          value={draft.claimPeriod}
          onChange={(e) => set({ claimPeriod: e.target.value as Draft['claimPeriod'] })}
          disabled={!manual}
          hint={manual ? t('rates.claimPeriodHint') : t('rates.notManual')}
          testId="bo-rebate-period"
        >
          {CLAIM_PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`rates.periods.${p}`)}
            </option>
          ))}
        </SelectField>
      </div>
    </SectionForm>
  );
}
