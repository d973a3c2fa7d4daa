import type { Downline, DownlinePage } from '@portal/contracts/agent';
import { Button } from '@portal/ui/button.tsx';
import centre from '@portal/ui/centre-page.module.css';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { formatDateTime, formatInteger } from '@portal/ui/format.ts';
import { Icon } from '@portal/ui/icons.tsx';
import { Money } from '@portal/ui/money.tsx';
import { Pager } from '@portal/ui/pager.tsx';
import { Section } from '@portal/ui/section.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../api/system-status.ts';
import type { AgentPage } from '../../shell/centre/centre-menus.ts';
import { useCentreStore } from '../../shell/centre/centre-store.ts';
import { useDownlineContractPage } from '../../shell/centre/contract-info.ts';
import { useDownlines } from './api/downlines.ts';
import { AgentLoadFailed } from './components/agent-load-failed.tsx';
import filters from './components/filters.module.css';
import { Cell, LeadCell, ReportTable } from './components/report-table.tsx';
import { UsernameFilter } from './components/username-filter.tsx';
import styles from './downline-management-page.module.css';
import { type TeamMember, useTeamFocus } from './lib/team-focus.ts';

const PAGE_SIZE = 20;

/** The way back up the tree: the agent first, the listed level's agent last (not a link: it is here). */
function Breadcrumb({
  path,
  onPick,
}: {
  path: DownlinePage['path'];
  onPick: (step: TeamMember, index: number) => void;
}) {
  const { t } = useTranslation('agent');
  return (
    <nav aria-label={t('tree.breadcrumb')} data-testid="tree-breadcrumb">
      <ol className={styles.crumbs}>
        {path.map((step, index) => {
          const last = index === path.length - 1;
          const name = index === 0 ? t('tree.me') : step.username;
          return (
            <li key={step.id} className={styles.crumb}>
              {last ? (
                <span aria-current="page" data-testid="tree-crumb-current">
                  {name}
                </span>
              ) : (
                <button
                  type="button"
                  className={styles.crumbLink}
                  data-testid={`tree-crumb-${index}`}
                  onClick={() => onPick(step, index)}
                >
                  {name}
                </button>
              )}
              {last ? null : <Icon name="chevronRight" size={14} aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

type RowProps = {
  member: Downline;
  symbol: string;
  onOpen: (member: Downline) => void;
  onOverview: (member: Downline) => void;
  /** The contract page this downline's "Contract" opens (direct downline agents only), or null. */
  contractPage: AgentPage | null;
};

function DownlineRow({ member, symbol, onOpen, onOverview, contractPage }: RowProps) {
  const { t } = useTranslation('agent');
  return (
    <tr data-testid="downline-row" data-username={member.username}>
      <LeadCell>
        <span className={styles.who}>
          <span className={styles.avatar} aria-hidden="true">
            <Icon name={member.isAgent ? 'users' : 'user'} size={16} />
          </span>
          <span className={styles.names}>
            <span className={styles.username}>{member.username}</span>
            <span className={styles.meta}>
              {t(`kinds.${member.isAgent ? 'agent' : 'player'}`)}
              {member.nickname ? ` · ${member.nickname}` : ''}
              {member.level > 1 ? ` · ${t('tree.level', { level: member.level })}` : ''}
            </span>
          </span>
        </span>
      </LeadCell>
      <Cell label={t('tree.columns.status')}>
        <span className={styles.status} data-status={member.status} data-testid="downline-status">
          {t(`tree.status.${member.status}`)}
        </span>
      </Cell>
      <Cell label={t('tree.columns.balance')} numeric testId="downline-balance">
        <Money amount={member.balance} symbol={symbol} />
      </Cell>
      <Cell label={t('tree.columns.team')} numeric testId="downline-team">
        {member.isAgent
          ? t('tree.team', {
              direct: formatInteger(member.directMembers),
              team: formatInteger(member.teamSize),
            })
          : '—'}
      </Cell>
      <Cell label={t('tree.columns.lastLogin')}>
        {member.lastLoginAt ? formatDateTime(member.lastLoginAt) : t('tree.never')}
      </Cell>
      <td className={styles.actions}>
        <div className={styles.actionBox}>
          {member.isAgent ? (
            <>
              <Button
                size="sm"
                variant="secondary"
                icon={<Icon name="sitemap" size={14} />}
                data-testid="downline-open"
                onClick={() => onOpen(member)}
              >
                {t('tree.members')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                icon={<Icon name="chart" size={14} />}
                data-testid="downline-overview"
                onClick={() => onOverview(member)}
              >
                {t('tree.overview')}
              </Button>
            </>
          ) : null}
          {contractPage ? (
            <Button
              size="sm"
              variant="ghost"
              icon={<Icon name="briefcase" size={14} />}
              data-testid="downline-contract"
              aria-label={t('tree.contractLabel', { name: member.username })}
              // the contract pages are the agent-contracts feature's: opened for this downline through the centre
              onClick={() => useCentreStore.getState().openAgent(contractPage, { downline: member.username })}
            >
              {t('tree.contract')}
            </Button>
          ) : null}
          {member.level === 1 ? (
            <Button
              size="sm"
              variant="ghost"
              icon={<Icon name="transfer" size={14} />}
              data-testid="downline-transfer"
              // the transfer to a direct downline is the member centre's page (wallet): the agent picks the member there
              onClick={() => useCentreStore.getState().openMember('transferUpline')}
            >
              {t('tree.transfer')}
            </Button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

/** The agent centre's downlineManagement page: the team level by level, searched, with a way back up. */
export function DownlineManagementPage() {
  const { t } = useTranslation('agent');
  const symbol = useSystemStatus().data?.info.currencySymbol ?? '';
  const focus = useTeamFocus((state) => state.focus);
  const contractPageOf = useDownlineContractPage();
  const [parentId, setParentId] = useState<number | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const downlines = useDownlines({
    ...(parentId ? { parentId } : {}),
    ...(search ? { search } : {}),
    pageNum,
    pageSize: PAGE_SIZE,
  });

  const openLevel = (id: number | undefined) => {
    setParentId(id);
    setSearch('');
    setPageNum(1);
  };
  const overview = (member: Downline) => {
    focus({ id: member.id, username: member.username });
    useCentreStore.getState().openAgent('agentTeamOverview');
  };

  let content: ReactNode;
  if (downlines.isPending) {
    content = (
      <div className={centre.loading} aria-busy="true" data-testid="tree-loading">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} height={56} radius={12} />
        ))}
      </div>
    );
  } else if (downlines.isError) {
    content = (
      <AgentLoadFailed
        error={downlines.error}
        onRetry={() => void downlines.refetch()}
        testId="tree-failed"
      />
    );
  } else {
    const page = downlines.data;
    const columns = [
      { key: 'member', label: t('tree.columns.member') },
      { key: 'status', label: t('tree.columns.status') },
      { key: 'balance', label: t('tree.columns.balance'), numeric: true },
      { key: 'team', label: t('tree.columns.team'), numeric: true },
      { key: 'lastLogin', label: t('tree.columns.lastLogin') },
      { key: 'actions', label: t('tree.columns.actions') },
    ];
    content = (
      <>
        {search ? null : (
          <Breadcrumb
            path={page.path}
            onPick={(step, index) => openLevel(index === 0 ? undefined : step.id)}
          />
        )}
        <p className={styles.count} data-testid="tree-count">
          {search
            ? t('tree.found', { count: page.total, formatted: formatInteger(page.total), search })
            : t('tree.count', { count: page.total, formatted: formatInteger(page.total) })}
        </p>
        {page.content.length === 0 ? (
          <EmptyState
            icon="sitemap"
            title={search ? t('tree.noMatchTitle') : t('tree.emptyTitle')}
            hint={search ? t('tree.noMatchHint') : t('tree.emptyHint')}
            testId="tree-empty"
          >
            {search || parentId ? null : (
              <Button
                icon={<Icon name="userPlus" size={16} />}
                data-testid="tree-recruit"
                onClick={() => useCentreStore.getState().openAgent('registerCenter')}
              >
                {t('overview.recruit')}
              </Button>
            )}
          </EmptyState>
        ) : (
          <>
            <ReportTable
              caption={t('tree.caption')}
              columns={columns}
              busy={downlines.isPlaceholderData}
              testId="downline-table"
            >
              {page.content.map((member) => (
                <DownlineRow
                  key={member.id}
                  member={member}
                  symbol={symbol}
                  onOpen={(m) => openLevel(m.id)}
                  onOverview={overview}
                  contractPage={member.level === 1 && member.isAgent ? contractPageOf(member.username) : null}
                />
              ))}
            </ReportTable>
            <Pager page={page.pageNum} totalPages={page.totalPages} onPage={setPageNum} testId="tree-pager" />
          </>
        )}
      </>
    );
  }

  return (
    <div className={centre.page} data-testid="downline-page">
      <Section icon="sitemap" title={t('tree.title')} lead={t('tree.lead')}>
        <div className={filters.panel}>
          <UsernameFilter
            label={t('tree.search')}
            placeholder={t('tree.searchPlaceholder')}
            searchLabel={t('actions.search')}
            value={search}
            onSearch={(text) => {
              setSearch(text);
              setPageNum(1);
            }}
            testId="tree-search"
          />
        </div>
        {content}
      </Section>
    </div>
  );
}
