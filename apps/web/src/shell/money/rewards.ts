import type { RewardList } from '@portal/contracts/rewards.schema';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client.ts';
import { REWARDS_KEY } from './money-keys.ts';

export const getRewards = () => apiGet<RewardList>('/wps/rewards');

/**
 * GET /wps/rewards: what the player can claim (the reward centre page) and how many (the member
 * centre's badge). Only for a real account's session: trial accounts have no rewards (spec section 6).
 */
export function useRewards(enabled: boolean) {
  return useQuery({ queryKey: REWARDS_KEY, queryFn: getRewards, enabled, staleTime: 30_000 });
}
