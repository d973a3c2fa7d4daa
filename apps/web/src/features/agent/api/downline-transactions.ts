import type { TeamTransactionPage, TeamTransactionType } from '@portal/contracts/agent';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import type { TeamRangeFields } from '../lib/team-range.ts';
import { agentKeys, useAgentId } from './agent-keys.ts';

export type TeamTransactionQuery = TeamRangeFields & {
  type?: TeamTransactionType;
  username?: string;
  pageNum: number;
  pageSize: number;
};

/** GET /wps/report/downlineTransaction: the team's deposits, withdrawals and transfers, with totals. */
export const getDownlineTransactions = (query: TeamTransactionQuery) =>
  apiGet<TeamTransactionPage>('/wps/report/downlineTransaction', { ...query });

export function useDownlineTransactions(query: TeamTransactionQuery, enabled = true) {
  const agentId = useAgentId();
  return useQuery({
    queryKey: agentKeys.transactions(agentId, query),
    queryFn: () => getDownlineTransactions(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
