import type { ConsolidatedFunds, WalletTransferBody } from '@portal/contracts/wallet.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { refreshMoney } from '../../../shell/money/balance.ts';
import { keepConsolidated } from '../../../shell/money/consolidated-cache.ts';
import { walletKeys } from './wallet-keys.ts';

/** POST /wps/relay/GCS_walletTransfer: main wallet to a vendor wallet ('in') or back ('out'). */
export const postWalletTransfer = (body: WalletTransferBody) =>
  apiRequest<ConsolidatedFunds>('/wps/relay/GCS_walletTransfer', { method: 'POST', body });

/** A transfer answers the new funds: they show at once, and every money query is read again. */
export function useWalletTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postWalletTransfer,
    onSuccess: (funds) => {
      client.setQueryData(walletKeys.consolidated, funds);
      keepConsolidated(funds);
      void refreshMoney(client);
    },
  });
}
