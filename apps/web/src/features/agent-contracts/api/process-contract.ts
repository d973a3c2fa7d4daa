import { type AgentContract, CONTRACT_CALL, type ContractKind } from '@portal/contracts/agent-contracts';
import type { ContractBody } from '@portal/contracts/agent-contracts.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { CONTRACTS_QUERY_ROOT } from '../../../shell/centre/contract-info.ts';

/** POST /wps/relay/MCSFE_process…: offer, accept, decline, ask to end, confirm or refuse an end. */
export const processContract = (kind: ContractKind, body: ContractBody) =>
  apiRequest<AgentContract>(`/wps/relay/${CONTRACT_CALL[kind]}`, { method: 'POST', body });

/** A contract action; on success the consolidated info, payments and income are all read again. */
export function useProcessContract(kind: ContractKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractBody) => processContract(kind, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [...CONTRACTS_QUERY_ROOT] }),
  });
}
