import type { WithdrawalOrder } from '@portal/contracts/payments.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { refreshMoney } from '../../../shell/money/balance.ts';

export type WithdrawalAnswer =
  | { id: number; received: true }
  | { id: number; received: false; comment: string; proofs: readonly File[] };

const confirmPath = (id: number) => `/wps/transaction/withdraw/${id}/confirm`;

/**
 * The member's answer to a paid withdrawal (POST /wps/transaction/withdraw/:id/confirm): received as
 * JSON; not received as multipart, the fields before the images named `proof`.
 */
export function confirmWithdrawal(answer: WithdrawalAnswer): Promise<WithdrawalOrder> {
  if (answer.received) {
    return apiRequest<WithdrawalOrder>(confirmPath(answer.id), { method: 'POST', body: { received: true } });
  }
  const form = new FormData();
  form.append('received', 'false');
  form.append('comment', answer.comment);
  for (const file of answer.proofs) form.append('proof', file, file.name);
  return apiRequest<WithdrawalOrder>(confirmPath(answer.id), { method: 'POST', body: form });
}

export function useConfirmWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmWithdrawal,
    onSuccess: () => refreshMoney(client),
  });
}
