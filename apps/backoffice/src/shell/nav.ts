import type { OperatorRole } from '@portal/contracts/operators';
import type { IconName } from '@portal/ui/icons.tsx';
import type { ComponentType } from 'react';
import { reaches } from '../session/roles.ts';

/** A screen of the back office: its path, its menu entry, the least role that opens it, and its page. */
export type Screen = {
  path: string;
  label: string;
  icon: IconName;
  role: OperatorRole;
  /** Platform-wide screens (jobs): only for operators of every merchant. */
  everyMerchant?: true;
  /** The page's module, loaded when the screen is first opened. */
  load: () => Promise<{ default: ComponentType }>;
};

/** The menu, in order; each later capability adds its screens here. */
export const SCREENS: readonly Screen[] = [
  {
    path: 'dashboard',
    label: 'nav.dashboard',
    icon: 'chart',
    role: 'viewer',
    load: () => import('../pages/dashboard/dashboard-page.tsx'),
  },
  {
    path: 'deposits',
    label: 'nav.deposits',
    icon: 'deposit',
    role: 'viewer',
    load: () => import('../pages/deposits-page.tsx'),
  },
  {
    path: 'withdrawals',
    label: 'nav.withdrawals',
    icon: 'withdraw',
    role: 'viewer',
    load: () => import('../pages/withdrawals-page.tsx'),
  },
  {
    path: 'players',
    label: 'nav.players',
    icon: 'user',
    role: 'viewer',
    load: () => import('../pages/players/players-page.tsx'),
  },
  {
    path: 'adjustments',
    label: 'nav.adjustments',
    icon: 'coins',
    role: 'finance',
    load: () => import('../pages/players/adjustments-page.tsx'),
  },
  {
    path: 'ledger',
    label: 'nav.ledger',
    icon: 'receipt',
    role: 'viewer',
    load: () => import('../pages/ledger/ledger-page.tsx'),
  },
  {
    path: 'catalogue',
    label: 'nav.catalogue',
    icon: 'grid',
    role: 'viewer',
    load: () => import('../pages/catalogue-page.tsx'),
  },
  {
    path: 'lottery',
    label: 'nav.lottery',
    icon: 'lottery',
    role: 'viewer',
    load: () => import('../pages/lottery/lottery-page.tsx'),
  },
  {
    path: 'agents',
    label: 'nav.agents',
    icon: 'sitemap',
    role: 'viewer',
    load: () => import('../pages/agents/agents-page.tsx'),
  },
  {
    path: 'promotions',
    label: 'nav.promotions',
    icon: 'gift',
    role: 'viewer',
    load: () => import('../pages/promotions/promotions-page.tsx'),
  },
  {
    path: 'vip-rebates',
    label: 'nav.vipRebates',
    icon: 'medal',
    role: 'viewer',
    load: () => import('../pages/vip-rebates/vip-rebates-page.tsx'),
  },
  {
    path: 'content',
    label: 'nav.content',
    icon: 'megaphone',
    role: 'viewer',
    load: () => import('../pages/content/content-page.tsx'),
  },
  {
    path: 'merchants',
    label: 'nav.merchants',
    icon: 'browser',
    role: 'viewer',
    load: () => import('../pages/merchants/merchants-page.tsx'),
  },
  {
    path: 'audit',
    label: 'nav.audit',
    icon: 'shield',
    role: 'admin',
    load: () => import('../pages/audit-page.tsx'),
  },
  {
    path: 'operators',
    label: 'nav.operators',
    icon: 'users',
    role: 'admin',
    load: () => import('../pages/operators/operators-page.tsx'),
  },
  {
    path: 'jobs',
    label: 'nav.jobs',
    icon: 'clock',
    role: 'admin',
    everyMerchant: true,
    load: () => import('../pages/jobs/jobs-page.tsx'),
  },
  {
    path: 'signin-wheel',
    label: 'nav.signinWheel',
    icon: 'star',
    role: 'viewer',
    load: () => import('../pages/engagement/engagement-page.tsx'),
  },
  {
    path: 'missions',
    label: 'nav.missions',
    icon: 'podium',
    role: 'viewer',
    load: () => import('../pages/missions/missions-page.tsx'),
  },
  {
    path: 'envelopes',
    label: 'nav.envelopes',
    icon: 'envelope',
    role: 'viewer',
    load: () => import('../pages/envelopes/envelopes-page.tsx'),
  },
  {
    path: 'points',
    label: 'nav.points',
    icon: 'store',
    role: 'viewer',
    load: () => import('../pages/points/points-page.tsx'),
  },
  {
    path: 'messages',
    label: 'nav.messages',
    icon: 'mail',
    role: 'viewer',
    load: () => import('../pages/messages/messages-page.tsx'),
  },
  {
    path: 'feedback',
    label: 'nav.feedback',
    icon: 'pencil',
    role: 'viewer',
    load: () => import('../pages/messages/feedback-page.tsx'),
  },
  {
    path: 'chat',
    label: 'nav.chat',
    icon: 'chat',
    role: 'viewer',
    load: () => import('../pages/chat/chat-page.tsx'),
  },
  {
    path: 'raffles',
    label: 'nav.raffles',
    icon: 'ticket',
    role: 'viewer',
    load: () => import('../pages/raffles/raffles-page.tsx'),
  },
];

/** Whether an operator may open a screen: its role reaches the screen's, and its scope is wide enough. */
export function mayOpen(
  screen: Pick<Screen, 'role' | 'everyMerchant'>,
  operator: { role: OperatorRole; merchant: string | null } | null,
): boolean {
  if (!operator || !reaches(operator.role, screen.role)) return false;
  return !screen.everyMerchant || operator.merchant === null;
}
