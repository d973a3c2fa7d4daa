import { ADJUSTMENT_STATUSES } from '@portal/contracts/operators';
import type { OpsAdjustment } from '@portal/contracts/operators-players.schema';
import { Button } from '@portal/ui/button.tsx';
import { SelectField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatMoney } from '@portal/ui/format.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { opsApi } from '../../api/ops.ts';
import { useList } from '../../lib/use-list.ts';
import { useSession } from '../../session/session-store.ts';
import { ConfirmDialog } from '../../shell/confirm-dialog.tsx';
import { PageHead, pageStyles } from '../../shell/page.tsx';
import type { Column } from '../../table/data-table.tsx';
import { PagedTable } from '../../table/paged-table.tsx';
import { NoteField } from '../decisions.tsx';
import { MerchantSelect } from '../filters.tsx';
import { adjustmentColumns, signedAmount } from './adjustment-columns.tsx';
import type { Notice } from './player-page.tsx';

type Decision = { adjustment: OpsAdjustment; verdict: 'approve' | 'reject' };

/**
 * The approvers' queue (finance and administrators): adjustments above the limit wait here until an
 * operator other than the requester approves or rejects them; the requester may only withdraw its own.
 */
export default function AdjustmentsPage() {
  const { t } = useTranslation('players');
  const client = useQueryClient();
  const me = useSession((s) => s.operator);
  const [filter, setFilter] = useState({ status: 'pending', merchant: '' });
  const list = useList('adjustments', opsApi.adjustments.list, {
    status: filter.status || undefined,
    merchant: filter.merchant || undefined,
  });
  const rules = useQuery({
    queryKey: ['adjustment-rules'],
    queryFn: opsApi.adjustments.rules,
    staleTime: 300_000,
  });
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [note, setNote] = useState('');
  const [notice, setNotice] = useState<Notice>(null);

  async function decide({ adjustment, verdict }: Decision) {
    setDeciding(null);
    try {
      await opsApi.adjustments.decide(adjustment.id, verdict, note.trim() || undefined);
      setNotice({
        tone: 'success',
        text: t(`queue.done.${verdict}`, { id: adjustment.id, username: adjustment.username }),
      });
    } catch (error) {
      setNotice({ tone: 'danger', text: errorText(error, t) });
    }
    setNote('');
    await Promise.all([
      client.invalidateQueries({ queryKey: ['adjustments'] }),
      client.invalidateQueries({ queryKey: ['player', adjustment.playerId] }),
      client.invalidateQueries({ queryKey: [`player-adjustments-${adjustment.playerId}`] }),
    ]);
  }

  const columns = useMemo<Column<OpsAdjustment>[]>(
    () => [
      ...adjustmentColumns(t, true),
      {
        id: 'actions',
        header: '',
        display: true,
        value: () => null,
        cell: (a) => {
          if (a.status !== 'pending') return null;
          const mine = a.requestedBy === me?.username;
          return (
            <div className={pageStyles.rowActions}>
              {mine ? (
                <span className={pageStyles.muted}>{t('queue.yours')}</span>
              ) : (
                <Button
                  size="sm"
                  onClick={() => setDeciding({ adjustment: a, verdict: 'approve' })}
                  data-testid="bo-adjustment-approve"
                >
                  {t('queue.approve')}
                </Button>
              )}
              <Button
                size="sm"
                variant="outline"
                onClick={() => setDeciding({ adjustment: a, verdict: 'reject' })}
                data-testid="bo-adjustment-reject"
              >
                {mine ? t('queue.withdraw') : t('queue.reject')}
              </Button>
            </div>
          );
        },
      },
    ],
    [t, me?.username],
  );

  const decidingText = deciding && {
    amount: signedAmount(deciding.adjustment),
    username: deciding.adjustment.username,
    id: deciding.adjustment.id,
  };
  return (
    <section className={pageStyles.stack}>
      <PageHead
        title={t('queue.title')}
        lead={
          rules.data
            ? t('queue.lead', { limit: formatMoney(rules.data.approvalLimit) })
            : t('queue.leadNoLimit')
        }
      />
      <div className={pageStyles.filters}>
        <SelectField
          label={t('col.status')}
          value={filter.status}
          onChange={(e) => setFilter({ ...filter, status: e.target.value })}
          variant="compact"
          testId="bo-adjustments-status"
        >
          <option value="">{t('bo:filter.any')}</option>
          {ADJUSTMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </SelectField>
        <MerchantSelect value={filter.merchant} onChange={(merchant) => setFilter({ ...filter, merchant })} />
      </div>
      <FormAlert
        tone={notice?.tone ?? 'success'}
        testId="bo-adjustments-notice"
        onDismiss={() => setNotice(null)}
        dismissLabel={t('bo:close')}
      >
        {notice?.text}
      </FormAlert>
      <PagedTable
        list={list}
        columns={columns}
        rowId={(a) => String(a.id)}
        testId="bo-adjustments"
        empty={filter.status === 'pending' ? t('queue.emptyPending') : t('queue.empty')}
        exportName="adjustments"
      />
      <ConfirmDialog
        open={deciding !== null}
        title={decidingText ? t(`queue.confirm.${deciding.verdict}.title`, decidingText) : ''}
        confirm={deciding ? t(`queue.confirm.${deciding.verdict}.ok`) : ''}
        testId="bo-adjustment-confirm"
        onClose={() => setDeciding(null)}
        onConfirm={() => deciding && void decide(deciding)}
        body={
          deciding && (
            <div className={pageStyles.stack}>
              <p>{t(`queue.confirm.${deciding.verdict}.body`, decidingText ?? {})}</p>
              <p className={pageStyles.muted}>“{deciding.adjustment.reason}”</p>
              <NoteField
                label={t('queue.note')}
                value={note}
                onChange={setNote}
                testId="bo-adjustment-note"
              />
            </div>
          )
        }
      />
    </section>
  );
}
