import type { AffiliateLink, CreateAffiliateLinkBody } from '@portal/contracts/agent';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { agentKeys, useAgentId } from './agent-keys.ts';

/** POST /wps/relay/MCSFE_createAffiliateUrl: a new registration link for a player or an agent. */
export const createAffiliateLink = (body: CreateAffiliateLinkBody) =>
  apiRequest<AffiliateLink>('/wps/relay/MCSFE_createAffiliateUrl', { method: 'POST', body });

export function useCreateAffiliateLink() {
  const agentId = useAgentId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAffiliateLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.links(agentId) }),
  });
}
