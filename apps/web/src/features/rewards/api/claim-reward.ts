import type { ClaimedReward, ClaimRewardBody } from '@portal/contracts/rewards.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { refreshMoney } from '../../../shell/money/balance.ts';

export const claimReward = (body: ClaimRewardBody) =>
  apiRequest<ClaimedReward>('/wps/rewards/claim', { method: 'POST', body });

/** POST /wps/rewards/claim; the balance, the records and the list (with its badge) are read again after. */
export function useClaimReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimReward,
    onSettled: () => refreshMoney(queryClient),
  });
}
