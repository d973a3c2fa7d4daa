import type { PageOf } from '@portal/contracts/common';
import type { WithdrawalOrder, WithdrawalQuery } from '@portal/contracts/payments.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import { paymentsKeys } from './payments-keys.ts';

export const getWithdrawalHistory = (query: WithdrawalQuery) =>
  apiGet<PageOf<WithdrawalOrder>>('/wps/report/withdrawTransaction', query);

/** The member's withdrawals, newest first (GET /wps/report/withdrawTransaction). */
export function useWithdrawalHistory(query: WithdrawalQuery) {
  return useQuery({
    queryKey: paymentsKeys.withdrawals(query),
    queryFn: () => getWithdrawalHistory(query),
    placeholderData: keepPreviousData,
  });
}
