import type { OpsDeposit } from '@portal/contracts/operators.schema';
import { DEPOSIT_STATUSES } from '@portal/contracts/payments';
import { Button } from '@portal/ui/button.tsx';
import { formatDateTime, formatMoney } from '@portal/ui/format.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { opsApi } from '../api/ops.ts';
import { useList } from '../lib/use-list.ts';
import { reaches } from '../session/roles.ts';
import { useSession } from '../session/session-store.ts';
import { PageHead, pageStyles, StatusPill } from '../shell/page.tsx';
import type { Column } from '../table/data-table.tsx';
import { Outcomes, useDecisions } from './decisions.tsx';
import { initialFilter, type OrderFilter, OrderFilters, queryOf } from './filters.tsx';
import { OrderQueueTable } from './order-queue.tsx';

/** The deposit queue: pending orders first by default, approved or rejected one by one or in bulk. */
export default function DepositsPage() {
  const { t } = useTranslation();
  const canDecide = reaches(
    useSession((s) => s.operator?.role),
    'finance',
  );
  // the dashboard's waiting-work cards link here with ?status=
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<OrderFilter>(() => initialFilter(params, DEPOSIT_STATUSES));
  const list = useList('deposits', opsApi.deposits, queryOf(filter));
  const decisions = useDecisions('deposit');
  const [rejecting, setRejecting] = useState<OpsDeposit | null>(null);

  const columns = useMemo<Column<OpsDeposit>[]>(
    () => [
      { id: 'orderNo', header: t('col.orderNo'), value: (d) => d.orderNo },
      { id: 'merchant', header: t('col.merchant'), value: (d) => d.merchant },
      { id: 'player', header: t('col.player'), value: (d) => d.username },
      { id: 'channel', header: t('col.channel'), value: (d) => d.channelName },
      {
        id: 'amount',
        header: t('col.amount'),
        value: (d) => d.amount,
        cell: (d) => formatMoney(d.amount),
        align: 'end',
      },
      { id: 'payer', header: t('col.payer'), value: (d) => d.payerName },
      { id: 'reference', header: t('col.reference'), value: (d) => d.payerReference, hidden: true },
      {
        id: 'status',
        header: t('col.status'),
        value: (d) => d.status,
        cell: (d) => <StatusPill status={d.status} label={t(`status.${d.status}`)} />,
      },
      {
        id: 'created',
        header: t('col.created'),
        value: (d) => d.createdAt,
        cell: (d) => formatDateTime(d.createdAt),
      },
      {
        id: 'decided',
        header: t('col.decided'),
        value: (d) => d.decidedAt,
        cell: (d) => (d.decidedAt ? formatDateTime(d.decidedAt) : ''),
        hidden: true,
      },
      { id: 'note', header: t('col.note'), value: (d) => d.note, hidden: true },
      {
        id: 'actions',
        header: '',
        display: true,
        value: () => null,
        cell: (d) =>
          canDecide && d.status === 'pending' ? (
            <div className={pageStyles.rowActions}>
              <Button
                size="sm"
                disabled={decisions.busy}
                onClick={() => void decisions.run([d], 'approve')}
                data-testid="bo-approve"
              >
                {t('decision.approve')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setRejecting(d)} data-testid="bo-reject">
                {t('decision.reject')}
              </Button>
            </div>
          ) : null,
      },
    ],
    [t, canDecide, decisions.busy, decisions.run],
  );

  return (
    <section className={pageStyles.stack}>
      <PageHead title={t('deposits.title')} lead={canDecide ? t('deposits.lead') : t('readOnly')} />
      <OrderFilters filter={filter} statuses={DEPOSIT_STATUSES} onChange={setFilter} />
      <Outcomes outcomes={decisions.outcomes} onDismiss={decisions.clear} />
      <OrderQueueTable
        list={list}
        columns={columns}
        decisions={decisions}
        canDecide={canDecide}
        bulkLabel={(count) => t('decision.approveSelected', { count })}
        rejecting={rejecting}
        onRejectDone={() => setRejecting(null)}
        testId="bo-deposits"
        empty={t('deposits.empty')}
        exportName="deposits"
      />
    </section>
  );
}
