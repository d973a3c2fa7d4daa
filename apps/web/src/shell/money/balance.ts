import type { WalletBalance } from '@portal/contracts/wallet.schema';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client.ts';
import { useFallbackPoll } from '../realtime/realtime-state.ts';
import { forgetConsolidated } from './consolidated-cache.ts';
import { BALANCE_KEY, MONEY_QUERY_ROOTS } from './money-keys.ts';

export const getBalance = () => apiGet<WalletBalance>('/wps/v2/wallets/balance');

/**
 * The main wallet's balance (GET /wps/v2/wallets/balance), as the header shows it: the realtime `balance`
 * push writes it; while the socket is down it is polled instead (decision 0041).
 */
export function useBalance(enabled = true) {
  const refetchInterval = useFallbackPoll();
  return useQuery({ queryKey: BALANCE_KEY, queryFn: getBalance, enabled, refetchInterval });
}

/**
 * Call after every money movement (transfer, deposit, withdrawal, confirmation): every query under
 * ['wallet'] and ['payments'] is read again (the ones on screen now, the others when next shown),
 * and the consolidated funds kept in session storage are dropped.
 */
export function refreshMoney(queryClient: QueryClient): Promise<void> {
  forgetConsolidated();
  return Promise.all(
    MONEY_QUERY_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
  ).then(() => undefined);
}

/** Signing out: nothing of this member's money stays in the cache for the next one. */
export function forgetMoney(queryClient: QueryClient): void {
  forgetConsolidated();
  for (const queryKey of MONEY_QUERY_ROOTS) queryClient.removeQueries({ queryKey: [...queryKey] });
}
