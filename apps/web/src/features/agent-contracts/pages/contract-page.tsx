import type { AgentContract, ContractKind } from '@portal/contracts/agent-contracts';
import { Button } from '@portal/ui/button.tsx';
import centre from '@portal/ui/centre-page.module.css';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { LoadFailed } from '@portal/ui/load-failed.tsx';
import { Section } from '@portal/ui/section.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCentreStore } from '../../../shell/centre/centre-store.ts';
import { useConsolidatedContractInfo } from '../../../shell/centre/contract-info.ts';
import { ContractCard } from '../components/contract-card.tsx';
import styles from '../components/contracts.module.css';
import { DownlineFocus } from '../components/downline-focus.tsx';
import { OfferDialog } from '../components/offer-dialog.tsx';
import { PaymentRecords } from '../components/payment-records.tsx';
import { CONTRACT_ERRORS } from '../lib/contract-errors.ts';
import { KIND_ICON, KIND_INFO } from '../lib/kinds.ts';

const LIVE = new Set(['requestNew', 'success', 'requestTermination']);

/**
 * A contract kind's page (daily wages, hourly salary, real-time salary, dividend record): the agent's
 * own contract and the offers waiting for its answer, the contracts it gave its direct downline agents
 * with "Offer a contract", and the payment records.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agentContracts');
  const info = useConsolidatedContractInfo();
  const [offering, setOffering] = useState(false);
  const [replacing, setReplacing] = useState<AgentContract | null>(null);
  // opened from the downline tree for one direct downline agent (the centre's page parameter)
  const focus = useCentreStore((state) => state.agentParams?.downline);
  const icon = KIND_ICON[kind];

  if (info.isPending) {
    return (
      <div className={centre.page} aria-busy="true" data-testid="contracts-loading">
        <Skeleton height={160} radius={16} />
        <Skeleton height={120} radius={16} />
      </div>
    );
  }
  if (info.isError) {
    return (
      <div className={centre.page}>
        <LoadFailed
          errorNamespaces={CONTRACT_ERRORS}
          error={info.error}
          onRetry={() => void info.refetch()}
          testId="contracts-failed"
        />
      </div>
    );
  }

  const part = info.data[KIND_INFO[kind]];
  const own = [...part.offers, ...(part.own ? [part.own] : [])];
  const ceiling = part.ceiling;
  const taken = new Set(part.downlines.filter((c) => LIVE.has(c.status)).map((c) => c.downline));
  // downline agents the agent has had contracts with (any kind) and that may get one of this kind now
  const suggestions = [
    ...new Set(Object.values(KIND_INFO).flatMap((key) => info.data[key].downlines.map((c) => c.downline))),
  ].filter((name) => !taken.has(name));

  return (
    <div className={centre.page} data-testid="contracts-page" data-kind={kind}>
      {focus ? (
        <DownlineFocus
          kind={kind}
          downline={focus}
          info={info.data}
          onOffer={() => setOffering(true)}
          onChange={setReplacing}
        />
      ) : null}
      <Section
        icon={icon}
        title={t(`page.${kind}.title`)}
        lead={t(`page.${kind}.lead`)}
        testId="contracts-own"
      >
        {own.length === 0 ? (
          <EmptyState
            icon={icon}
            title={t('own.emptyTitle')}
            hint={t('own.emptyHint')}
            testId="contracts-own-empty"
          />
        ) : (
          <div className={styles.stack}>
            {own.map((contract) => (
              <ContractCard key={contract.id} contract={contract} side="own" />
            ))}
          </div>
        )}
      </Section>

      <Section
        icon="sitemap"
        title={t('downlines.title')}
        lead={ceiling ? t('downlines.lead') : t('downlines.leadNoTerms')}
        stretchAside
        aside={
          ceiling ? (
            <Button
              size="sm"
              icon={<Icon name="userPlus" size={16} />}
              onClick={() => setOffering(true)}
              data-testid="contracts-offer"
            >
              {t('downlines.offer')}
            </Button>
          ) : undefined
        }
        testId="contracts-downlines"
      >
        {part.downlines.length === 0 ? (
          <EmptyState icon="sitemap" title={t('downlines.emptyTitle')} testId="contracts-downlines-empty" />
        ) : (
          <div className={styles.stack}>
            {part.downlines.map((contract) => (
              <ContractCard key={contract.id} contract={contract} side="downline" />
            ))}
          </div>
        )}
      </Section>

      <Section
        icon="receipt"
        title={t('payments.title')}
        lead={t('payments.lead')}
        testId="contracts-payments"
      >
        <PaymentRecords kind={kind} canPay={ceiling !== null || part.downlines.length > 0} />
      </Section>

      {offering && ceiling ? (
        <OfferDialog
          kind={kind}
          ceiling={ceiling}
          suggestions={suggestions}
          {...(focus ? { downline: focus } : {})}
          onClose={() => setOffering(false)}
        />
      ) : null}
      {replacing && ceiling ? (
        <OfferDialog
          kind={kind}
          ceiling={ceiling}
          suggestions={[]}
          replacing={replacing}
          onClose={() => setReplacing(null)}
        />
      ) : null}
    </div>
  );
}

export const DailyWagesPage = () => <ContractPage kind="daily" />;
export const HourlySalaryPage = () => <ContractPage kind="hourly" />;
export const RealTimeSalaryPage = () => <ContractPage kind="realtime" />;
export const DividendRecordPage = () => <ContractPage kind="dividend" />;
