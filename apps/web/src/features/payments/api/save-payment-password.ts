import type { PaymentPasswordBody } from '@portal/contracts/payments.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { paymentsKeys } from './payments-keys.ts';

export const savePaymentPassword = (body: PaymentPasswordBody) =>
  apiRequest<unknown>('/wps/member/paymentPassword', { method: 'PUT', body });

/** Sets the first payment password (with the login password) or changes it (with the old one). */
export function useSavePaymentPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePaymentPassword,
    onSuccess: () => client.invalidateQueries({ queryKey: paymentsKeys.passwordState }),
  });
}
