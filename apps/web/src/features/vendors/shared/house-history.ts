import type { VendorRound } from '@portal/contracts/vendors.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiGet } from '../../../api/client.ts';

export const houseHistoryKey = (session: string, gameCode: string) =>
  ['vendors', 'history', 'house', session, gameCode] as const;

/** GET /vendor/house/v1/history: the player's last rounds of this game, newest first. */
export const getHouseHistory = (session: string, gameCode: string) =>
  apiGet<VendorRound[]>('/vendor/house/v1/history', { session, gameCode });

/** The in-house game's round history, with `refresh` to call after each round. */
export function useHouseHistory(session: string | undefined, gameCode: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: houseHistoryKey(session ?? '', gameCode),
    queryFn: () => getHouseHistory(session ?? '', gameCode),
    enabled: Boolean(session),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: houseHistoryKey(session ?? '', gameCode) }),
    [queryClient, session, gameCode],
  );
  return { ...query, refresh };
}
