import type { TeamOverview } from '@portal/contracts/agent';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import type { TeamRangeFields } from '../lib/team-range.ts';
import { agentKeys, useAgentId } from './agent-keys.ts';

export type OverviewQuery = TeamRangeFields & { agentId?: number };

/** GET /wps/relay/ODSFE2_getTeamOverviewSum: the team's figures and chart over a range. */
export const getTeamOverview = (query: OverviewQuery) =>
  apiGet<TeamOverview>('/wps/relay/ODSFE2_getTeamOverviewSum', { ...query });

export function useTeamOverview(query: OverviewQuery, enabled = true) {
  const agentId = useAgentId();
  return useQuery({
    queryKey: agentKeys.overview(agentId, query),
    queryFn: () => getTeamOverview(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
