import type { AgentContract, ContractKind, ContractTerms } from '@portal/contracts/agent-contracts';
import { Button } from '@portal/ui/button.tsx';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProcessContract } from '../api/process-contract.ts';
import { CONTRACT_ERRORS } from '../lib/contract-errors.ts';
import {
  blankTier,
  canAddTier,
  draftFrom,
  type OfferDraft,
  type OfferProblem,
  offerTerms,
  type TierDraft,
} from '../lib/terms.ts';
import styles from './contracts.module.css';
import { TermsView } from './terms-view.tsx';

type OfferDialogProps = {
  kind: ContractKind;
  /** The agent's own terms: the most it may offer (spec: a downline's terms never exceed its upline's). */
  ceiling: ContractTerms;
  /** Direct downline agents the agent may pick from (those it had contracts with); any username may be typed. */
  suggestions: readonly string[];
  /** The downline it is for, when the page was opened for one: the field is filled and fixed. */
  downline?: string;
  /**
   * A change (decision 0032): the signed contract the new terms replace, once the downline accepts,
   * from the end of its current period. The form starts from its terms.
   */
  replacing?: AgentContract;
  onClose: () => void;
};

/**
 * The contract modal (spec section 2): the direct downline agent and the terms, checked here to stay
 * within the agent's own before they are sent; the platform checks the same again.
 */
export function OfferDialog({ kind, ceiling, suggestions, downline, replacing, onClose }: OfferDialogProps) {
  const { t } = useTranslation('agentContracts');
  const errorText = useApiErrorText(CONTRACT_ERRORS);
  const id = useId();
  const offer = useProcessContract(kind);
  const fixed = replacing?.downline ?? downline;
  const [draft, setDraft] = useState<OfferDraft>(() => draftFrom(replacing?.terms ?? ceiling, fixed ?? ''));
  const [problem, setProblem] = useState<OfferProblem | null>(null);

  const change = (next: Partial<OfferDraft>) => {
    setProblem(null);
    offer.reset();
    setDraft((current) => ({ ...current, ...next }));
  };
  const changeTier = (index: number, next: Partial<TierDraft>) =>
    change({ tiers: draft.tiers.map((tier, i) => (i === index ? { ...tier, ...next } : tier)) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = offerTerms(kind, draft, ceiling);
    if ('problem' in result) {
      setProblem(result.problem);
      return;
    }
    offer.mutate(
      replacing
        ? { action: 'change', contractId: replacing.id, terms: result.terms }
        : { action: 'offer', downline: draft.downline.trim(), terms: result.terms },
      { onSuccess: () => onClose() },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={
        replacing
          ? t('change.title', { kind: t(`kind.${kind}`), name: replacing.downline })
          : t('offer.title', { kind: t(`kind.${kind}`) })
      }
      icon="userPlus"
      closeLabel={t('actions.close')}
      testId="offer-dialog"
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {replacing ? (
          <p className={styles.ceiling} data-testid="offer-change-note">
            {t('change.note')}
          </p>
        ) : null}
        <TextField
          label={t('offer.downline')}
          hint={t('offer.downlineHint')}
          required
          autoComplete="off"
          readOnly={fixed !== undefined}
          list={suggestions.length > 0 && fixed === undefined ? `${id}-downlines` : undefined}
          value={draft.downline}
          onChange={(event) => change({ downline: event.target.value })}
          testId="offer-downline"
        />
        {suggestions.length > 0 && fixed === undefined ? (
          <datalist id={`${id}-downlines`}>
            {suggestions.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        ) : null}

        <div className={styles.stack}>
          <p className={styles.ceiling}>{t('offer.ceiling')}</p>
          <TermsView kind={kind} terms={ceiling} testId="offer-ceiling" />
        </div>

        {kind === 'dividend' ? (
          <>
            <TextField
              label={t('offer.share')}
              required
              inputMode="decimal"
              value={draft.share}
              onChange={(event) => change({ share: event.target.value })}
              trailing={<span aria-hidden="true">%</span>}
              testId="offer-share"
            />
            <p className={styles.ceiling}>
              {t('offer.period', { period: t(`periodType.${draft.periodType}`) })}
            </p>
          </>
        ) : (
          <fieldset className={styles.stack}>
            <legend className={styles.ceiling}>{t('offer.tiers')}</legend>
            {draft.tiers.map((tier, index) => (
              // tiers have no identity but their place; a removed tier shifts the rest
              // biome-ignore lint/suspicious/noArrayIndexKey: the place is the tier's identity
              <div className={styles.tier} key={index} data-testid="offer-tier">
                <TextField
                  label={t('offer.tierValidBet', { n: index + 1 })}
                  inputMode="decimal"
                  value={tier.minValidBet}
                  onChange={(event) => changeTier(index, { minValidBet: event.target.value })}
                  testId={`offer-tier-${index}-validBet`}
                />
                <TextField
                  label={t('offer.tierActive')}
                  inputMode="numeric"
                  value={tier.minActive}
                  onChange={(event) => changeTier(index, { minActive: event.target.value })}
                  testId={`offer-tier-${index}-active`}
                />
                <TextField
                  label={t('offer.tierRate')}
                  inputMode="decimal"
                  value={tier.rate}
                  onChange={(event) => changeTier(index, { rate: event.target.value })}
                  trailing={<span aria-hidden="true">%</span>}
                  testId={`offer-tier-${index}-rate`}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  className={styles.removeTier}
                  aria-label={t('offer.removeTier', { n: index + 1 })}
                  disabled={draft.tiers.length === 1}
                  onClick={() => change({ tiers: draft.tiers.filter((_, i) => i !== index) })}
                  icon={<Icon name="trash" size={16} />}
                />
              </div>
            ))}
            {canAddTier(draft) ? (
              <div>
                <Button
                  variant="outline"
                  size="sm"
                  icon={<Icon name="plus" size={16} />}
                  onClick={() => change({ tiers: [...draft.tiers, blankTier()] })}
                  data-testid="offer-add-tier"
                >
                  {t('offer.addTier')}
                </Button>
              </div>
            ) : null}
          </fieldset>
        )}

        {problem ? <FormAlert testId="offer-problem">{t(`offer.problem.${problem}`)}</FormAlert> : null}
        {offer.isError ? <FormAlert testId="offer-error">{errorText(offer.error)}</FormAlert> : null}

        <div className={styles.footer}>
          <Button variant="ghost" onClick={onClose} disabled={offer.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={offer.isPending} data-testid="offer-send">
            {replacing ? t('change.send') : t('offer.send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
