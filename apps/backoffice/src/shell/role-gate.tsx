import type { OperatorRole } from '@portal/contracts/operators';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSession } from '../session/session-store.ts';
import { mayOpen } from './nav.ts';
import { PageHead } from './page.tsx';

/** A screen above the operator's role or scope says so instead of showing an empty page (the API refuses anyway). */
export function RoleGate({ role, everyMerchant }: { role: OperatorRole; everyMerchant?: true }) {
  const { t } = useTranslation();
  const operator = useSession((s) => s.operator);
  if (!mayOpen({ role, ...(everyMerchant ? { everyMerchant } : {}) }, operator)) {
    const lead = everyMerchant
      ? t('forbidden.everyMerchant', { role: t(`role.${role}`) })
      : t('forbidden.lead', { role: t(`role.${role}`) });
    return <PageHead title={t('forbidden.title')} lead={lead} />;
  }
  return <Outlet />;
}
