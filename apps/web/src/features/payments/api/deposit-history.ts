import type { PageOf } from '@portal/contracts/common';
import type { DepositOrder, DepositQuery } from '@portal/contracts/payments.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../api/client.ts';
import { paymentsKeys } from './payments-keys.ts';

export const getDepositHistory = (query: DepositQuery) =>
  apiGet<PageOf<DepositOrder>>('/wps/report/depositTransaction', query);

/** The member's deposits, newest first (GET /wps/report/depositTransaction). */
export function useDepositHistory(query: DepositQuery) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: paymentsKeys.deposits(query, i18n.language),
    queryFn: () => getDepositHistory(query),
    placeholderData: keepPreviousData,
  });
}
