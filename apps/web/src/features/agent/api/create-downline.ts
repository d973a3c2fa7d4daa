import type { CreateDownlineBody, CreatedDownline } from '@portal/contracts/agent';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { agentKeys, useAgentId } from './agent-keys.ts';

/** POST /wps/agent/downline: the agent opens an account directly below it. */
export const createDownline = (body: CreateDownlineBody) =>
  apiRequest<CreatedDownline>('/wps/agent/downline', { method: 'POST', body });

export function useCreateDownline() {
  const agentId = useAgentId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDownline,
    // the tree and every team figure now count one more member
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all(agentId) }),
  });
}
