import type { OperatorRole } from '@portal/contracts/operators';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { reaches } from '../session/roles.ts';
import { useSession } from '../session/session-store.ts';
import { PageHead } from './page.tsx';

/** A screen above the operator's role says so instead of showing an empty page (the API refuses anyway). */
export function RoleGate({ role }: { role: OperatorRole }) {
  const { t } = useTranslation();
  const current = useSession((s) => s.operator?.role);
  if (!reaches(current, role)) {
    return <PageHead title={t('forbidden.title')} lead={t('forbidden.lead', { role: t(`role.${role}`) })} />;
  }
  return <Outlet />;
}
