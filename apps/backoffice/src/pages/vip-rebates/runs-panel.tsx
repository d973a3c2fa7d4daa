import type { RebateRun } from '@portal/contracts/rebates.schema';
import { Button } from '@portal/ui/button.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime, formatInteger, formatMoney } from '@portal/ui/format.ts';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { opsApi } from '../../api/ops.ts';
import { useList } from '../../lib/use-list.ts';
import { ConfirmDialog } from '../../shell/confirm-dialog.tsx';
import { pageStyles, StatusPill } from '../../shell/page.tsx';
import type { Column } from '../../table/data-table.tsx';
import { PagedTable } from '../../table/paged-table.tsx';
import { actionsColumn } from './actions-column.tsx';
import { type Notice, NoticeAlert } from './notice.tsx';
import { vipRebateKeys } from './use-vip-rebates.ts';

const RUN_PILL = { done: 'paid', running: 'pending', failed: 'rejected' } as const;

/**
 * The merchant's daily rebate runs, newest day first; administrators run a day again, which pays only what
 * no payment has covered yet (each player's watermark moves with its payment: nothing is paid twice).
 */
export function RunsPanel({ merchant, canEdit }: { merchant: string; canEdit: boolean }) {
  const { t } = useTranslation('vip');
  const list = useList(vipRebateKeys.runs, opsApi.vipRebates.runs, { merchant });
  const [asked, setAsked] = useState<RebateRun | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const rerun = useMutation({
    mutationFn: (run: RebateRun) => opsApi.vipRebates.rerun(merchant, run.id),
    onSuccess: async (after, before) => {
      setNotice({
        tone: after.status === 'failed' ? 'danger' : 'success',
        text: t(after.status === 'failed' ? 'runs.rerunFailed' : 'runs.rerunDone', {
          day: after.day,
          paid: formatInteger(after.paid - before.paid),
          amount: formatMoney(after.amount - before.amount),
          total: formatMoney(after.amount),
        }),
      });
      await list.query.refetch();
    },
    onError: (error) => setNotice({ tone: 'danger', text: errorText(error, t) }),
    onSettled: () => setAsked(null),
  });

  const columns = useMemo<Column<RebateRun>[]>(
    () => [
      { id: 'day', header: t('runs.col.day'), value: (r) => r.day },
      {
        id: 'status',
        header: t('runs.col.status'),
        value: (r) => t(`runs.status.${r.status}`),
        cell: (r) => <StatusPill status={RUN_PILL[r.status]} label={t(`runs.status.${r.status}`)} />,
      },
      {
        id: 'players',
        header: t('runs.col.players'),
        value: (r) => r.players,
        cell: (r) => formatInteger(r.players),
        align: 'end',
      },
      {
        id: 'paid',
        header: t('runs.col.paid'),
        value: (r) => r.paid,
        cell: (r) => <span data-testid="bo-rebate-run-paid">{formatInteger(r.paid)}</span>,
        align: 'end',
      },
      {
        id: 'amount',
        header: t('runs.col.amount'),
        value: (r) => r.amount,
        cell: (r) => <span data-testid="bo-rebate-run-amount">{formatMoney(r.amount)}</span>,
        align: 'end',
      },
      {
        id: 'attempts',
        header: t('runs.col.attempts'),
        value: (r) => r.attempts,
        cell: (r) => <span data-testid="bo-rebate-run-attempts">{formatInteger(r.attempts)}</span>,
        align: 'end',
      },
      {
        id: 'startedAt',
        header: t('runs.col.startedAt'),
        value: (r) => r.startedAt,
        cell: (r) => formatDateTime(r.startedAt),
      },
      {
        id: 'finishedAt',
        header: t('runs.col.finishedAt'),
        value: (r) => r.finishedAt,
        cell: (r) => (r.finishedAt ? formatDateTime(r.finishedAt) : t('runs.unfinished')),
      },
      { id: 'error', header: t('runs.col.error'), value: (r) => r.error, hidden: true },
      ...actionsColumn(canEdit, t('levels.col.actions'), (r: RebateRun) => (
        <Button
          size="sm"
          variant="outline"
          disabled={r.status === 'running'}
          onClick={() => setAsked(r)}
          data-testid={`bo-rebate-rerun-${r.id}`}
        >
          {t('runs.rerun')}
        </Button>
      )),
    ],
    [t, canEdit],
  );

  return (
    <div className={pageStyles.stack}>
      <p className={pageStyles.muted}>{t('runs.lead')}</p>
      <NoticeAlert notice={notice} onDismiss={() => setNotice(null)} testId="bo-rebate-runs-notice" />
      {list.query.error && <FormAlert>{errorText(list.query.error, t)}</FormAlert>}
      <PagedTable
        list={list}
        columns={columns}
        rowId={(r) => String(r.id)}
        testId="bo-rebate-runs"
        empty={t('runs.none')}
        exportName={`rebate-runs-${merchant}`}
      />
      <ConfirmDialog
        open={asked !== null}
        title={t('runs.rerunTitle', { day: asked?.day })}
        body={
          <div className={pageStyles.stack}>
            <p>{t('runs.rerunBody')}</p>
            <p className={pageStyles.muted}>
              {t('runs.rerunSoFar', {
                paid: formatInteger(asked?.paid ?? 0),
                amount: formatMoney(asked?.amount ?? 0),
              })}
            </p>
          </div>
        }
        confirm={rerun.isPending ? t('runs.rerunning') : t('runs.rerun')}
        confirmDisabled={rerun.isPending}
        testId="bo-rebate-rerun"
        onClose={() => setAsked(null)}
        onConfirm={() => asked && rerun.mutate(asked)}
      />
    </div>
  );
}
