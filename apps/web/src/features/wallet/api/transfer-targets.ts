import type { TransferTarget } from '@portal/contracts/wallet.schema';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import { walletKeys } from './wallet-keys.ts';

/** GET /wps/transaction/transfer/targets: the upline, and an agent's direct downline. */
export const getTransferTargets = () => apiGet<TransferTarget[]>('/wps/transaction/transfer/targets');

export function useTransferTargets() {
  return useQuery({ queryKey: walletKeys.transferTargets, queryFn: getTransferTargets });
}
