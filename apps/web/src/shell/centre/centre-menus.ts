import type { ConsolidatedContractInfo } from '@portal/contracts/agent-contracts';
import { type FeatureNode, isModuleEnabled, type ModuleId } from '@portal/contracts/system';
import type { IconName } from '@portal/ui/icons.tsx';

/** Member centre pages in the spec's order (section 2); the names are the `?page=` values. */
export const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'signInTask',
  'playerRank',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number];

/** Agent centre pages in the spec's order (section 2). */
export const AGENT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagement',
  'teamBetting',
  'teamProfitLoss',
  'agentRevenueReport',
  'downlineTransactions',
  'dividendRecord',
  'dailyWages',
  'hourlySalary',
  'realTimeSalary',
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];

export const DEFAULT_MEMBER_PAGE: MemberPage = 'securityCenter';
export const DEFAULT_AGENT_PAGE: AgentPage = 'agentTeamOverview';

export type MenuEntry<P extends string> = {
  page: P;
  icon: IconName;
  /** Shown only when this whitelabel module is enabled. */
  module?: ModuleId;
  /** Shown only when the consolidated contract info's flag says this kind applies to the agent. */
  contract?: ContractFlag;
};

/** The consolidated contract info's four flags (spec section 3): 1 when the kind applies. */
export type ContractFlag = 'divtypereq' | 'dailysalreqtype' | 'contracthoursalreq' | 'realtimesalreqtype';
export type MenuGroup<P extends string> = { key: string; entries: readonly MenuEntry<P>[] };

export const MEMBER_MENU: readonly MenuGroup<MemberPage>[] = [
  { key: 'account', entries: [{ page: 'securityCenter', icon: 'shield' }] },
  {
    key: 'funds',
    entries: [
      { page: 'transferFund', icon: 'transfer' },
      { page: 'depositv2', icon: 'deposit' },
      { page: 'withdraw', icon: 'withdraw' },
      { page: 'transferUpline', icon: 'upline' },
    ],
  },
  {
    key: 'records',
    entries: [
      { page: 'personalHistoryCopy', icon: 'ticket' },
      { page: 'transactionHistory', icon: 'receipt' },
      { page: 'personalProfit', icon: 'chart' },
      { page: 'bonusDetails', icon: 'coins' },
    ],
  },
  {
    key: 'rewards',
    entries: [
      { page: 'rewardCenter', icon: 'gift' },
      { page: 'referral', icon: 'userPlus' },
      { page: 'signInTask', icon: 'calendarCheck' },
      { page: 'playerRank', icon: 'medal' },
      { page: 'missionLeaderboard', icon: 'podium' },
    ],
  },
  {
    key: 'more',
    entries: [
      { page: 'messageV2', icon: 'envelope', module: 'INBOX3' },
      { page: 'manualRebate', icon: 'percent' },
    ],
  },
];

export const AGENT_MENU: readonly MenuGroup<AgentPage>[] = [
  {
    key: 'overview',
    entries: [
      { page: 'agentAnnouncement', icon: 'megaphone' },
      { page: 'agentTeamOverview', icon: 'users' },
    ],
  },
  {
    key: 'team',
    entries: [
      { page: 'registerCenter', icon: 'userPlus' },
      { page: 'downlineManagement', icon: 'sitemap' },
      { page: 'teamBetting', icon: 'ticket' },
      { page: 'teamProfitLoss', icon: 'bars' },
    ],
  },
  {
    key: 'income',
    entries: [
      { page: 'agentRevenueReport', icon: 'coins' },
      { page: 'downlineTransactions', icon: 'receipt' },
    ],
  },
  {
    // dividend and salaries only where the site's contract options are on and the agent's consolidated
    // contract info says the kind applies (spec section 2)
    key: 'contracts',
    entries: [
      { page: 'dividendRecord', icon: 'pie', module: 'SIGNCONDIV3', contract: 'divtypereq' },
      { page: 'dailyWages', icon: 'briefcase', module: 'DAILYSALCONT3', contract: 'dailysalreqtype' },
      { page: 'hourlySalary', icon: 'clock', module: 'HOURSAL3', contract: 'contracthoursalreq' },
      { page: 'realTimeSalary', icon: 'bolt', module: 'RTSALARY3', contract: 'realtimesalreqtype' },
    ],
  },
];

export function isMemberPage(value: string | null | undefined): value is MemberPage {
  return (MEMBER_PAGES as readonly string[]).includes(value ?? '');
}

export function isAgentPage(value: string | null | undefined): value is AgentPage {
  return (AGENT_PAGES as readonly string[]).includes(value ?? '');
}

/** The menu without entries whose module is off, and without groups left empty. */
export function visibleMenu<P extends string>(
  menu: readonly MenuGroup<P>[],
  tree: readonly FeatureNode[],
): MenuGroup<P>[] {
  return menu
    .map((group) => ({
      key: group.key,
      entries: group.entries.filter((entry) => !entry.module || isModuleEnabled(tree, entry.module)),
    }))
    .filter((group) => group.entries.length > 0);
}

/**
 * The menu without the contract entries the consolidated info does not say apply. No info (the agent
 * policy is off, or it has not loaded or failed) shows none of them: a flag must say 1.
 */
export function contractMenu<P extends string>(
  menu: readonly MenuGroup<P>[],
  info: Pick<ConsolidatedContractInfo, ContractFlag> | undefined,
): MenuGroup<P>[] {
  return menu
    .map((group) => ({
      key: group.key,
      entries: group.entries.filter((entry) => !entry.contract || info?.[entry.contract] === 1),
    }))
    .filter((group) => group.entries.length > 0);
}

/** Whether a page is one the consolidated contract info decides. */
export function isContractPage<P extends string>(menu: readonly MenuGroup<P>[], page: P): boolean {
  return menu.some((group) => group.entries.some((entry) => entry.page === page && entry.contract));
}

/** The icon of a page as its menu shows it. */
export function pageIcon<P extends string>(menu: readonly MenuGroup<P>[], page: P): IconName | undefined {
  for (const group of menu) {
    const entry = group.entries.find((candidate) => candidate.page === page);
    if (entry) return entry.icon;
  }
  return undefined;
}
