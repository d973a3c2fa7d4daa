import { CONTRACT_KINDS } from '@portal/contracts/agent-contracts';
import centre from '@portal/ui/centre-page.module.css';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import { LoadFailed } from '@portal/ui/load-failed.tsx';
import { Money } from '@portal/ui/money.tsx';
import { Pager } from '@portal/ui/pager.tsx';
import table from '@portal/ui/record-table.module.css';
import { Section } from '@portal/ui/section.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../../api/system-status.ts';
import { useCommission, useIncome } from '../api/income.ts';
import styles from '../components/contracts.module.css';
import { IncomeRangePicker } from '../components/income-range-picker.tsx';
import { PaymentStatusCell } from '../components/status-badge.tsx';
import { CONTRACT_ERRORS } from '../lib/contract-errors.ts';
import { type IncomeRange, incomeQuery } from '../lib/income-range.ts';

const NO_DAYS = { startDate: '1970-01-01', endDate: '1970-01-01' };

/**
 * My income (agentRevenueReport): the salaries and dividends received per period with totals per kind,
 * what waits as owed, and the commission: what the agent's contracts received less what it paid its
 * direct downlines.
 */
export function IncomePage() {
  const { t } = useTranslation('agentContracts');
  const symbol = useSystemStatus().data?.info.currencySymbol ?? '';
  const [range, setRange] = useState<IncomeRange>({ kind: 'quick', name: 'last7' });
  const [page, setPage] = useState(1);
  const days = incomeQuery(range);
  const valid = !('problem' in days);
  const query = 'problem' in days ? NO_DAYS : days;
  const income = useIncome({ ...query, pageNum: page, pageSize: 20 }, valid);
  const commission = useCommission(query, valid);
  const choose = (next: IncomeRange) => {
    setRange(next);
    setPage(1);
  };

  let incomeBody = null;
  if (!valid) {
    // the picker says what is wrong with the days
  } else if (income.isPending) {
    incomeBody = <Skeleton height={160} radius={12} />;
  } else if (income.isError) {
    incomeBody = (
      <LoadFailed
        errorNamespaces={CONTRACT_ERRORS}
        error={income.error}
        onRetry={() => void income.refetch()}
        testId="income-failed"
      />
    );
  } else {
    const { totals, rows } = income.data;
    const received = totals.daily + totals.hourly + totals.realtime + totals.dividend;
    incomeBody = (
      <>
        <div className={styles.totals} data-testid="income-totals" aria-busy={income.isPlaceholderData}>
          {CONTRACT_KINDS.map((kind) => (
            <div className={styles.total} key={kind}>
              <span className={styles.totalLabel}>{t(`kind.${kind}`)}</span>
              <Money
                amount={totals[kind]}
                symbol={symbol}
                className={styles.totalValue}
                testId={`income-total-${kind}`}
              />
            </div>
          ))}
          <div className={styles.total}>
            <span className={styles.totalLabel}>{t('income.received')}</span>
            <Money
              amount={received}
              symbol={symbol}
              className={styles.totalValue}
              testId="income-total-received"
            />
          </div>
          <div className={styles.total}>
            <span className={styles.totalLabel}>{t('income.commission')}</span>
            <Money
              amount={totals.commission}
              symbol={symbol}
              signed
              className={styles.totalValue}
              testId="income-total-commission"
            />
          </div>
          {totals.owed > 0 ? (
            <div className={`${styles.total} ${styles.totalOwed}`} data-testid="income-owed">
              <span className={styles.totalLabel}>{t('income.owed')}</span>
              <Money
                amount={totals.owed}
                symbol={symbol}
                className={styles.totalValue}
                testId="income-total-owed"
              />
              <span className={styles.owedHint}>{t('owed.hint')}</span>
            </div>
          ) : null}
        </div>
        {rows.content.length === 0 ? (
          <EmptyState
            icon="coins"
            title={t('income.emptyTitle')}
            hint={t('income.emptyHint')}
            testId="income-empty"
          />
        ) : (
          <>
            <div className={`${table.wrap} ${styles.records}`} aria-busy={income.isPlaceholderData}>
              <table className={table.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('payments.period')}</th>
                    <th scope="col">{t('income.kind')}</th>
                    <th scope="col">{t('payments.payer')}</th>
                    <th scope="col" className={table.num}>
                      {t('payments.amount')}
                    </th>
                    <th scope="col">{t('payments.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.content.map((row) => (
                    <tr
                      key={`${row.kind}-${row.periodStart}-${row.payer}`}
                      className={table.row}
                      data-testid="income-row"
                      data-kind={row.kind}
                      data-status={row.status}
                    >
                      <td className={styles.cell}>
                        {formatDateTime(row.periodStart)} – {formatDateTime(row.periodEnd)}
                      </td>
                      <td className={styles.cell}>{t(`kind.${row.kind}`)}</td>
                      <td className={styles.cell}>{row.payer ?? t('card.house')}</td>
                      <td className={`${table.num} ${styles.cell}`} data-label={t('payments.amount')}>
                        <Money amount={row.amount} symbol={symbol} testId="income-row-amount" />
                      </td>
                      <PaymentStatusCell status={row.status} testId="income-row-owed" />
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} totalPages={rows.totalPages} onPage={setPage} testId="income-pager" />
          </>
        )}
      </>
    );
  }

  let commissionBody = null;
  if (!valid) {
    // nothing to ask for
  } else if (commission.isPending) {
    commissionBody = <Skeleton height={100} radius={12} />;
  } else if (commission.isError) {
    commissionBody = (
      <LoadFailed
        errorNamespaces={CONTRACT_ERRORS}
        error={commission.error}
        onRetry={() => void commission.refetch()}
        testId="commission-failed"
      />
    );
  } else if (commission.data.rows.length === 0) {
    commissionBody = (
      <EmptyState icon="percent" title={t('commission.emptyTitle')} testId="commission-empty" />
    );
  } else {
    commissionBody = (
      <div className={`${table.wrap} ${styles.records}`} aria-busy={commission.isPlaceholderData}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">{t('commission.day')}</th>
              <th scope="col">{t('income.kind')}</th>
              <th scope="col" className={table.num}>
                {t('commission.received')}
              </th>
              <th scope="col" className={table.num}>
                {t('commission.paidDown')}
              </th>
              <th scope="col" className={table.num}>
                {t('commission.kept')}
              </th>
            </tr>
          </thead>
          <tbody>
            {commission.data.rows.map((row) => (
              <tr key={`${row.day}-${row.kind}`} className={table.row} data-testid="commission-row">
                <td className={styles.cell}>{row.day}</td>
                <td className={styles.cell}>{t(`kind.${row.kind}`)}</td>
                <td className={`${table.num} ${styles.cell}`} data-label={t('commission.received')}>
                  <Money amount={row.received} symbol={symbol} />
                </td>
                <td className={`${table.num} ${styles.cell}`} data-label={t('commission.paidDown')}>
                  <Money amount={row.paidDown} symbol={symbol} />
                </td>
                <td className={`${table.num} ${styles.cell}`} data-label={t('commission.kept')}>
                  <Money amount={row.commission} symbol={symbol} signed testId="commission-kept" />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className={table.row}>
              <th scope="row" colSpan={4}>
                {t('commission.total')}
              </th>
              <td className={table.num}>
                <Money amount={commission.data.total} symbol={symbol} signed testId="commission-total" />
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    );
  }

  return (
    <div className={centre.page} data-testid="income-page">
      <Section icon="coins" title={t('income.title')} lead={t('income.lead')}>
        <div className={styles.card}>
          <IncomeRangePicker value={range} onChange={choose} shown={income.data} />
        </div>
        {incomeBody}
      </Section>
      <Section icon="percent" title={t('commission.title')} lead={t('commission.lead')}>
        {commissionBody}
      </Section>
    </div>
  );
}
