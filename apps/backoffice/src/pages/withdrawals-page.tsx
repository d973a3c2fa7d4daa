import type { OpsWithdrawal } from '@portal/contracts/operators.schema';
import { WITHDRAWAL_STATUSES } from '@portal/contracts/payments';
import { Button } from '@portal/ui/button.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime, formatMoney } from '@portal/ui/format.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../api/error-text.ts';
import { opsApi } from '../api/ops.ts';
import { useList } from '../lib/use-list.ts';
import { reaches } from '../session/roles.ts';
import { useSession } from '../session/session-store.ts';
import { PageHead, pageStyles, StatusPill } from '../shell/page.tsx';
import type { Column } from '../table/data-table.tsx';
import { Outcomes, useDecisions } from './decisions.tsx';
import { initialFilter, type OrderFilter, OrderFilters, queryOf } from './filters.tsx';
import { OrderQueueTable } from './order-queue.tsx';
import { ProofImage } from './proof-image.tsx';
import styles from './withdrawals-page.module.css';

/**
 * The withdrawal queue: pay or reject pending ones (one by one or in bulk), and close the cases where a
 * player says the money did not arrive, with the player's proofs shown in the row.
 */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canDecide = reaches(
    useSession((s) => s.operator?.role),
    'finance',
  );
  // the dashboard's waiting-work cards link here with ?status=
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<OrderFilter>(() => initialFilter(params, WITHDRAWAL_STATUSES));
  const list = useList('withdrawals', opsApi.withdrawals, queryOf(filter));
  const decisions = useDecisions('withdrawal');
  const [rejecting, setRejecting] = useState<OpsWithdrawal | null>(null);
  const [resolveError, setResolveError] = useState<string | null>(null);

  const columns = useMemo<Column<OpsWithdrawal>[]>(() => {
    async function resolve(w: OpsWithdrawal, outcome: 'received' | 'refunded') {
      setResolveError(null);
      try {
        await opsApi.resolve(w.id, outcome);
      } catch (error) {
        setResolveError(errorText(error, t));
      }
      await client.invalidateQueries({ queryKey: ['withdrawals'] });
    }
    return [
      { id: 'orderNo', header: t('col.orderNo'), value: (w) => w.orderNo },
      { id: 'merchant', header: t('col.merchant'), value: (w) => w.merchant },
      { id: 'player', header: t('col.player'), value: (w) => w.username },
      {
        id: 'amount',
        header: t('col.amount'),
        value: (w) => w.amount,
        cell: (w) => formatMoney(w.amount),
        align: 'end',
      },
      { id: 'bank', header: t('col.bank'), value: (w) => w.bankName },
      { id: 'accountName', header: t('col.accountName'), value: (w) => w.accountName },
      { id: 'accountNumber', header: t('col.accountNumber'), value: (w) => w.accountNumber },
      {
        id: 'status',
        header: t('col.status'),
        value: (w) => w.status,
        cell: (w) => <StatusPill status={w.status} label={t(`status.${w.status}`)} />,
      },
      {
        id: 'proofs',
        header: t('col.proofs'),
        value: (w) => w.proofIds.length,
        cell: (w) =>
          w.proofIds.length ? (
            <span className={styles.proofs}>
              {w.proofIds.map((proofId) => (
                <ProofImage key={proofId} withdrawalId={w.id} proofId={proofId} />
              ))}
            </span>
          ) : (
            ''
          ),
      },
      { id: 'comment', header: t('col.comment'), value: (w) => w.comment, hidden: true },
      {
        id: 'created',
        header: t('col.created'),
        value: (w) => w.createdAt,
        cell: (w) => formatDateTime(w.createdAt),
      },
      {
        id: 'paid',
        header: t('col.paid'),
        value: (w) => w.paidAt,
        cell: (w) => (w.paidAt ? formatDateTime(w.paidAt) : ''),
        hidden: true,
      },
      {
        id: 'actions',
        header: '',
        display: true,
        value: () => null,
        cell: (w) => {
          if (!canDecide) return null;
          if (w.status === 'pending')
            return (
              <div className={pageStyles.rowActions}>
                <Button
                  size="sm"
                  disabled={decisions.busy}
                  onClick={() => void decisions.run([w], 'approve')}
                  data-testid="bo-approve"
                >
                  {t('withdrawals.pay')}
                </Button>
                <Button size="sm" variant="outline" onClick={() => setRejecting(w)} data-testid="bo-reject">
                  {t('decision.reject')}
                </Button>
              </div>
            );
          if (w.status === 'not_received')
            return (
              <div className={pageStyles.rowActions}>
                <Button size="sm" variant="outline" onClick={() => void resolve(w, 'received')}>
                  {t('withdrawals.received')}
                </Button>
                <Button size="sm" onClick={() => void resolve(w, 'refunded')} data-testid="bo-refund">
                  {t('withdrawals.refund')}
                </Button>
              </div>
            );
          return null;
        },
      },
    ];
  }, [t, canDecide, decisions.busy, decisions.run, client]);

  return (
    <section className={pageStyles.stack}>
      <PageHead title={t('withdrawals.title')} lead={canDecide ? t('withdrawals.lead') : t('readOnly')} />
      <OrderFilters filter={filter} statuses={WITHDRAWAL_STATUSES} onChange={setFilter} />
      <Outcomes outcomes={decisions.outcomes} onDismiss={decisions.clear} />
      <FormAlert testId="bo-resolve-error" onDismiss={() => setResolveError(null)} dismissLabel={t('close')}>
        {resolveError}
      </FormAlert>
      <OrderQueueTable
        list={list}
        columns={columns}
        decisions={decisions}
        canDecide={canDecide}
        bulkLabel={(count) => t('withdrawals.paySelected', { count })}
        rejecting={rejecting}
        onRejectDone={() => setRejecting(null)}
        testId="bo-withdrawals"
        empty={t('withdrawals.empty')}
        exportName="withdrawals"
      />
    </section>
  );
}
