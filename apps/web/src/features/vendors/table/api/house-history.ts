import type { VendorRound } from '@portal/contracts/vendors.schema';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../api/client.ts';

export const houseHistoryKey = (session: string, gameCode: string) =>
  ['vendors', 'house', 'history', session, gameCode] as const;

/** GET /vendor/house/v1/history: the session's last rounds of this game, newest first. */
export function useHouseHistory(session: string, gameCode: string) {
  return useQuery({
    queryKey: houseHistoryKey(session, gameCode),
    queryFn: () => apiGet<VendorRound[]>('/vendor/house/v1/history', { session, gameCode }),
  });
}
