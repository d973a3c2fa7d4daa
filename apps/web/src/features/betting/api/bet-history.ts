import type { BetHistoryPage, BetHistoryQuery } from '@portal/contracts/betting.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import { bettingKeys, useRecordsOwner } from './betting-keys.ts';

/** GET /wps/report/accountGameBetHistory: the member's bets, newest first, with the selection's totals. */
export const getBetHistory = (query: BetHistoryQuery) =>
  apiGet<BetHistoryPage>('/wps/report/accountGameBetHistory', { ...query });

/** The previous page stays on screen while the next one loads: the list does not jump. */
export function useBetHistory(query: BetHistoryQuery, enabled = true) {
  const memberId = useRecordsOwner();
  return useQuery({
    queryKey: bettingKeys.bets(memberId, query),
    queryFn: () => getBetHistory(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
