import type { PeriodType, TeamProfitLossReport } from '@portal/contracts/agent';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import type { TeamRangeFields } from '../lib/team-range.ts';
import { agentKeys, useAgentId } from './agent-keys.ts';

export type TeamProfitLossQuery = TeamRangeFields & {
  periodType: PeriodType;
  pageNum: number;
  pageSize: number;
};

/** GET /wps/report/teamProfitLoss: the team's result per period, per category and per member. */
export const getTeamProfitLoss = (query: TeamProfitLossQuery) =>
  apiGet<TeamProfitLossReport>('/wps/report/teamProfitLoss', { ...query });

export function useTeamProfitLoss(query: TeamProfitLossQuery, enabled = true) {
  const agentId = useAgentId();
  return useQuery({
    queryKey: agentKeys.profitLoss(agentId, query),
    queryFn: () => getTeamProfitLoss(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
