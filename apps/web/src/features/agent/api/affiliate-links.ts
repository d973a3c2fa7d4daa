import type { AffiliateLink } from '@portal/contracts/agent';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import { agentKeys, useAgentId } from './agent-keys.ts';

/** GET /wps/relay/MCSFE_viewAffiliateUrls: the agent's links, with how many registered through each. */
export const getAffiliateLinks = () => apiGet<AffiliateLink[]>('/wps/relay/MCSFE_viewAffiliateUrls');

export function useAffiliateLinks() {
  const agentId = useAgentId();
  return useQuery({ queryKey: agentKeys.links(agentId), queryFn: getAffiliateLinks });
}
