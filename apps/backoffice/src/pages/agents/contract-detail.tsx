import type { AgentContract } from '@portal/contracts/agent-contracts.schema';
import { Button } from '@portal/ui/button.tsx';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { formatDateTime, formatInteger, formatMoney } from '@portal/ui/format.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../../api/ops.ts';
import { pageStyles, StatusPill } from '../../shell/page.tsx';
import styles from './agents.module.css';
import { LIVE_STATES, STATE_PILL } from './contract-text.ts';
import { percent } from './terms-model.ts';

/** The payments the detail looks through for the contract's own: the merchant's latest of its kind. */
const RECENT = 100;

/** A contract's full terms, its dates and its recent payments; administrators end a live one from here. */
export function ContractDetail({
  merchant,
  contract,
  canEdit,
  onClose,
  onTerminate,
}: {
  merchant: string;
  contract: AgentContract | null;
  canEdit: boolean;
  onClose: () => void;
  onTerminate: (contract: AgentContract) => void;
}) {
  const { t } = useTranslation('agents');
  const payments = useQuery({
    queryKey: ['agents', merchant, 'contract-payments', contract?.kind, contract?.id],
    queryFn: () =>
      opsApi.contracts.payments({ merchant, kind: contract?.kind, pageNum: 1, pageSize: RECENT }),
    enabled: contract !== null,
    select: (page) => page.content.filter((p) => p.contractId === contract?.id),
  });
  if (!contract) return null;
  const { terms } = contract;
  const dates: [string, string | null][] = [
    ['created', contract.createdAt],
    ['signed', contract.signedAt],
    ['ends', contract.endsAt],
  ];
  return (
    <Modal
      open
      onClose={onClose}
      title={t('detail.title', { id: contract.id, kind: t(`kinds.${contract.kind}`) })}
      closeLabel={t('bo:close')}
      size="lg"
      testId="bo-contract-detail"
      footer={
        canEdit && LIVE_STATES.includes(contract.status) ? (
          <Button variant="outline" onClick={() => onTerminate(contract)} data-testid="bo-contract-terminate">
            {t('terminate.open')}
          </Button>
        ) : undefined
      }
    >
      <div className={pageStyles.stack}>
        <dl className={styles.facts}>
          <div>
            <dt>{t('col.upline')}</dt>
            <dd>{contract.upline ?? t('house')}</dd>
          </div>
          <div>
            <dt>{t('col.downline')}</dt>
            <dd>{contract.downline}</dd>
          </div>
          <div>
            <dt>{t('col.state')}</dt>
            <dd>
              <StatusPill status={STATE_PILL[contract.status]} label={t(`state.${contract.status}`)} />
              {contract.terminationBy && (
                <small className={pageStyles.muted}>
                  {' '}
                  {t('detail.askedBy', { who: contract.terminationBy })}
                </small>
              )}
            </dd>
          </div>
          {dates.map(([key, at]) => (
            <div key={key}>
              <dt>{t(`detail.${key}`)}</dt>
              <dd>{at ? formatDateTime(at) : '–'}</dd>
            </div>
          ))}
        </dl>
        <h3 className={styles.minorHead}>{t('detail.terms')}</h3>
        {terms.tiers ? (
          <div className={styles.scroll}>
            <table className={styles.mini} data-testid="bo-contract-tiers">
              <thead>
                <tr>
                  <th>{t('tier.minValidBet')}</th>
                  <th>{t('tier.minActive')}</th>
                  <th>{t('tier.rate')}</th>
                </tr>
              </thead>
              <tbody>
                {terms.tiers.map((tier) => (
                  <tr key={tier.minValidBet}>
                    <td>{formatMoney(tier.minValidBet)}</td>
                    <td>{formatInteger(tier.minActive)}</td>
                    <td>{percent(tier.rate)} %</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p>
            {t('detail.dividend', {
              share: percent(terms.share ?? 0),
              period: terms.periodType ? t(`period.${terms.periodType}`) : '',
            })}
          </p>
        )}
        <h3 className={styles.minorHead}>{t('detail.payments')}</h3>
        <p className={pageStyles.muted}>{t('detail.paymentsLead', { count: RECENT })}</p>
        {payments.data && payments.data.length === 0 && (
          <p className={pageStyles.muted}>{t('detail.noPayments')}</p>
        )}
        {payments.data && payments.data.length > 0 && (
          <div className={styles.scroll}>
            <table className={styles.mini} data-testid="bo-contract-payments">
              <thead>
                <tr>
                  <th>{t('col.period')}</th>
                  <th>{t('col.amount')}</th>
                  <th>{t('col.status')}</th>
                </tr>
              </thead>
              <tbody>
                {payments.data.map((p) => (
                  <tr key={p.id}>
                    <td>{formatDateTime(p.periodStart)}</td>
                    <td>{formatMoney(p.amount)}</td>
                    <td>{t(`payment.${p.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </Modal>
  );
}
