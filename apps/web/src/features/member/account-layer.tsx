import { lazy, Suspense } from 'react';
import { withTexts } from '../../i18n/setup.ts';
import { useCentreStore } from './centre-store.ts';
import { useMemberPageParam } from './member-page-param.ts';
import { useSessionBoot } from './use-session-boot.ts';

// The overlays load when first opened: a visitor's first page carries none of the account screens.
const MemberCentre = lazy(
  withTexts(['account', 'auth'], () =>
    import('./member-centre.tsx').then((m) => ({ default: m.MemberCentre })),
  ),
);
const AgentCentre = lazy(
  withTexts(['account', 'auth'], () =>
    import('./agent-centre.tsx').then((m) => ({ default: m.AgentCentre })),
  ),
);
const RealAccountDialog = lazy(
  withTexts(['account', 'auth'], () =>
    import('./components/real-account-dialog.tsx').then((m) => ({ default: m.RealAccountDialog })),
  ),
);

/** Over every route: the start-up session check, `?page=`, and the account overlays (spec 2 and 4). */
export function AccountLayer() {
  useSessionBoot();
  useMemberPageParam();
  const member = useCentreStore((state) => state.member);
  const agent = useCentreStore((state) => state.agent);
  const refusal = useCentreStore((state) => state.refusal);
  return (
    <Suspense fallback={null}>
      {member && <MemberCentre />}
      {agent && <AgentCentre />}
      {refusal && <RealAccountDialog />}
    </Suspense>
  );
}
