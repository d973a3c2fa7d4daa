import { Suspense, use } from 'react';
import { withTexts } from '../../i18n/setup.ts';
import { lazyChunk } from '../chunks/chunk-load.ts';
import { useSessionBoot } from '../session/use-session-boot.ts';
import { loadCentrePages } from './centre-registry.ts';
import { useCentreStore } from './centre-store.ts';
import { useMemberPageParam } from './member-page-param.ts';

// The overlays load when first opened: a visitor's first page carries none of the account screens.
const MemberCentre = lazyChunk(
  withTexts(['member', 'auth'], () =>
    import('./member-centre.tsx').then((m) => ({ default: m.MemberCentre })),
  ),
);
const AgentCentre = lazyChunk(
  withTexts(['member', 'auth'], () => import('./agent-centre.tsx').then((m) => ({ default: m.AgentCentre }))),
);
const RealAccountDialog = lazyChunk(
  withTexts(['member', 'auth'], () =>
    import('./real-account-dialog.tsx').then((m) => ({ default: m.RealAccountDialog })),
  ),
);

/** The open centre with the pages of the registry app/ provides (loaded with the first centre opened). */
function OpenCentre({ member, agent }: { member: boolean; agent: boolean }) {
  const pages = use(loadCentrePages());
  return (
    <>
      {member && <MemberCentre pages={pages.member} />}
      {agent && <AgentCentre pages={pages.agent} />}
    </>
  );
}

/** Over every route: the start-up session check, `?page=`, and the account overlays (spec 2 and 4). */
export function CentreLayer() {
  useSessionBoot();
  useMemberPageParam();
  const member = useCentreStore((state) => state.member);
  const agent = useCentreStore((state) => state.agent);
  const refusal = useCentreStore((state) => state.refusal);
  return (
    <Suspense fallback={null}>
      {member || agent ? <OpenCentre member={Boolean(member)} agent={Boolean(agent)} /> : null}
      {refusal && <RealAccountDialog />}
    </Suspense>
  );
}
