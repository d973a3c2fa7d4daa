import type { ContractKind } from '@portal/contracts/agent-contracts';
import type { IncomeQuery } from '@portal/contracts/agent-contracts.schema';
import { CONTRACTS_QUERY_ROOT } from '../../../shell/centre/contract-info.ts';
import { useSession } from '../../../shell/session/session-store.ts';

export type PaymentSide = 'received' | 'paid';

/** Query keys of the agent's payments, income and commission: under the contracts' root, by agent. */
export const contractKeys = {
  payments: (agentId: number | null, kind: ContractKind, side: PaymentSide, pageNum: number) =>
    [...CONTRACTS_QUERY_ROOT, agentId, 'payments', kind, side, pageNum] as const,
  income: (agentId: number | null, query: IncomeQuery) =>
    [...CONTRACTS_QUERY_ROOT, agentId, 'income', query] as const,
  commission: (agentId: number | null, query: IncomeQuery) =>
    [...CONTRACTS_QUERY_ROOT, agentId, 'commission', query] as const,
};

/** The agent whose contracts are asked for (the keys' owner). */
export const useAgentId = () => useSession((state) => state.user?.id ?? null);
