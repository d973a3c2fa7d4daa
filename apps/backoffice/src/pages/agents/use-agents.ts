import { useQuery } from '@tanstack/react-query';
import { opsApi } from '../../api/ops.ts';

/** The screen's reads: every key under 'agents', then the merchant. */
export const agentKeys = {
  all: (merchant: string) => ['agents', merchant] as const,
  team: (merchant: string, id: number) => ['agents', merchant, 'team', id] as const,
  choices: (merchant: string, q: string) => ['agents', merchant, 'choices', q] as const,
  defaults: (merchant: string) => ['agents', merchant, 'defaults'] as const,
};

/** A member's place in the tree: its upline path and team size. */
export function useTeam(merchant: string, id: number | null) {
  return useQuery({
    queryKey: agentKeys.team(merchant, id ?? 0),
    queryFn: () => opsApi.tree.team(id as number),
    enabled: id !== null,
  });
}

/** The merchant's agents whose username starts with what the operator typed. */
export function useAgentChoices(merchant: string, q: string, enabled: boolean) {
  return useQuery({
    queryKey: agentKeys.choices(merchant, q.trim().toLowerCase()),
    queryFn: () => opsApi.tree.agents(merchant, q.trim()),
    enabled: enabled && merchant !== '',
    staleTime: 30_000,
  });
}

export function useDefaults(merchant: string) {
  return useQuery({
    queryKey: agentKeys.defaults(merchant),
    queryFn: () => opsApi.contracts.defaults(merchant),
    enabled: merchant !== '',
  });
}
