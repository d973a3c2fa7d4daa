import type { CentrePageDeclaration } from '../../shell/centre/centre-pages.ts';

/**
 * The agent feature's centre pages (issue 17). My income, the dividend record and the salaries come
 * with the contracts and keep "coming soon" until then. The register centre words its username and
 * password rules with the registration form's texts (`register`).
 */
export const agentPages: CentrePageDeclaration = {
  agent: {
    agentAnnouncement: {
      texts: ['agent'],
      load: () => import('./agent-announcement-page.tsx').then((m) => m.AgentAnnouncementPage),
    },
    agentTeamOverview: {
      texts: ['agent'],
      load: () => import('./team-overview-page.tsx').then((m) => m.TeamOverviewPage),
    },
    registerCenter: {
      texts: ['agent', 'register'],
      load: () => import('./register-center-page.tsx').then((m) => m.RegisterCenterPage),
    },
    downlineManagement: {
      texts: ['agent'],
      load: () => import('./downline-management-page.tsx').then((m) => m.DownlineManagementPage),
    },
    teamBetting: {
      texts: ['agent'],
      load: () => import('./team-betting-page.tsx').then((m) => m.TeamBettingPage),
    },
    teamProfitLoss: {
      texts: ['agent'],
      load: () => import('./team-profit-loss-page.tsx').then((m) => m.TeamProfitLossPage),
    },
    downlineTransactions: {
      texts: ['agent'],
      load: () => import('./downline-transactions-page.tsx').then((m) => m.DownlineTransactionsPage),
    },
  },
};
