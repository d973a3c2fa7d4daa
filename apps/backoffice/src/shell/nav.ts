import type { OperatorRole } from '@portal/contracts/operators';
import type { IconName } from '@portal/ui/icons.tsx';
import type { ComponentType } from 'react';

/** A screen of the back office: its path, its menu entry, the least role that opens it, and its page. */
export type Screen = {
  path: string;
  label: string;
  icon: IconName;
  role: OperatorRole;
  /** The page's module, loaded when the screen is first opened. */
  load: () => Promise<{ default: ComponentType }>;
};

/** The menu, in order; each later capability adds its screens here. */
export const SCREENS: readonly Screen[] = [
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
    path: 'catalogue',
    label: 'nav.catalogue',
    icon: 'grid',
    role: 'viewer',
    load: () => import('../pages/catalogue-page.tsx'),
  },
  {
    path: 'audit',
    label: 'nav.audit',
    icon: 'receipt',
    role: 'admin',
    load: () => import('../pages/audit-page.tsx'),
  },
];
