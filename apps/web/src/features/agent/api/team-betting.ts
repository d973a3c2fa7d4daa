import type { TeamBettingReport } from '@portal/contracts/agent';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import type { TeamRangeFields } from '../lib/team-range.ts';
import { agentKeys, useAgentId } from './agent-keys.ts';

export type TeamBettingQuery = TeamRangeFields & {
  gameCategory?: string;
  username?: string;
  pageNum: number;
  pageSize: number;
};

/** GET /wps/report/teamBetting: the team's settled bets by game category and by member. */
export const getTeamBetting = (query: TeamBettingQuery) =>
  apiGet<TeamBettingReport>('/wps/report/teamBetting', { ...query });

export function useTeamBetting(query: TeamBettingQuery, enabled = true) {
  const agentId = useAgentId();
  return useQuery({
    queryKey: agentKeys.betting(agentId, query),
    queryFn: () => getTeamBetting(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
