import type { RegisteredAffiliate } from '@portal/contracts/agent';
import type { PageOf } from '@portal/contracts/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import { agentKeys, useAgentId } from './agent-keys.ts';

export type RegisteredQuery = { linkId: number; pageNum: number; pageSize: number };

/** GET /wps/relay/MCSFE_viewRegisteredAffiliates: who registered through one of the agent's links. */
export const getRegisteredAffiliates = (query: RegisteredQuery) =>
  apiGet<PageOf<RegisteredAffiliate>>('/wps/relay/MCSFE_viewRegisteredAffiliates', { ...query });

export function useRegisteredAffiliates(query: RegisteredQuery) {
  const agentId = useAgentId();
  return useQuery({
    queryKey: agentKeys.registered(agentId, query),
    queryFn: () => getRegisteredAffiliates(query),
    placeholderData: keepPreviousData,
  });
}
