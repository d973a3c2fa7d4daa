import type { CentrePageDeclaration } from '../../shell/centre/centre-pages.ts';

/** The VIP and rebate pages of the member centre (issue 18): the player rank and the manual rebate. */
export const vipPages: CentrePageDeclaration = {
  member: {
    playerRank: {
      texts: ['vip'],
      load: () => import('./player-rank-page.tsx').then((m) => m.PlayerRankPage),
    },
    manualRebate: {
      texts: ['vip'],
      load: () => import('./manual-rebate-page.tsx').then((m) => m.ManualRebatePage),
    },
  },
};
