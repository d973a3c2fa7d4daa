import type { ProfitQuery, ProfitReport } from '@portal/contracts/betting.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import { bettingKeys, useRecordsOwner } from './betting-keys.ts';

/** GET /wps/report/personalProfit: the member's stake, payout, profit and estimated rebate by category. */
export const getPersonalProfit = (query: ProfitQuery) =>
  apiGet<ProfitReport>('/wps/report/personalProfit', { ...query });

export function usePersonalProfit(query: ProfitQuery, enabled = true) {
  const memberId = useRecordsOwner();
  return useQuery({
    queryKey: bettingKeys.profit(memberId, query),
    queryFn: () => getPersonalProfit(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
