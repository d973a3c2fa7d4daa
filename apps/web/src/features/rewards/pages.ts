import type { CentrePageDeclaration } from '../../shell/centre/centre-pages.ts';

/** The reward centre (issue 18): everything the player can claim, from every engine that pays rewards. */
export const rewardsPages: CentrePageDeclaration = {
  member: {
    rewardCenter: {
      texts: ['rewards'],
      load: () => import('./pages/reward-centre-page.tsx').then((m) => m.RewardCentrePage),
    },
  },
};
