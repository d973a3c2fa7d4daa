import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../api/system-status.ts';
import { useSession } from '../session/session-store.ts';
import {
  AGENT_MENU,
  contractMenu,
  DEFAULT_AGENT_PAGE,
  isContractPage,
  pageIcon,
  visibleMenu,
} from './centre-menus.ts';
import { CentreOverlay } from './centre-overlay.tsx';
import { CentrePageBody } from './centre-page-body.tsx';
import type { CentrePages } from './centre-pages.ts';
import { useCentreStore } from './centre-store.ts';
import { useConsolidatedContractInfo } from './contract-info.ts';
import { MemberSummary } from './member-summary.tsx';

/**
 * The agent centre overlay (spec section 2), for agents only. Dividend and the salaries appear only
 * where the site enables them (SIGNCONDIV3, DAILYSALCONT3, HOURSAL3, RTSALARY3) and the consolidated
 * contract info (loaded only under AGENTPOLICY3) says the kind applies to this agent.
 */
export function AgentCentre({ pages }: { pages: CentrePages['agent'] }) {
  const { t } = useTranslation('member');
  const requested = useCentreStore((state) => state.agent);
  const openAgent = useCentreStore((state) => state.openAgent);
  const close = useCentreStore((state) => state.close);
  const isLogin = useSession((state) => state.isLogin);
  const isAgent = useSession((state) => state.isAgent);
  const isTrial = useSession((state) => state.isTrial);
  const tree = useSystemStatus().data?.info.whitelabelVal;
  const contracts = useConsolidatedContractInfo();
  const groups = useMemo(
    () => contractMenu(visibleMenu(AGENT_MENU, tree ?? []), contracts.data),
    [tree, contracts.data],
  );

  useEffect(() => {
    if (!isLogin && useCentreStore.getState().agent) close();
  }, [isLogin, close]);

  if (!requested || !isLogin || !isAgent || isTrial) return null;
  // a page the site has switched off shows the overview instead; a contract page waits for the info
  // that decides it (the page shows its own loading state meanwhile)
  const deciding = contracts.isLoading && isContractPage(AGENT_MENU, requested);
  const page =
    deciding || groups.some((group) => group.entries.some((entry) => entry.page === requested))
      ? requested
      : DEFAULT_AGENT_PAGE;
  return (
    <CentreOverlay
      testId="agent-centre"
      title={t('agent.title')}
      icon="users"
      summary={<MemberSummary />}
      groups={groups}
      active={page}
      pageLabel={(entry) => t(`agent.pages.${entry}.title`)}
      groupLabel={(key) => t(`agent.groups.${key}`)}
      onSelect={(entry) => openAgent(entry)}
      onClose={close}
      closeLabel={t('actions.close')}
      menuLabel={t('actions.menu')}
    >
      <CentrePageBody
        Page={pages[page]}
        loadingLabel={t('actions.loading')}
        soon={{
          icon: pageIcon(AGENT_MENU, page) ?? 'users',
          title: t(`agent.pages.${page}.title`),
          hint: t(`agent.pages.${page}.hint`),
        }}
      />
    </CentreOverlay>
  );
}
