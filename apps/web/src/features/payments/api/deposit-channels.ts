import type { DepositChannel } from '@portal/contracts/payments.schema';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../api/client.ts';
import { paymentsKeys } from './payments-keys.ts';

export const getDepositChannels = () => apiGet<DepositChannel[]>('/wps/system/depositBanks');

/** The merchant's deposit channels with their limits and quick amounts (GET /wps/system/depositBanks). */
export function useDepositChannels() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: paymentsKeys.depositChannels(i18n.language), queryFn: getDepositChannels });
}
