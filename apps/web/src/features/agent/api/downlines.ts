import type { DownlinePage, DownlinesQuery } from '@portal/contracts/agent';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import { agentKeys, useAgentId } from './agent-keys.ts';

/** GET /wps/agent/downlines: one level of the team (or a search of the whole team), with its breadcrumb. */
export const getDownlines = (query: DownlinesQuery) =>
  apiGet<DownlinePage>('/wps/agent/downlines', { ...query });

export function useDownlines(query: DownlinesQuery) {
  const agentId = useAgentId();
  return useQuery({
    queryKey: agentKeys.downlines(agentId, query),
    queryFn: () => getDownlines(query),
    placeholderData: keepPreviousData,
  });
}
