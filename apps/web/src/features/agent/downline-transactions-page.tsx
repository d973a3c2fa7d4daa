import { TEAM_TRANSACTION_TYPES, type TeamTransactionType } from '@portal/contracts/agent';
import centre from '@portal/ui/centre-page.module.css';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import { Money } from '@portal/ui/money.tsx';
import { Pager } from '@portal/ui/pager.tsx';
import { Section } from '@portal/ui/section.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../api/system-status.ts';
import { useDownlineTransactions } from './api/downline-transactions.ts';
import { ChoiceChips } from './components/choice-chips.tsx';
import filters from './components/filters.module.css';
import { MemberLead } from './components/member-lead.tsx';
import { TeamPeriodChips } from './components/period-chips.tsx';
import { ReportBody } from './components/report-body.tsx';
import { Cell, LeadCell, ReportTable } from './components/report-table.tsx';
import { Stat, StatGrid } from './components/stat-grid.tsx';
import { UsernameFilter } from './components/username-filter.tsx';
import { DEFAULT_TEAM_RANGE, rangeFields, type TeamRange } from './lib/team-range.ts';
import styles from './report-page.module.css';

const PAGE_SIZE = 20;

/** The agent centre's downlineTransactions page: the team's deposits, withdrawals and transfers. */
export function DownlineTransactionsPage() {
  const { t } = useTranslation('agent');
  const symbol = useSystemStatus().data?.info.currencySymbol ?? '';
  const [type, setType] = useState<TeamTransactionType | ''>('');
  const [username, setUsername] = useState('');
  const [range, setRange] = useState<TeamRange>(DEFAULT_TEAM_RANGE);
  const [pageNum, setPageNum] = useState(1);
  const fields = rangeFields(range);
  const query = fields
    ? {
        ...fields,
        ...(type ? { type } : {}),
        ...(username ? { username } : {}),
        pageNum,
        pageSize: PAGE_SIZE,
      }
    : null;
  const page = useDownlineTransactions(
    query ?? { period: 'today', pageNum: 1, pageSize: PAGE_SIZE },
    query !== null,
  );
  const refilter =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPageNum(1);
    };
  const columns = [
    { key: 'member', label: t('betting.columns.member') },
    { key: 'type', label: t('transactions.columns.type') },
    { key: 'amount', label: t('transactions.columns.amount'), numeric: true },
    { key: 'status', label: t('transactions.columns.status') },
    { key: 'detail', label: t('transactions.columns.detail') },
    { key: 'time', label: t('transactions.columns.time') },
  ];

  const content = (
    <ReportBody asked={query !== null} result={page} testId="team-tx">
      {(data, busy) => (
        <>
          <StatGrid label={t('report.totals')} busy={busy} testId="team-tx-totals">
            <Stat icon="deposit" label={t('transactions.totals.deposits')} testId="team-tx-deposits">
              <Money amount={data.totals.deposits} symbol={symbol} />
            </Stat>
            <Stat icon="withdraw" label={t('transactions.totals.withdrawals')} testId="team-tx-withdrawals">
              <Money amount={data.totals.withdrawals} symbol={symbol} />
            </Stat>
            <Stat icon="transfer" label={t('transactions.totals.transfersIn')} testId="team-tx-in">
              <Money amount={data.totals.transfersIn} symbol={symbol} />
            </Stat>
            <Stat icon="upline" label={t('transactions.totals.transfersOut')} testId="team-tx-out">
              <Money amount={data.totals.transfersOut} symbol={symbol} />
            </Stat>
          </StatGrid>
          {data.content.length === 0 ? (
            <EmptyState
              icon="receipt"
              title={t('transactions.emptyTitle')}
              hint={t('transactions.emptyHint')}
              testId="team-tx-empty"
            />
          ) : (
            <>
              <ReportTable
                caption={t('transactions.title')}
                columns={columns}
                busy={busy}
                testId="team-tx-table"
              >
                {data.content.map((row) => (
                  <tr key={row.id} data-testid="team-tx-row" data-type={row.type}>
                    <LeadCell>
                      <MemberLead username={row.username} level={row.level} />
                    </LeadCell>
                    <Cell label={t('transactions.columns.type')}>
                      <span className={styles.type}>{t(`transactions.types.${row.type}`)}</span>
                    </Cell>
                    <Cell label={t('transactions.columns.amount')} numeric strong testId="team-tx-amount">
                      <Money amount={row.amount} symbol={symbol} signed />
                    </Cell>
                    <Cell label={t('transactions.columns.status')}>
                      {t(`transactions.statuses.${row.status}`, { defaultValue: row.status })}
                    </Cell>
                    <Cell label={t('transactions.columns.detail')}>
                      <span className={styles.detail}>{row.detail || '—'}</span>
                    </Cell>
                    <Cell label={t('transactions.columns.time')}>{formatDateTime(row.createdAt)}</Cell>
                  </tr>
                ))}
              </ReportTable>
              <Pager
                page={data.pageNum}
                totalPages={data.totalPages}
                onPage={setPageNum}
                testId="team-tx-pager"
              />
            </>
          )}
        </>
      )}
    </ReportBody>
  );

  return (
    <div className={centre.page} data-testid="team-tx-page">
      <Section icon="receipt" title={t('transactions.title')} lead={t('transactions.lead')}>
        <div className={filters.panel}>
          <ChoiceChips
            label={t('transactions.type')}
            options={[
              { value: '' as const, label: t('transactions.allTypes') },
              ...TEAM_TRANSACTION_TYPES.map((value) => ({ value, label: t(`transactions.types.${value}`) })),
            ]}
            value={type}
            onChange={refilter(setType)}
            testId="team-tx-type"
          />
          <TeamPeriodChips value={range} onChange={refilter(setRange)} testId="team-tx" />
          <UsernameFilter
            label={t('report.username')}
            placeholder={t('report.usernamePlaceholder')}
            searchLabel={t('actions.search')}
            value={username}
            onSearch={refilter(setUsername)}
            testId="team-tx-username"
          />
        </div>
        {content}
      </Section>
    </div>
  );
}
