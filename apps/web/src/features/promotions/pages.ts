import type { CentrePageDeclaration } from '../../shell/centre/centre-pages.ts';

/** The promotions feature's centre page: Bonus details. */
export const promotionsPages: CentrePageDeclaration = {
  member: {
    bonusDetails: {
      texts: ['promotions'],
      load: () => import('./pages/bonus-details-page.tsx').then((m) => m.BonusDetailsPage),
    },
  },
};
