import centre from '@portal/ui/centre-page.module.css';
import { formatDay } from '@portal/ui/date-range.ts';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { FilterChips } from '@portal/ui/filter-chips.tsx';
import { Pager } from '@portal/ui/pager.tsx';
import { Section } from '@portal/ui/section.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../api/system-status.ts';
import { useVendorLanes } from '../../api/vendor-lanes.ts';
import { useTeamBetting } from './api/team-betting.ts';
import { BetSumsRow, useBetColumns } from './components/bet-sums-row.tsx';
import filters from './components/filters.module.css';
import { MemberLead } from './components/member-lead.tsx';
import { TeamPeriodChips } from './components/period-chips.tsx';
import { ReportBody } from './components/report-body.tsx';
import { ReportTable } from './components/report-table.tsx';
import { UsernameFilter } from './components/username-filter.tsx';
import { betCategories } from './lib/categories.ts';
import { DEFAULT_TEAM_RANGE, rangeFields, type TeamRange } from './lib/team-range.ts';
import styles from './report-page.module.css';

const PAGE_SIZE = 20;

/** The agent centre's teamBetting page: the team's settled bets by game category and by member. */
export function TeamBettingPage() {
  const { t } = useTranslation('agent');
  const symbol = useSystemStatus().data?.info.currencySymbol ?? '';
  const categories = betCategories(useVendorLanes().data ?? []);
  const [range, setRange] = useState<TeamRange>(DEFAULT_TEAM_RANGE);
  const [category, setCategory] = useState('');
  const [username, setUsername] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const fields = rangeFields(range);
  const query = fields
    ? {
        ...fields,
        ...(category ? { gameCategory: category } : {}),
        ...(username ? { username } : {}),
        pageNum,
        pageSize: PAGE_SIZE,
      }
    : null;
  const report = useTeamBetting(
    query ?? { period: 'today', pageNum: 1, pageSize: PAGE_SIZE },
    query !== null,
  );
  const categoryName = (code: string) => t(`categories.${code}`, { defaultValue: code });
  const categoryColumns = useBetColumns({ key: 'category', label: t('betting.columns.category') });
  const memberColumns = useBetColumns({ key: 'member', label: t('betting.columns.member') });
  // a filter change starts again from the first page
  const refilter =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPageNum(1);
    };

  const content = (
    <ReportBody asked={query !== null} result={report} testId="team-betting">
      {(data, busy) => (
        <>
          <p className={styles.range} data-testid="team-betting-range">
            {t('report.range', { from: formatDay(data.startDate), to: formatDay(data.endDate) })}
          </p>
          {data.members.content.length === 0 ? (
            <EmptyState
              icon="ticket"
              title={t('betting.emptyTitle')}
              hint={t('betting.emptyHint')}
              testId="team-betting-empty"
            />
          ) : (
            <>
              <h4 className={styles.heading}>{t('betting.byCategory')}</h4>
              <ReportTable
                caption={t('betting.byCategory')}
                columns={categoryColumns}
                busy={busy}
                testId="team-betting-categories"
              >
                {data.categories.map((row) => (
                  <BetSumsRow
                    key={row.gameCategory}
                    lead={categoryName(row.gameCategory)}
                    sums={row}
                    symbol={symbol}
                    testId="team-betting-category"
                    dataKey={row.gameCategory}
                  />
                ))}
              </ReportTable>
              <h4 className={styles.heading}>{t('betting.byMember')}</h4>
              <ReportTable
                caption={t('betting.byMember')}
                columns={memberColumns}
                busy={busy}
                testId="team-betting-members"
                foot={
                  <BetSumsRow
                    lead={t('report.totals')}
                    sums={data.totals}
                    symbol={symbol}
                    testId="team-betting-totals"
                  />
                }
              >
                {data.members.content.map((row) => (
                  <BetSumsRow
                    key={row.id}
                    lead={<MemberLead username={row.username} level={row.level} />}
                    sums={row}
                    symbol={symbol}
                    testId="team-betting-member"
                    dataKey={row.username}
                  />
                ))}
              </ReportTable>
              <Pager
                page={data.members.pageNum}
                totalPages={data.members.totalPages}
                onPage={setPageNum}
                testId="team-betting-pager"
              />
            </>
          )}
        </>
      )}
    </ReportBody>
  );

  return (
    <div className={centre.page} data-testid="team-betting-page">
      <Section icon="ticket" title={t('betting.title')} lead={t('betting.lead')}>
        <div className={filters.panel}>
          <TeamPeriodChips value={range} onChange={refilter(setRange)} testId="team-betting" />
          <div className={filters.filter}>
            <p className={filters.label}>{t('betting.category')}</p>
            <FilterChips
              label={t('betting.category')}
              options={categories.map((code) => ({ value: code, label: categoryName(code) }))}
              value={category}
              allLabel={t('betting.allCategories')}
              onChange={refilter(setCategory)}
              testId="team-betting-categories-filter"
              chipTestId={(code) => `team-betting-category-${code || 'all'}`}
            />
          </div>
          <UsernameFilter
            label={t('report.username')}
            placeholder={t('report.usernamePlaceholder')}
            searchLabel={t('actions.search')}
            value={username}
            onSearch={refilter(setUsername)}
            testId="team-betting-username"
          />
        </div>
        {content}
      </Section>
    </div>
  );
}
