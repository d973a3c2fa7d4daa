import type { CentrePageDeclaration } from '../../shell/centre/centre-pages.ts';

/** The agent contracts' centre pages: my income and one page per contract kind. */
export const agentContractsPages: CentrePageDeclaration = {
  agent: {
    agentRevenueReport: {
      texts: ['agentContracts'],
      load: () => import('./pages/income-page.tsx').then((m) => m.IncomePage),
    },
    dailyWages: {
      texts: ['agentContracts'],
      load: () => import('./pages/contract-page.tsx').then((m) => m.DailyWagesPage),
    },
    hourlySalary: {
      texts: ['agentContracts'],
      load: () => import('./pages/contract-page.tsx').then((m) => m.HourlySalaryPage),
    },
    realTimeSalary: {
      texts: ['agentContracts'],
      load: () => import('./pages/contract-page.tsx').then((m) => m.RealTimeSalaryPage),
    },
    dividendRecord: {
      texts: ['agentContracts'],
      load: () => import('./pages/contract-page.tsx').then((m) => m.DividendRecordPage),
    },
  },
};
