import type { MemberTransferBody, MemberTransferResult } from '@portal/contracts/wallet.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { refreshMoney } from '../../../shell/money/balance.ts';

/** POST /wps/transaction/transfer: money to the upline or a direct downline, with the payment password. */
export const postMemberTransfer = (body: MemberTransferBody) =>
  apiRequest<MemberTransferResult>('/wps/transaction/transfer', { method: 'POST', body });

export function useMemberTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postMemberTransfer,
    onSuccess: () => {
      void refreshMoney(client);
    },
  });
}
