/** The agent programme (issue 17): report periods, downline kinds, transaction types (spec section 2). */

/** The quick ranges of the team overview (spec: today, yesterday, this week, this month, custom). */
export const TEAM_PERIODS = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'custom'] as const;

export type TeamPeriod = (typeof TEAM_PERIODS)[number];

/** How team profit and loss groups its rows over time (spec: daily, weekly, half-month, monthly). */
export const PERIOD_TYPES = ['daily', 'weekly', 'halfMonth', 'monthly'] as const;

export type PeriodType = (typeof PERIOD_TYPES)[number];

/** What an agent creates below it, directly or through a link: a player (type 0) or an agent (type 2). */
export const DOWNLINE_KINDS = ['player', 'agent'] as const;

export type DownlineKind = (typeof DOWNLINE_KINDS)[number];

/** The account type a downline of each kind gets. */
export const DOWNLINE_TYPE: Readonly<Record<DownlineKind, number>> = { player: 0, agent: 2 };

/** The money movements of the team an agent may see (no card numbers, no passwords). */
export const TEAM_TRANSACTION_TYPES = ['deposit', 'withdrawal', 'transfer'] as const;

export type TeamTransactionType = (typeof TEAM_TRANSACTION_TYPES)[number];

/** The longest custom range of an agent report, in days (inclusive). */
export const MAX_TEAM_RANGE_DAYS = 92;

/** Affiliate links an agent may keep at once. */
export const MAX_AFFILIATE_LINKS = 20;

export type {
  AffiliateLink,
  CreateAffiliateLinkBody,
  CreateDownlineBody,
  CreatedDownline,
  Downline,
  DownlinePage,
  DownlinesQuery,
  RegisteredAffiliate,
  TeamBettingReport,
  TeamOverview,
  TeamProfitLossReport,
  TeamRangeQuery,
  TeamTransaction,
  TeamTransactionPage,
} from './agent.schema.ts';
