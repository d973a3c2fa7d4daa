import type { BankCardBody } from '@portal/contracts/payments.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { paymentsKeys } from './payments-keys.ts';

export const bindBankCard = (body: BankCardBody) =>
  apiRequest<unknown>('/wps/member/bankCard', { method: 'PUT', body });

/** Binds a bank card in the member's real name (PUT /wps/member/bankCard); the list reads again. */
export function useBindBankCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bindBankCard,
    onSuccess: () => client.invalidateQueries({ queryKey: paymentsKeys.bankCards }),
  });
}
