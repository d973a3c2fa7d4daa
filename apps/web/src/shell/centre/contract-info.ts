import type { ConsolidatedContractInfo } from '@portal/contracts/agent-contracts';
import { isModuleEnabled } from '@portal/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client.ts';
import { useSystemStatus } from '../../api/system-status.ts';
import { useSession } from '../session/session-store.ts';

/** The agent policy module: whether the consolidated contract data loads at all (spec section 6). */
export const AGENT_POLICY_MODULE = 'AGENTPOLICY3';

/**
 * Every query of the agent's contracts, income and payments lives under this root, with the agent's id
 * next: one account never reads another's cached answers, and a contract action refreshes them all.
 */
export const CONTRACTS_QUERY_ROOT = ['agentContracts'] as const;

export const consolidatedContractKey = (agentId: number | null) =>
  [...CONTRACTS_QUERY_ROOT, agentId, 'consolidated'] as const;

/** GET /wps/relay/MCSFE_getConsolidatedContractInfo: which contract kinds apply, and each kind's contracts. */
export const getConsolidatedContractInfo = () =>
  apiGet<ConsolidatedContractInfo>('/wps/relay/MCSFE_getConsolidatedContractInfo');

/** A signed-in real agent on a site whose agent policy is on: only then does the consolidated data load. */
export function useContractInfoAllowed(): boolean {
  const tree = useSystemStatus().data?.info.whitelabelVal;
  const isLogin = useSession((state) => state.isLogin);
  const isAgent = useSession((state) => state.isAgent);
  const isTrial = useSession((state) => state.isTrial);
  return isLogin && isAgent && !isTrial && isModuleEnabled(tree ?? [], AGENT_POLICY_MODULE);
}

/**
 * The consolidated contract info (spec sections 3, 6 and 7; cached for a minute): the agent centre's menu
 * reads its four flags, the contract pages their contracts. Nothing is asked for when it may not load.
 */
export function useConsolidatedContractInfo() {
  const allowed = useContractInfoAllowed();
  const agentId = useSession((state) => state.user?.id ?? null);
  return useQuery({
    queryKey: consolidatedContractKey(agentId),
    queryFn: getConsolidatedContractInfo,
    enabled: allowed,
    staleTime: 60_000,
  });
}
