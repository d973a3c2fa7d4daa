import type { CentrePageDeclaration } from '../../shell/centre/centre-pages.ts';

/** The sign-in task with its lucky wheel (issue 19, decision 0036). */
export const engagementPages: CentrePageDeclaration = {
  member: {
    signInTask: {
      texts: ['engagement'],
      load: () => import('./signin-page.tsx').then((m) => m.SigninPage),
    },
  },
};
