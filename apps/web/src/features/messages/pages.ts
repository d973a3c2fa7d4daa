import type { CentrePageDeclaration } from '../../shell/centre/centre-pages.ts';

/** The message centre (issue 20, decision 0040): the inbox, the member notices and feedback on messageV2. */
export const messagesPages: CentrePageDeclaration = {
  member: {
    messageV2: {
      texts: ['messages'],
      load: () => import('./pages/message-centre-page.tsx').then((m) => m.MessageCentrePage),
    },
  },
};
