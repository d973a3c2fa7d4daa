import type { AgentContract } from '@portal/contracts/agent-contracts';
import { Button } from '@portal/ui/button.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import { Icon } from '@portal/ui/icons.tsx';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shell/session/session-store.ts';
import { type AllowedAction, allowedActions, type Side } from '../lib/actions.ts';
import { ConfirmAction } from './confirm-action.tsx';
import styles from './contracts.module.css';
import { StatusBadge } from './status-badge.tsx';
import { TermsView } from './terms-view.tsx';

/** One contract as the agent sees it: the other party, the state, the terms and the actions it allows. */
export function ContractCard({
  contract,
  side,
  extra,
}: {
  contract: AgentContract;
  side: Side;
  /** Another action beside the state's (the downline page's "Change terms"). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation('agentContracts');
  const me = useSession((state) => state.user?.account ?? '');
  const [choice, setChoice] = useState<AllowedAction | null>(null);
  const actions = allowedActions(contract, side, me);
  const party =
    side === 'own'
      ? { role: t('card.from'), name: contract.upline ?? t('card.house') }
      : { role: t('card.to'), name: contract.downline };
  const byMe = contract.terminationBy === me;
  return (
    <article
      className={styles.card}
      data-testid="contract-card"
      data-side={side}
      data-status={contract.status}
      data-downline={contract.downline}
    >
      <header className={styles.cardHead}>
        <div className={styles.party}>
          <span className={styles.partyRole}>{party.role}</span>
          <span className={styles.partyName}>{party.name}</span>
        </div>
        <StatusBadge kind="contract" status={contract.status} testId="contract-status" />
      </header>
      <TermsView kind={contract.kind} terms={contract.terms} testId="contract-terms" />
      <p className={styles.meta}>
        <span>{t('card.created', { at: formatDateTime(contract.createdAt) })}</span>
        {contract.signedAt ? (
          <span>
            {/* a change starts where the contract it replaces ends: a signing date still to come */}
            {Date.parse(contract.signedAt) > Date.now()
              ? t('card.starts', { at: formatDateTime(contract.signedAt) })
              : t('card.signed', { at: formatDateTime(contract.signedAt) })}
          </span>
        ) : null}
        {contract.endsAt ? <span>{t('card.ends', { at: formatDateTime(contract.endsAt) })}</span> : null}
      </p>
      {contract.status === 'requestTermination' ? (
        <p className={styles.note} data-testid="contract-termination-note">
          <Icon name="alert" size={16} />
          {byMe
            ? t('card.terminationByMe')
            : t('card.terminationByOther', { name: contract.terminationBy ?? '' })}
        </p>
      ) : null}
      {contract.status === 'requestNew' && contract.replaces ? (
        <p className={styles.note} data-testid="contract-change-note">
          <Icon name="pencil" size={16} />
          {t('card.changeOffer')}
        </p>
      ) : null}
      {contract.status === 'requestNew' && side === 'downline' ? (
        <p className={styles.meta}>{t('card.waitingAnswer')}</p>
      ) : null}
      {contract.upline === null && side === 'own' ? (
        <p className={styles.meta}>{t('card.houseNote')}</p>
      ) : null}
      {actions.length > 0 || extra ? (
        <div className={styles.actions}>
          {extra}
          {actions.map((allowed) => (
            <Button
              key={allowed.label}
              size="sm"
              variant={
                allowed.tone === 'primary' ? 'primary' : allowed.tone === 'danger' ? 'outline' : 'ghost'
              }
              data-testid={`contract-${allowed.label}`}
              onClick={() => setChoice(allowed)}
            >
              {t(`actions.${allowed.label}`)}
            </Button>
          ))}
        </div>
      ) : null}
      {choice ? <ConfirmAction contract={contract} choice={choice} onClose={() => setChoice(null)} /> : null}
    </article>
  );
}
