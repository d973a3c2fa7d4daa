import type { CommissionReport, IncomeReport } from '@portal/contracts/agent-contracts';
import type { IncomeQuery } from '@portal/contracts/agent-contracts.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import { contractKeys, useAgentId } from './contract-keys.ts';

/** GET /wps/report/income: salaries and dividends received per period, totals per kind, commission, owed. */
export const getIncome = (query: IncomeQuery) => apiGet<IncomeReport>('/wps/report/income', { ...query });

/** GET /wps/report/commission: per day and kind, what the contracts received less what was paid down. */
export const getCommission = (query: IncomeQuery) =>
  apiGet<CommissionReport>('/wps/report/commission', { ...query });

export function useIncome(query: IncomeQuery, enabled: boolean) {
  const agentId = useAgentId();
  return useQuery({
    queryKey: contractKeys.income(agentId, query),
    queryFn: () => getIncome(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCommission(query: IncomeQuery, enabled: boolean) {
  const agentId = useAgentId();
  return useQuery({
    queryKey: contractKeys.commission(agentId, query),
    queryFn: () => getCommission(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
