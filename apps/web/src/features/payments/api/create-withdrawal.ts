import type { WithdrawalOrder, WithdrawBody } from '@portal/contracts/payments.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { refreshMoney } from '../../../shell/money/balance.ts';
import { paymentsKeys } from './payments-keys.ts';

export const createWithdrawal = (body: WithdrawBody) =>
  apiRequest<WithdrawalOrder>('/wps/transaction/withdraw', { method: 'POST', body });

/**
 * Asks for a withdrawal (POST /wps/transaction/withdraw): the amount is held at once, so the money
 * reads again. A refused password reads the lock state again too.
 */
export function useCreateWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSuccess: () => refreshMoney(client),
    onError: () => client.invalidateQueries({ queryKey: paymentsKeys.passwordState }),
  });
}
