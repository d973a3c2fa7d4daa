import type { ContractKind, ContractPaymentPage } from '@portal/contracts/agent-contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import { contractKeys, type PaymentSide, useAgentId } from './contract-keys.ts';

export const PAYMENTS_PAGE_SIZE = 10;

/** GET /wps/relay/MCSFE_getContractPayments: one kind's payments, received from the upline or paid down. */
export const getContractPayments = (kind: ContractKind, side: PaymentSide, pageNum: number) =>
  apiGet<ContractPaymentPage>('/wps/relay/MCSFE_getContractPayments', {
    kind,
    side,
    pageNum,
    pageSize: PAYMENTS_PAGE_SIZE,
  });

export function useContractPayments(kind: ContractKind, side: PaymentSide, pageNum: number) {
  const agentId = useAgentId();
  return useQuery({
    queryKey: contractKeys.payments(agentId, kind, side, pageNum),
    queryFn: () => getContractPayments(kind, side, pageNum),
    placeholderData: keepPreviousData,
  });
}
