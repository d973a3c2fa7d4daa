import type { PaymentPasswordState } from '@portal/contracts/payments.schema';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import { paymentsKeys } from './payments-keys.ts';

export const getPaymentPasswordState = () =>
  apiGet<PaymentPasswordState>('/wps/member/hasWithdrawalPassword');

/** Whether the member has a payment password, and until when it is locked (GET /wps/member/hasWithdrawalPassword). */
export function usePaymentPasswordState() {
  return useQuery({ queryKey: paymentsKeys.passwordState, queryFn: getPaymentPasswordState });
}
