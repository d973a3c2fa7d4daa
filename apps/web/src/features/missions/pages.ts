import type { CentrePageDeclaration } from '../../shell/centre/centre-pages.ts';

/**
 * The missions and referral pages of the member centre (issue 19, decision 0037): the missions view (the
 * player's missions with their progress and claims, above the week's mission leaderboard) on the spec's
 * missionLeaderboard page, and invite friends on referral.
 */
export const missionsPages: CentrePageDeclaration = {
  member: {
    missionLeaderboard: {
      texts: ['missions'],
      load: () => import('./missions-page.tsx').then((m) => m.MissionsPage),
    },
    referral: {
      texts: ['missions'],
      load: () => import('./referral-page.tsx').then((m) => m.ReferralPage),
    },
  },
};
