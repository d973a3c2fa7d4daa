import type { RebateAccrued, RebateRates } from '@portal/contracts/rebates';
import type { RebatePayment } from '@portal/contracts/rebates.schema';
import type { PlayerRank, VipReward } from '@portal/contracts/vip.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../api/client.ts';
import { refreshMoney } from '../../../shell/money/balance.ts';
import { useSession } from '../../../shell/session/session-store.ts';

/** The rank, rebates and rewards of the signed-in player: keyed by player, read again after a claim. */
const VIP_ROOT = ['vip'] as const;
const useOwner = () => useSession((state) => state.user?.id ?? null);
export const vipKeys = {
  rank: (owner: number | null) => [...VIP_ROOT, owner, 'rank'] as const,
  rewards: (owner: number | null) => [...VIP_ROOT, owner, 'rewards'] as const,
  manual: (owner: number | null) => [...VIP_ROOT, owner, 'manual'] as const,
  rates: (owner: number | null) => [...VIP_ROOT, owner, 'rates'] as const,
};

/** GET /wps/vip/rank: the level, progress to the next, every level's benefits. */
export const getRank = () => apiGet<PlayerRank>('/wps/vip/rank');
/** GET /wps/vip/rewards: the level-up and monthly rewards. */
export const getRewards = () => apiGet<VipReward[]>('/wps/vip/rewards');
/** GET /wps/rebates/manual: the rebate accrued since the last payment, by category. */
export const getManualRebate = () => apiGet<RebateAccrued>('/wps/rebates/manual');
/** GET /wps/rebates/rates: the player's rates now. */
export const getRebateRates = () => apiGet<RebateRates>('/wps/rebates/rates');

export function useRank() {
  const owner = useOwner();
  return useQuery({ queryKey: vipKeys.rank(owner), queryFn: getRank });
}

export function useRewards() {
  const owner = useOwner();
  return useQuery({ queryKey: vipKeys.rewards(owner), queryFn: getRewards });
}

export function useManualRebate() {
  const owner = useOwner();
  return useQuery({ queryKey: vipKeys.manual(owner), queryFn: getManualRebate });
}

export function useRebateRates() {
  const owner = useOwner();
  return useQuery({ queryKey: vipKeys.rates(owner), queryFn: getRebateRates });
}

/** Reads the rank, rebates and the money again after a claim. */
function useAfterClaim() {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: [...VIP_ROOT] }), refreshMoney(client)]).then(
      () => undefined,
    );
}

/** POST /wps/rebates/manual/claim: pays the accrued rebate to the wallet at once. */
export function useClaimRebate() {
  const after = useAfterClaim();
  return useMutation({
    mutationFn: () => apiRequest<RebatePayment>('/wps/rebates/manual/claim', { method: 'POST', body: {} }),
    onSettled: after,
  });
}

/** POST /wps/vip/rewards/:id/claim: issues a level-up or monthly reward as a bonus. */
export function useClaimReward() {
  const after = useAfterClaim();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<VipReward>(`/wps/vip/rewards/${id}/claim`, { method: 'POST', body: {} }),
    onSettled: after,
  });
}
