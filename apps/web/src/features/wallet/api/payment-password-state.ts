import type { PaymentPasswordState } from '@portal/contracts/payments.schema';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import { walletKeys } from './wallet-keys.ts';

/** GET /wps/member/hasWithdrawalPassword: whether the member has set a payment password yet. */
export const getPaymentPasswordState = () =>
  apiGet<PaymentPasswordState>('/wps/member/hasWithdrawalPassword');

export function usePaymentPasswordState() {
  return useQuery({ queryKey: walletKeys.paymentPassword, queryFn: getPaymentPasswordState });
}
