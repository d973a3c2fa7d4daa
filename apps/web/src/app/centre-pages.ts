import { agentPages } from '../features/agent/pages.ts';
import { agentContractsPages } from '../features/agent-contracts/pages.ts';
import { bettingPages } from '../features/betting/pages.ts';
import { engagementPages } from '../features/engagement/pages.ts';
import { memberPages } from '../features/member/pages.ts';
import { messagesPages } from '../features/messages/pages.ts';
import { missionsPages } from '../features/missions/pages.ts';
import { LazyPaymentPasswordDialog, paymentsPages } from '../features/payments/pages.ts';
import { promotionsPages } from '../features/promotions/pages.ts';
import { rewardsPages } from '../features/rewards/pages.ts';
import { vipPages } from '../features/vip/pages.ts';
import { walletPages } from '../features/wallet/pages.tsx';
import { centrePages } from '../shell/centre/centre-pages.ts';

/**
 * The member and agent centres' pages, from each feature's `pages.ts`: a domain with centre pages
 * declares them there and is added here. A page nobody declares shows "coming soon".
 */
export const CENTRE_PAGES = centrePages([
  memberPages,
  walletPages({ PaymentPasswordDialog: LazyPaymentPasswordDialog }),
  paymentsPages,
  bettingPages,
  agentPages,
  agentContractsPages,
  rewardsPages,
  vipPages,
  promotionsPages,
  engagementPages,
  missionsPages,
  messagesPages,
]);
