import type { ConsolidatedFunds } from '@portal/contracts/wallet.schema';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import { keepConsolidated, readConsolidated } from '../../../shell/money/consolidated-cache.ts';
import { walletKeys } from './wallet-keys.ts';

/** GET /wps/member/info/funds/consolidated; every answer is also kept in the session (spec section 7). */
export async function getConsolidated(): Promise<ConsolidatedFunds> {
  const value = await apiGet<ConsolidatedFunds>('/wps/member/info/funds/consolidated');
  keepConsolidated(value);
  return value;
}

/** The main wallet, every vendor wallet and their total; starts from the session's copy when there is one. */
export function useConsolidated() {
  return useQuery({
    queryKey: walletKeys.consolidated,
    queryFn: getConsolidated,
    initialData: () => readConsolidated()?.value,
    initialDataUpdatedAt: () => readConsolidated()?.at,
  });
}
