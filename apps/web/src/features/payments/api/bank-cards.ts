import type { BankCards } from '@portal/contracts/payments.schema';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import { paymentsKeys } from './payments-keys.ts';

export const getBankCards = () => apiGet<BankCards>('/wps/member/bankCard');

/** The member's bank cards, how many may be bound and the real name they carry (GET /wps/member/bankCard). */
export function useBankCards() {
  return useQuery({ queryKey: paymentsKeys.bankCards, queryFn: getBankCards });
}
