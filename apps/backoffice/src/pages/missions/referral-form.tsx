import type { ReferralRule } from '@portal/contracts/missions.schema';
import { formatMinor, parseMajor } from '@portal/contracts/wallet';
import { TextField } from '@portal/ui/field.tsx';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../../api/ops.ts';
import { SectionForm } from '../../shell/section-form.tsx';
import { Switch } from '../../shell/switch.tsx';
import { useDraft, useSaves } from '../../shell/use-saves.ts';
import styles from './missions.module.css';
import { useMissionSettings, useSetSettings } from './use-missions.ts';

type RuleDraft = {
  enabled: boolean;
  reward: string;
  turnover: string;
  minDeposit: string;
  minValidBet: string;
  refuseSameAddress: boolean;
  refuseSameDevice: boolean;
};
const OFF: ReferralRule = { enabled: false, reward: 0, turnoverMultiplier: 1, minDeposit: 1, minValidBet: 0 };
/** The refusal rules a saved rule leaves out are on (the server's default). */
type RefusalRule = 'refuseSameAddress' | 'refuseSameDevice';
const REFUSALS: readonly RefusalRule[] = ['refuseSameAddress', 'refuseSameDevice'];

/** The referral rule: the referrer's bonus once a friend's deposits and valid bet reach the minimums. */
export function ReferralPanel({ merchant, canEdit }: { merchant: string; canEdit: boolean }) {
  const settings = useMissionSettings(merchant);
  if (!settings.data) return null;
  const rule = settings.data.referral ?? OFF;
  return (
    <RuleForm key={`${merchant}:${JSON.stringify(rule)}`} merchant={merchant} rule={rule} canEdit={canEdit} />
  );
}

function RuleForm({ merchant, rule, canEdit }: { merchant: string; rule: ReferralRule; canEdit: boolean }) {
  const { t } = useTranslation('missions');
  const setSettings = useSetSettings(merchant);
  const saves = useSaves(
    merchant,
    (saved: ReferralRule | null) => setSettings((old) => ({ ...old, referral: saved })),
    t('saved'),
  );
  const { draft, setDraft, dirty } = useDraft<RuleDraft>({
    enabled: rule.enabled,
    reward: formatMinor(rule.reward),
    turnover: String(rule.turnoverMultiplier),
    minDeposit: formatMinor(rule.minDeposit),
    minValidBet: formatMinor(rule.minValidBet),
    refuseSameAddress: rule.refuseSameAddress ?? true,
    refuseSameDevice: rule.refuseSameDevice ?? true,
  });
  const reward = parseMajor(draft.reward);
  const minDeposit = parseMajor(draft.minDeposit);
  const minValidBet = parseMajor(draft.minValidBet);
  const turnover = /^\d{1,3}$/.test(draft.turnover.trim()) ? Number(draft.turnover.trim()) : null;
  const ready =
    reward !== null &&
    minDeposit !== null &&
    minDeposit >= 1 &&
    minValidBet !== null &&
    turnover !== null &&
    turnover <= 100;
  const field = (name: 'reward' | 'turnover' | 'minDeposit' | 'minValidBet', ok: boolean, hint?: string) => (
    <TextField
      label={t(`referral.${name}`)}
      value={draft[name]}
      inputMode="decimal"
      autoComplete="off"
      onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      error={ok ? undefined : t(name === 'turnover' ? 'problem.count' : 'problem.amount')}
      hint={hint}
      testId={`bo-referral-${name}`}
    />
  );
  return (
    <SectionForm
      section="referral"
      title={t('referral.title')}
      lead={t('referral.lead')}
      canEdit={canEdit}
      saves={saves}
      dirty={dirty}
      ready={ready}
      onSave={() =>
        ready &&
        void saves.save('referral', () =>
          opsApi.missions.setRule(merchant, {
            enabled: draft.enabled,
            reward,
            turnoverMultiplier: turnover,
            minDeposit,
            minValidBet,
            refuseSameAddress: draft.refuseSameAddress,
            refuseSameDevice: draft.refuseSameDevice,
          }),
        )
      }
      testId="bo-referral-rule"
    >
      <div className={styles.switchRow}>
        <Switch
          checked={draft.enabled}
          label={t('referral.enabled')}
          disabled={!canEdit}
          onChange={(enabled) => setDraft({ ...draft, enabled })}
          testId="bo-referral-enabled"
        />
        <span>{t(draft.enabled ? 'referral.on' : 'referral.off')}</span>
      </div>
      <div className={styles.fieldGrid}>
        {field('reward', reward !== null)}
        {field('turnover', turnover !== null && turnover <= 100)}
        {field('minDeposit', minDeposit !== null && minDeposit >= 1, t('referral.minDepositHint'))}
        {field('minValidBet', minValidBet !== null)}
      </div>
      {REFUSALS.map((name) => (
        <div key={name} className={styles.switchRow}>
          <Switch
            checked={draft[name]}
            label={t(`referral.${name}`)}
            disabled={!canEdit}
            onChange={(on) => setDraft({ ...draft, [name]: on })}
            testId={`bo-referral-${name}`}
          />
          <span>{t(`referral.${name}`)}</span>
        </div>
      ))}
      <p className={styles.rule}>{t('referral.fair')}</p>
    </SectionForm>
  );
}
