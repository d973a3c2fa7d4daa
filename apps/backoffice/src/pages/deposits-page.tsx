import type { OpsDeposit } from '@portal/contracts/operators.schema';
import { DEPOSIT_STATUSES } from '@portal/contracts/payments';
import { Button } from '@portal/ui/button.tsx';
import { formatDateTime, formatMoney } from '@portal/ui/format.ts';
import type { RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../api/ops.ts';
import { useList } from '../lib/use-list.ts';
import { reaches } from '../session/roles.ts';
import { useSession } from '../session/session-store.ts';
import { PageHead, pageStyles, StatusPill } from '../shell/page.tsx';
import type { Column } from '../table/data-table.tsx';
import { PagedTable } from '../table/paged-table.tsx';
import { Outcomes, RejectDialog, useDecisions } from './decisions.tsx';
import { type OrderFilter, OrderFilters, queryOf } from './filters.tsx';

/** The deposit queue: pending orders first by default, approved or rejected one by one or in bulk. */
export default function DepositsPage() {
  const { t } = useTranslation();
  const canDecide = reaches(
    useSession((s) => s.operator?.role),
    'finance',
  );
  const [filter, setFilter] = useState<OrderFilter>({ status: 'pending', merchant: '', from: '', to: '' });
  const list = useList('deposits', opsApi.deposits, queryOf(filter));
  const decisions = useDecisions('deposit');
  const [selected, setSelected] = useState<RowSelectionState>({});
  const [rejecting, setRejecting] = useState<OpsDeposit | null>(null);
  const rows = list.query.data?.content ?? [];

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

  const chosen = rows.filter((d) => selected[String(d.id)]);
  return (
    <section className={pageStyles.stack}>
      <PageHead title={t('deposits.title')} lead={canDecide ? t('deposits.lead') : t('readOnly')} />
      <OrderFilters filter={filter} statuses={DEPOSIT_STATUSES} onChange={setFilter} />
      <Outcomes outcomes={decisions.outcomes} onDismiss={decisions.clear} />
      <PagedTable
        list={list}
        columns={columns}
        rowId={(d) => String(d.id)}
        testId="bo-deposits"
        empty={t('deposits.empty')}
        exportName="deposits"
        {...(canDecide
          ? { selectable: (d: OpsDeposit) => d.status === 'pending', selected, onSelect: setSelected }
          : {})}
        toolbar={
          canDecide && (
            <Button
              size="sm"
              disabled={chosen.length === 0 || decisions.busy}
              onClick={() => void decisions.run(chosen, 'approve').then(() => setSelected({}))}
              data-testid="bo-bulk-approve"
            >
              {t('decision.approveSelected', { count: chosen.length })}
            </Button>
          )
        }
      />
      <RejectDialog
        order={rejecting}
        onClose={() => setRejecting(null)}
        onReject={(note) => {
          const order = rejecting;
          setRejecting(null);
          if (order) void decisions.run([order], 'reject', note || undefined);
        }}
      />
    </section>
  );
}
