import { PERIOD_TYPES, type PeriodType } from '@portal/contracts/agent';
import centre from '@portal/ui/centre-page.module.css';
import { formatDay } from '@portal/ui/date-range.ts';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { Money } from '@portal/ui/money.tsx';
import { Pager } from '@portal/ui/pager.tsx';
import { Section } from '@portal/ui/section.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../api/system-status.ts';
import { useTeamProfitLoss } from './api/team-profit-loss.ts';
import { ChoiceChips } from './components/choice-chips.tsx';
import filters from './components/filters.module.css';
import { MemberLead } from './components/member-lead.tsx';
import { TeamPeriodChips } from './components/period-chips.tsx';
import { ProfitSumsRow, useProfitColumns } from './components/profit-sums-row.tsx';
import { ReportBody } from './components/report-body.tsx';
import { ReportTable } from './components/report-table.tsx';
import { Stat, StatGrid } from './components/stat-grid.tsx';
import { rangeFields, type TeamRange } from './lib/team-range.ts';
import styles from './report-page.module.css';

const PAGE_SIZE = 20;

/** Profit and loss opens on this month by day: the span an agent settles its team over. */
const DEFAULT_RANGE: TeamRange = { kind: 'period', period: 'thisMonth' };

/** The agent centre's teamProfitLoss page: the team's result per period, per category and per member. */
export function TeamProfitLossPage() {
  const { t } = useTranslation('agent');
  const symbol = useSystemStatus().data?.info.currencySymbol ?? '';
  const [periodType, setPeriodType] = useState<PeriodType>('daily');
  const [range, setRange] = useState<TeamRange>(DEFAULT_RANGE);
  const [pageNum, setPageNum] = useState(1);
  const fields = rangeFields(range);
  const query = fields ? { ...fields, periodType, pageNum, pageSize: PAGE_SIZE } : null;
  const report = useTeamProfitLoss(
    query ?? { period: 'today', periodType, pageNum: 1, pageSize: PAGE_SIZE },
    query !== null,
  );
  const periodColumns = useProfitColumns({ key: 'period', label: t('profitLoss.columns.period') });
  const categoryColumns = useProfitColumns({ key: 'category', label: t('betting.columns.category') });
  const memberColumns = useProfitColumns({ key: 'member', label: t('betting.columns.member') });

  const content = (
    <ReportBody asked={query !== null} result={report} testId="profit-loss">
      {(data, busy) => (
        <>
          <p className={styles.range} data-testid="profit-loss-range">
            {t('report.range', { from: formatDay(data.startDate), to: formatDay(data.endDate) })}
          </p>
          <StatGrid label={t('report.totals')} busy={busy} testId="profit-loss-totals">
            <Stat icon="deposit" label={t('profitLoss.columns.deposits')}>
              <Money amount={data.totals.deposits} symbol={symbol} />
            </Stat>
            <Stat icon="withdraw" label={t('profitLoss.columns.withdrawals')}>
              <Money amount={data.totals.withdrawals} symbol={symbol} />
            </Stat>
            <Stat icon="ticket" label={t('profitLoss.columns.validBet')}>
              <Money amount={data.totals.validBet} symbol={symbol} />
            </Stat>
            <Stat icon="coins" label={t('profitLoss.columns.payout')}>
              <Money amount={data.totals.payout} symbol={symbol} />
            </Stat>
            <Stat
              icon="chart"
              label={t('profitLoss.columns.profitLoss')}
              detail={t('overview.profitLossHint')}
              highlight
              testId="profit-loss-total"
            >
              <Money amount={data.totals.profitLoss} symbol={symbol} signed />
            </Stat>
          </StatGrid>
          {data.periods.length === 0 ? (
            <EmptyState
              icon="bars"
              title={t('profitLoss.emptyTitle')}
              hint={t('profitLoss.emptyHint')}
              testId="profit-loss-empty"
            />
          ) : (
            <>
              <h4 className={styles.heading}>{t(`profitLoss.byPeriod.${data.periodType}`)}</h4>
              <ReportTable
                caption={t(`profitLoss.byPeriod.${data.periodType}`)}
                columns={periodColumns}
                busy={busy}
                testId="profit-loss-periods"
              >
                {data.periods.map((row) => (
                  <ProfitSumsRow
                    key={row.startDate}
                    lead={
                      row.startDate === row.endDate
                        ? formatDay(row.startDate)
                        : t('report.span', { from: formatDay(row.startDate), to: formatDay(row.endDate) })
                    }
                    sums={row}
                    symbol={symbol}
                    testId="profit-loss-period"
                    dataKey={row.startDate}
                  />
                ))}
              </ReportTable>
              {data.categories.length > 0 ? (
                <>
                  <h4 className={styles.heading}>{t('betting.byCategory')}</h4>
                  <ReportTable
                    caption={t('betting.byCategory')}
                    columns={categoryColumns}
                    busy={busy}
                    testId="profit-loss-categories"
                  >
                    {data.categories.map((row) => (
                      <ProfitSumsRow
                        key={row.gameCategory}
                        lead={t(`categories.${row.gameCategory}`, { defaultValue: row.gameCategory })}
                        sums={row}
                        symbol={symbol}
                        testId="profit-loss-category"
                        dataKey={row.gameCategory}
                      />
                    ))}
                  </ReportTable>
                </>
              ) : null}
              {data.members.content.length > 0 ? (
                <>
                  <h4 className={styles.heading}>{t('betting.byMember')}</h4>
                  <ReportTable
                    caption={t('betting.byMember')}
                    columns={memberColumns}
                    busy={busy}
                    testId="profit-loss-members"
                    foot={
                      <ProfitSumsRow
                        lead={t('report.totals')}
                        sums={data.totals}
                        symbol={symbol}
                        testId="profit-loss-members-totals"
                      />
                    }
                  >
                    {data.members.content.map((row) => (
                      <ProfitSumsRow
                        key={row.id}
                        lead={<MemberLead username={row.username} level={row.level} />}
                        sums={row}
                        symbol={symbol}
                        testId="profit-loss-member"
                        dataKey={row.username}
                      />
                    ))}
                  </ReportTable>
                  <Pager
                    page={data.members.pageNum}
                    totalPages={data.members.totalPages}
                    onPage={setPageNum}
                    testId="profit-loss-pager"
                  />
                </>
              ) : null}
            </>
          )}
        </>
      )}
    </ReportBody>
  );

  return (
    <div className={centre.page} data-testid="profit-loss-page">
      <Section icon="bars" title={t('profitLoss.title')} lead={t('profitLoss.lead')}>
        <div className={filters.panel}>
          <ChoiceChips
            label={t('profitLoss.periodType')}
            options={PERIOD_TYPES.map((value) => ({ value, label: t(`profitLoss.periodTypes.${value}`) }))}
            value={periodType}
            onChange={(value) => {
              setPeriodType(value);
              setPageNum(1);
            }}
            testId="profit-loss-type"
          />
          <TeamPeriodChips
            value={range}
            onChange={(value) => {
              setRange(value);
              setPageNum(1);
            }}
            testId="profit-loss"
          />
        </div>
        {content}
      </Section>
    </div>
  );
}
