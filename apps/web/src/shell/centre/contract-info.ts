import type { ConsolidatedContractInfo } from '@portal/contracts/agent-contracts';
import { isModuleEnabled } from '@portal/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiGet } from '../../api/client.ts';
import { useSystemStatus } from '../../api/system-status.ts';
import { useSession } from '../session/session-store.ts';
import {
  AGENT_MENU,
  type AgentPage,
  type ContractFlag,
  contractMenu,
  type MenuGroup,
  visibleMenu,
} from './centre-menus.ts';

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

/** The consolidated info's part that each contract flag speaks for. */
const PART_OF_FLAG: Readonly<
  Record<ContractFlag, 'dailySalary' | 'hourSalary' | 'realTimeSalary' | 'dividend'>
> = {
  dailysalreqtype: 'dailySalary',
  contracthoursalreq: 'hourSalary',
  realtimesalreqtype: 'realTimeSalary',
  divtypereq: 'dividend',
};

const LIVE = new Set(['requestNew', 'success', 'requestTermination']);

/**
 * The contract page to open for a direct downline agent (decision 0032): among the contract pages the
 * agent's menu shows, the first where it has a live contract with that downline, else the first where it
 * may offer one (it has terms of that kind); null when no kind applies.
 */
export function contractPageFor(
  groups: readonly MenuGroup<AgentPage>[],
  info: ConsolidatedContractInfo | undefined,
  downline: string,
): AgentPage | null {
  if (!info) return null;
  const entries = groups.flatMap((group) => group.entries).filter((entry) => entry.contract);
  const part = (flag: ContractFlag) => info[PART_OF_FLAG[flag]];
  const signed = entries.find(
    (entry) =>
      entry.contract &&
      part(entry.contract).downlines.some((c) => c.downline === downline && LIVE.has(c.status)),
  );
  const offerable = entries.find((entry) => entry.contract && part(entry.contract).ceiling !== null);
  return (signed ?? offerable)?.page ?? null;
}

/** For the downline tree: which contract page opens for a downline, by the agent's menu and info. */
export function useDownlineContractPage(): (downline: string) => AgentPage | null {
  const tree = useSystemStatus().data?.info.whitelabelVal;
  const info = useConsolidatedContractInfo().data;
  return useCallback(
    (downline: string) =>
      contractPageFor(contractMenu(visibleMenu(AGENT_MENU, tree ?? []), info), info, downline),
    [tree, info],
  );
}
