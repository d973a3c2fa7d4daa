import { CONTRACT_KINDS, PAYMENT_STATUSES } from '@portal/contracts/agent-contracts';
import type { ContractPayment } from '@portal/contracts/agent-contracts.schema';
import { Button } from '@portal/ui/button.tsx';
import { SelectField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime, formatInteger, formatMoney } from '@portal/ui/format.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../api/error-text.ts';
import { opsApi } from '../../api/ops.ts';
import { useList } from '../../lib/use-list.ts';
import { useSession } from '../../session/session-store.ts';
import { mayOpen, SCREENS } from '../../shell/nav.ts';
import { pageStyles, StatusPill } from '../../shell/page.tsx';
import type { Column } from '../../table/data-table.tsx';
import { PagedTable } from '../../table/paged-table.tsx';
import styles from './agents.module.css';
import { KIND_JOB } from './contract-text.ts';
import { percent } from './terms-model.ts';

const PAYMENT_PILL = { paid: 'paid', owed: 'pending', nothing: 'ended' } as const;

/**
 * The merchant's contract payments by kind and outcome; administrators settle a kind now, and open the
 * jobs screen on the kind's runs to run a failed one again.
 */
export function PaymentsPanel({ merchant, canEdit }: { merchant: string; canEdit: boolean }) {
  const { t } = useTranslation('agents');
  const operator = useSession((s) => s.operator);
  const jobs = SCREENS.find((s) => s.path === 'jobs');
  const seesJobs = jobs !== undefined && mayOpen(jobs, operator);
  const [filter, setFilter] = useState({ kind: '', status: '' });
  const list = useList('agent-payments', opsApi.contracts.payments, {
    merchant,
    kind: filter.kind || undefined,
    status: filter.status || undefined,
  });
  const [settleKind, setSettleKind] = useState<(typeof CONTRACT_KINDS)[number]>('daily');
  const [settling, setSettling] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  async function settle() {
    setSettling(true);
    setResult(null);
    try {
      const done = await opsApi.contracts.settle(merchant, settleKind);
      setResult({ tone: 'success', text: t('settle.done', { kind: t(`kinds.${settleKind}`), ...done }) });
      await list.query.refetch();
    } catch (error) {
      setResult({ tone: 'danger', text: errorText(error, t) });
    } finally {
      setSettling(false);
    }
  }

  const columns = useMemo<Column<ContractPayment>[]>(
    () => [
      {
        id: 'period',
        header: t('col.period'),
        value: (p) => p.periodStart,
        cell: (p) => formatDateTime(p.periodStart),
      },
      { id: 'kind', header: t('col.kind'), value: (p) => t(`kinds.${p.kind}`) },
      { id: 'payee', header: t('col.payee'), value: (p) => p.payee },
      { id: 'payer', header: t('col.payer'), value: (p) => p.payer ?? t('house') },
      {
        id: 'base',
        header: t('col.base'),
        value: (p) => p.base,
        cell: (p) => formatMoney(p.base),
        align: 'end',
      },
      {
        id: 'active',
        header: t('col.active'),
        value: (p) => p.activeMembers,
        cell: (p) => formatInteger(p.activeMembers),
        align: 'end',
        hidden: true,
      },
      {
        id: 'rate',
        header: t('col.rate'),
        value: (p) => p.rate,
        cell: (p) => `${percent(p.rate)} %`,
        align: 'end',
      },
      {
        id: 'amount',
        header: t('col.amount'),
        value: (p) => p.amount,
        cell: (p) => formatMoney(p.amount),
        align: 'end',
      },
      {
        id: 'status',
        header: t('col.status'),
        value: (p) => t(`payment.${p.status}`),
        cell: (p) => <StatusPill status={PAYMENT_PILL[p.status]} label={t(`payment.${p.status}`)} />,
      },
      {
        id: 'paidAt',
        header: t('col.paidAt'),
        value: (p) => p.paidAt,
        cell: (p) => (p.paidAt ? formatDateTime(p.paidAt) : ''),
        hidden: true,
      },
    ],
    [t],
  );

  const set = (patch: Partial<typeof filter>) => setFilter({ ...filter, ...patch });
  return (
    <div className={pageStyles.stack}>
      {canEdit && (
        <section className={styles.card} data-testid="bo-settle">
          <h2 className={styles.minorHead}>{t('settle.title')}</h2>
          <p className={pageStyles.muted}>{t('settle.lead')}</p>
          <div className={styles.findRow}>
            <SelectField
              label={t('col.kind')}
              value={settleKind}
              onChange={(e) => setSettleKind(e.target.value as typeof settleKind)}
              variant="compact"
              testId="bo-settle-kind"
            >
              {CONTRACT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kinds.${kind}`)}
                </option>
              ))}
            </SelectField>
            <Button onClick={() => void settle()} disabled={settling} data-testid="bo-settle-submit">
              {settling ? t('settle.sending') : t('settle.submit')}
            </Button>
          </div>
          <FormAlert tone={result?.tone ?? 'success'} testId="bo-settle-result">
            {result?.text}
          </FormAlert>
          {seesJobs && (
            <p className={styles.jobsLink}>
              {t('settle.runs')}{' '}
              <Link
                className={pageStyles.link}
                to={`/jobs?job=${KIND_JOB[settleKind]}`}
                data-testid="bo-settle-jobs"
              >
                {t('settle.runsLink', { job: KIND_JOB[settleKind] })}
              </Link>
            </p>
          )}
        </section>
      )}
      <div className={pageStyles.filters}>
        <SelectField
          label={t('col.kind')}
          value={filter.kind}
          onChange={(e) => set({ kind: e.target.value })}
          variant="compact"
          testId="bo-payments-kind"
        >
          <option value="">{t('anyKind')}</option>
          {CONTRACT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('col.status')}
          value={filter.status}
          onChange={(e) => set({ status: e.target.value })}
          variant="compact"
          testId="bo-payments-status"
        >
          <option value="">{t('anyStatus')}</option>
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`payment.${status}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <PagedTable
        list={list}
        columns={columns}
        rowId={(p) => String(p.id)}
        testId="bo-payments"
        empty={t('noPayments')}
        exportName={`contract-payments-${merchant}`}
      />
    </div>
  );
}
