import type { ContractKind } from '@portal/contracts/agent-contracts';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { FilterChips } from '@portal/ui/filter-chips.tsx';
import { formatDateTime, formatInteger } from '@portal/ui/format.ts';
import { LoadFailed } from '@portal/ui/load-failed.tsx';
import { Money } from '@portal/ui/money.tsx';
import { Pager } from '@portal/ui/pager.tsx';
import table from '@portal/ui/record-table.module.css';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../../api/system-status.ts';
import type { PaymentSide } from '../api/contract-keys.ts';
import { useContractPayments } from '../api/contract-payments.ts';
import { CONTRACT_ERRORS } from '../lib/contract-errors.ts';
import { formatRate } from '../lib/terms.ts';
import styles from './contracts.module.css';
import { PaymentStatusCell } from './status-badge.tsx';

/**
 * One kind's payment records: what the agent received from its upline (or the house), or paid its
 * direct downlines; per period the team's valid bets (a dividend: its net loss), active members, rate,
 * amount, and whether it was paid, waits as owed, or came to nothing.
 */
export function PaymentRecords({ kind, canPay }: { kind: ContractKind; canPay: boolean }) {
  const { t } = useTranslation('agentContracts');
  const symbol = useSystemStatus().data?.info.currencySymbol ?? '';
  const [side, setSide] = useState<PaymentSide>('received');
  const [page, setPage] = useState(1);
  const payments = useContractPayments(kind, side, page);

  let body = null;
  if (payments.isPending) {
    body = <Skeleton height={120} radius={12} />;
  } else if (payments.isError) {
    body = (
      <LoadFailed
        errorNamespaces={CONTRACT_ERRORS}
        error={payments.error}
        onRetry={() => void payments.refetch()}
        testId="payments-failed"
      />
    );
  } else if (payments.data.content.length === 0) {
    body = <EmptyState icon="receipt" title={t(`payments.empty.${side}`)} testId="payments-empty" />;
  } else {
    const base = kind === 'dividend' ? t('payments.netLoss') : t('payments.validBet');
    body = (
      <>
        <div className={`${table.wrap} ${styles.records}`} aria-busy={payments.isPlaceholderData}>
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">{t('payments.period')}</th>
                <th scope="col">{side === 'received' ? t('payments.payer') : t('payments.payee')}</th>
                <th scope="col" className={table.num}>
                  {base}
                </th>
                <th scope="col" className={table.num}>
                  {t('payments.active')}
                </th>
                <th scope="col" className={table.num}>
                  {t('payments.rate')}
                </th>
                <th scope="col" className={table.num}>
                  {t('payments.amount')}
                </th>
                <th scope="col">{t('payments.status')}</th>
              </tr>
            </thead>
            <tbody>
              {payments.data.content.map((payment) => (
                <tr
                  key={payment.id}
                  className={table.row}
                  data-testid="payment-row"
                  data-status={payment.status}
                >
                  <td className={styles.cell}>
                    {formatDateTime(payment.periodStart)} – {formatDateTime(payment.periodEnd)}
                  </td>
                  <td className={styles.cell}>
                    {side === 'received' ? (payment.payer ?? t('card.house')) : payment.payee}
                  </td>
                  <td className={`${table.num} ${styles.cell}`} data-label={base}>
                    <Money amount={payment.base} symbol={symbol} testId="payment-base" />
                  </td>
                  <td className={`${table.num} ${styles.cell}`} data-label={t('payments.active')}>
                    {formatInteger(payment.activeMembers)}
                  </td>
                  <td className={`${table.num} ${styles.cell}`} data-label={t('payments.rate')}>
                    {formatRate(payment.rate)}
                  </td>
                  <td className={`${table.num} ${styles.cell}`} data-label={t('payments.amount')}>
                    <Money amount={payment.amount} symbol={symbol} testId="payment-amount" />
                  </td>
                  <PaymentStatusCell status={payment.status} testId="payment-owed" />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager page={page} totalPages={payments.data.totalPages} onPage={setPage} testId="payments-pager" />
      </>
    );
  }

  return (
    <div data-testid="payments">
      {canPay ? (
        <div className={styles.sideChips}>
          <FilterChips
            label={t('payments.side')}
            allLabel={t('payments.received')}
            options={[{ value: 'paid', label: t('payments.paid') }]}
            value={side === 'paid' ? 'paid' : ''}
            onChange={(value) => {
              setSide(value === 'paid' ? 'paid' : 'received');
              setPage(1);
            }}
            chipTestId={(value) => `payments-side-${value || 'received'}`}
          />
        </div>
      ) : null}
      {body}
    </div>
  );
}
