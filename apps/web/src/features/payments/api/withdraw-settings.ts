import type { WithdrawSettings } from '@portal/contracts/payments.schema';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import { paymentsKeys } from './payments-keys.ts';

export const getWithdrawSettings = () => apiGet<WithdrawSettings>('/wps/system/withdrawBanks');

/** Banks a card may belong to, the amount limits and today's count (GET /wps/system/withdrawBanks). */
export function useWithdrawSettings() {
  return useQuery({ queryKey: paymentsKeys.withdrawSettings, queryFn: getWithdrawSettings });
}
