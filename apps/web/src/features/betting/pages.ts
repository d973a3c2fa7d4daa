import type { CentrePageDeclaration } from '../../shell/centre/centre-pages.ts';

/** The betting feature's centre pages: the betting record and the personal profit. */
export const bettingPages: CentrePageDeclaration = {
  member: {
    personalHistoryCopy: {
      texts: ['betting'],
      load: () => import('./bet-record-page.tsx').then((m) => m.BetRecordPage),
    },
    personalProfit: {
      texts: ['betting'],
      load: () => import('./personal-profit-page.tsx').then((m) => m.PersonalProfitPage),
    },
  },
};
