import {
  type AgentContract,
  CONTRACT_KINDS,
  type ConsolidatedContractInfo,
  type ContractKind,
} from '@portal/contracts/agent-contracts';
import { Button } from '@portal/ui/button.tsx';
import chip from '@portal/ui/chip.module.css';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { Section } from '@portal/ui/section.tsx';
import { useTranslation } from 'react-i18next';
import { useCentreStore } from '../../../shell/centre/centre-store.ts';
import { KIND_FLAG, KIND_ICON, KIND_INFO, KIND_PAGE } from '../lib/kinds.ts';
import { ContractCard } from './contract-card.tsx';
import styles from './contracts.module.css';

const LIVE = new Set(['requestNew', 'success', 'requestTermination']);

/** What the page shows of one downline in one kind: its contracts (newest first) and what may be done. */
export function downlineContracts(info: ConsolidatedContractInfo, kind: ContractKind, downline: string) {
  const part = info[KIND_INFO[kind]];
  const contracts = part.downlines.filter((c) => c.downline === downline).sort((a, b) => b.id - a.id);
  const live = contracts.filter((c) => LIVE.has(c.status));
  const changeWaiting = new Set(
    live.flatMap((c) => (c.status === 'requestNew' && c.replaces ? [c.replaces] : [])),
  );
  return {
    contracts,
    /** No live contract: the agent may offer one (when it has terms of the kind). */
    canOffer: live.length === 0 && part.ceiling !== null,
    /** A signed contract the agent may change: no change offer of it is waiting. */
    changeable: (c: AgentContract) =>
      c.status === 'success' && part.ceiling !== null && !changeWaiting.has(c.id),
  };
}

type Props = {
  kind: ContractKind;
  downline: string;
  info: ConsolidatedContractInfo;
  onOffer: () => void;
  onChange: (contract: AgentContract) => void;
};

/**
 * The page opened for one direct downline agent from the downline tree (decision 0032): its contracts of
 * this kind with "Change terms" on a signed one (terminating is the card's own action), or "Offer a
 * contract" when it has none; the other kinds that apply, one tap away; and the way back to all.
 */
export function DownlineFocus({ kind, downline, info, onOffer, onChange }: Props) {
  const { t } = useTranslation('agentContracts');
  const openAgent = useCentreStore((state) => state.openAgent);
  const { contracts, canOffer, changeable } = downlineContracts(info, kind, downline);
  const kinds = CONTRACT_KINDS.filter((k) => info[KIND_FLAG[k]] === 1);

  return (
    <Section
      icon="users"
      title={t('focus.title', { name: downline })}
      lead={t('focus.lead', { kind: t(`kind.${kind}`) })}
      stretchAside
      aside={
        <Button
          size="sm"
          variant="ghost"
          icon={<Icon name="chevronLeft" size={16} />}
          onClick={() => openAgent(KIND_PAGE[kind])}
          data-testid="focus-all"
        >
          {t('focus.all')}
        </Button>
      }
      testId="contracts-focus"
    >
      {kinds.length > 1 ? (
        <div className={chip.row} role="radiogroup" aria-label={t('focus.kinds')}>
          {kinds.map((k) => (
            // biome-ignore lint/a11y/useSemanticElements: chips are buttons styled as a radio group
            <button
              key={k}
              type="button"
              role="radio"
              aria-checked={k === kind}
              className={k === kind ? `${chip.chip} ${chip.selected}` : chip.chip}
              data-testid={`focus-kind-${k}`}
              onClick={() => openAgent(KIND_PAGE[k], { downline })}
            >
              <Icon name={KIND_ICON[k]} size={14} />
              {t(`kind.${k}`)}
            </button>
          ))}
        </div>
      ) : null}
      {contracts.length === 0 ? (
        <EmptyState
          icon={KIND_ICON[kind]}
          title={t('focus.emptyTitle', { kind: t(`kind.${kind}`), name: downline })}
          hint={canOffer ? t('focus.emptyHint') : t('downlines.leadNoTerms')}
          testId="focus-empty"
        />
      ) : (
        <div className={styles.stack}>
          {contracts.map((contract) => (
            <ContractCard
              key={contract.id}
              contract={contract}
              side="downline"
              extra={
                changeable(contract) ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    icon={<Icon name="pencil" size={14} />}
                    onClick={() => onChange(contract)}
                    data-testid="contract-change"
                  >
                    {t('actions.change')}
                  </Button>
                ) : null
              }
            />
          ))}
        </div>
      )}
      {canOffer ? (
        <div>
          <Button icon={<Icon name="userPlus" size={16} />} onClick={onOffer} data-testid="focus-offer">
            {t('focus.offer', { name: downline })}
          </Button>
        </div>
      ) : null}
    </Section>
  );
}
