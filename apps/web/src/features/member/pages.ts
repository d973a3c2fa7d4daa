import type { CentrePageDeclaration } from '../../shell/centre/centre-pages.ts';

/** The member feature's centre pages. */
export const memberPages: CentrePageDeclaration = {
  member: {
    securityCenter: {
      texts: ['member'],
      load: () => import('./my-account-page.tsx').then((m) => m.MyAccountPage),
    },
  },
};
