import type { ContractKind } from '@portal/contracts/agent-contracts';
import { CONTRACT_KINDS, DIVIDEND_PERIODS, MAX_TIERS } from '@portal/contracts/agent-contracts';
import type { ContractDefault } from '@portal/contracts/agent-contracts.schema';
import { Button } from '@portal/ui/button.tsx';
import { SelectField, TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { opsApi } from '../../api/ops.ts';
import { pageStyles } from '../../shell/page.tsx';
import { SectionForm } from '../../shell/section-form.tsx';
import { Switch } from '../../shell/switch.tsx';
import { type SaveState, useDraft, useSaves } from '../../shell/use-saves.ts';
import styles from './agents.module.css';
import { draftOf, type TermsDraft, type TierDraft, termsOf } from './terms-model.ts';
import { agentKeys, useDefaults } from './use-agents.ts';

/** The house's terms for its top agents, one card per kind; a save changes the live house contracts too. */
export function DefaultsPanel({ merchant, canEdit }: { merchant: string; canEdit: boolean }) {
  const { t } = useTranslation('agents');
  const client = useQueryClient();
  const defaults = useDefaults(merchant);
  const saves = useSaves(
    merchant,
    (saved: ContractDefault) =>
      client.setQueryData<ContractDefault[]>(agentKeys.defaults(merchant), (list) =>
        list?.map((d) => (d.kind === saved.kind ? saved : d)),
      ),
    t('defaults.saved'),
    (error) => errorText(error, t),
  );
  return (
    <div className={pageStyles.stack}>
      <p className={pageStyles.muted}>{t('defaults.lead')}</p>
      {defaults.error && <FormAlert>{errorText(defaults.error, t)}</FormAlert>}
      {defaults.data &&
        CONTRACT_KINDS.map((kind) => (
          <DefaultForm
            key={kind}
            kind={kind}
            value={defaults.data.find((d) => d.kind === kind)}
            canEdit={canEdit}
            saves={saves}
            onSave={(body) =>
              void saves.save(kind, () => opsApi.contracts.setDefault({ merchant, kind, ...body }))
            }
          />
        ))}
    </div>
  );
}

const EMPTY_TIER: TierDraft = { minValidBet: '', minActive: '0', rate: '' };

function DefaultForm({
  kind,
  value,
  canEdit,
  saves,
  onSave,
}: {
  kind: ContractKind;
  value: ContractDefault | undefined;
  canEdit: boolean;
  saves: SaveState;
  onSave: (body: { terms: NonNullable<ContractDefault['terms']>; enabled: boolean }) => void;
}) {
  const { t } = useTranslation('agents');
  const { draft, setDraft, dirty } = useDraft<TermsDraft>(draftOf(value));
  const checked = termsOf(kind, draft);
  const problem = 'problem' in checked ? checked.problem : null;
  const set = (patch: Partial<TermsDraft>) => setDraft({ ...draft, ...patch });
  const setTier = (i: number, patch: Partial<TierDraft>) =>
    set({ tiers: draft.tiers.map((tier, k) => (k === i ? { ...tier, ...patch } : tier)) });
  const testId = `bo-defaults-${kind}`;
  return (
    <SectionForm
      section={kind}
      title={t(`kinds.${kind}`)}
      lead={t(`defaults.kindLead.${kind}`)}
      canEdit={canEdit}
      saves={saves}
      dirty={dirty}
      ready={problem === null}
      onSave={() => 'terms' in checked && onSave({ terms: checked.terms, enabled: draft.enabled })}
      testId={testId}
    >
      <div className={styles.switchRow}>
        <Switch
          checked={draft.enabled}
          label={t('defaults.enabled')}
          onChange={(enabled) => set({ enabled })}
          disabled={!canEdit}
          testId={`${testId}-enabled`}
        />
        <span>{draft.enabled ? t('defaults.on') : t('defaults.off')}</span>
      </div>
      {kind === 'dividend' ? (
        <div className={styles.tierRow}>
          <TextField
            label={t('defaults.share')}
            value={draft.share}
            inputMode="decimal"
            onChange={(e) => set({ share: e.target.value })}
            variant="compact"
            testId={`${testId}-share`}
          />
          <SelectField
            label={t('defaults.period')}
            value={draft.periodType}
            onChange={(e) => set({ periodType: e.target.value as TermsDraft['periodType'] })}
            variant="compact"
            testId={`${testId}-period`}
          >
            {DIVIDEND_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`period.${p}`)}
              </option>
            ))}
          </SelectField>
        </div>
      ) : (
        <ol className={styles.tiers} data-testid={`${testId}-tiers`}>
          {draft.tiers.map((tier, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a tier is its place in the list
            <li key={i} className={styles.tierRow}>
              <TextField
                label={t('tier.minValidBet')}
                value={tier.minValidBet}
                inputMode="decimal"
                onChange={(e) => setTier(i, { minValidBet: e.target.value })}
                variant="compact"
                testId={`${testId}-bet-${i}`}
              />
              <TextField
                label={t('tier.minActive')}
                value={tier.minActive}
                inputMode="numeric"
                onChange={(e) => setTier(i, { minActive: e.target.value })}
                variant="compact"
                testId={`${testId}-active-${i}`}
              />
              <TextField
                label={t('tier.rate')}
                value={tier.rate}
                inputMode="decimal"
                onChange={(e) => setTier(i, { rate: e.target.value })}
                variant="compact"
                testId={`${testId}-rate-${i}`}
              />
              {canEdit && draft.tiers.length > 1 && (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => set({ tiers: draft.tiers.filter((_, k) => k !== i) })}
                  data-testid={`${testId}-remove-${i}`}
                >
                  {t('tier.remove')}
                </Button>
              )}
            </li>
          ))}
          {canEdit && draft.tiers.length < MAX_TIERS && (
            <li>
              <Button
                size="sm"
                variant="outline"
                onClick={() => set({ tiers: [...draft.tiers, EMPTY_TIER] })}
                data-testid={`${testId}-add`}
              >
                {t('tier.add')}
              </Button>
            </li>
          )}
        </ol>
      )}
      {dirty && problem && (
        <FormAlert tone="warning" testId={`${testId}-problem`}>
          {t(`defaults.problem.${problem}`)}
        </FormAlert>
      )}
    </SectionForm>
  );
}
