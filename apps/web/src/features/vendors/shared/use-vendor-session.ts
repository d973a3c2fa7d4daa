import type { PlayerState } from '@portal/contracts/vendors.schema';
import { ApiError } from '@portal/ui/api/client.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { apiRequest } from '../../../api/client.ts';
import { asApiError } from './game-error.ts';

export type VendorCode = 'house' | 'sandbox';

/** What every vendor session answers: the player (session id, trial flag, currency, balance). */
type WithPlayer = { player: PlayerState };

export type VendorSessionState<T extends WithPlayer> = {
  status: 'loading' | 'ready' | 'error';
  data: T | undefined;
  error: ApiError | null;
  /** The balance after a round (minor units): kept in the session so every part of the page shows it. */
  setBalance: (balance: number) => void;
};

/** The game URL carries a launch token (real money) or trial=1 (free trial); nothing else opens a session. */
function launchOf(params: URLSearchParams): { token: string } | { trial: true } | null {
  const token = params.get('token');
  if (token) return { token };
  const trial = params.get('trial');
  return trial === '1' || trial === 'true' ? { trial: true } : null;
}

export const vendorSessionKey = (vendor: VendorCode, gameCode: string, launch: string) =>
  ['vendors', 'session', vendor, gameCode, launch] as const;

/**
 * Opens the game page's session (POST /vendor/{vendor}/v1/session) once per launch. It is a query that
 * never goes stale or refetches: opening again would start a new trial purse or re-read the launch token.
 */
export function useVendorSession<T extends WithPlayer>(
  vendor: VendorCode,
  gameCode: string,
): VendorSessionState<T> {
  const [params] = useSearchParams();
  const launch = launchOf(params);
  const launchKey = launch === null ? '' : 'token' in launch ? `token:${launch.token}` : 'trial';
  const queryKey = useMemo(
    () => vendorSessionKey(vendor, gameCode, launchKey),
    [vendor, gameCode, launchKey],
  );
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey,
    queryFn: () => {
      if (launch === null)
        throw new ApiError(
          'game.session.expired',
          401,
          'The game session has ended, please open the game again',
        );
      return apiRequest<T>(`/vendor/${vendor}/v1/session`, { method: 'POST', body: { gameCode, ...launch } });
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: false,
  });
  const setBalance = useCallback(
    (balance: number) =>
      queryClient.setQueryData<T>(queryKey, (old) =>
        old ? { ...old, player: { ...old.player, balance } } : old,
      ),
    [queryClient, queryKey],
  );
  const error = query.error === null ? null : asApiError(query.error);
  const status = query.isPending ? 'loading' : query.isError ? 'error' : 'ready';
  return { status, data: query.data, error, setBalance };
}
