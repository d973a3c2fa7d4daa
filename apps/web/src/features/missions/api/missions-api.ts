import type {
  MissionClaim,
  MissionLeaderboard,
  MissionSummary,
  ReferralSummary,
} from '@portal/contracts/missions.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../api/client.ts';
import { refreshMoney } from '../../../shell/money/balance.ts';
import { useSession } from '../../../shell/session/session-store.ts';

/**
 * Missions, the leaderboard and referrals of the signed-in player, under the money root `rewards`: every
 * bet, deposit or claim can move them, and signing out drops them (shell/money/money-keys.ts).
 */
const useOwner = () => useSession((state) => state.user?.id ?? null);
export const missionKeys = {
  summary: (owner: number | null) => ['rewards', 'missions', owner, 'summary'] as const,
  leaderboard: (owner: number | null) => ['rewards', 'missions', owner, 'leaderboard'] as const,
  referral: (owner: number | null) => ['rewards', 'missions', owner, 'referral'] as const,
};

/** MCSFE_getMissionSummaryDetails: the missions of their current periods with progress. */
export const getMissions = () => apiGet<MissionSummary>('/wps/relay/MCSFE_getMissionSummaryDetails');
/** MCSFE_getMissionLeaderboard: the week's places by mission points and the prizes. */
export const getLeaderboard = () => apiGet<MissionLeaderboard>('/wps/relay/MCSFE_getMissionLeaderboard');
/** The referral page: the player's code, the rule and the invited friends. */
export const getReferral = () => apiGet<ReferralSummary>('/wps/referral');

export function useMissions() {
  const owner = useOwner();
  return useQuery({ queryKey: missionKeys.summary(owner), queryFn: getMissions });
}

export function useLeaderboard() {
  const owner = useOwner();
  return useQuery({ queryKey: missionKeys.leaderboard(owner), queryFn: getLeaderboard });
}

export function useReferral() {
  const owner = useOwner();
  return useQuery({ queryKey: missionKeys.referral(owner), queryFn: getReferral });
}

/** Claims a completed mission: the bonus reaches the wallet, so money, missions and the board read again. */
export function useClaimMission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<MissionClaim>(`/wps/missions/${id}/claim`, { method: 'POST', body: {} }),
    onSettled: () => refreshMoney(client),
  });
}
