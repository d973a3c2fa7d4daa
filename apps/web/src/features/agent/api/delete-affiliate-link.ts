import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { agentKeys, useAgentId } from './agent-keys.ts';

/** DELETE /wps/relay/MCSFE_deleteAffiliateUrl: the link stops registering; its members stay in the team. */
export const deleteAffiliateLink = (id: number) =>
  apiRequest<unknown>('/wps/relay/MCSFE_deleteAffiliateUrl', { method: 'DELETE', query: { id } });

export function useDeleteAffiliateLink() {
  const agentId = useAgentId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAffiliateLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.links(agentId) }),
  });
}
