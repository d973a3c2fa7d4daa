import type { RebateRate } from '@portal/contracts/betting.schema';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import { bettingKeys, useRecordsOwner } from './betting-keys.ts';

/** GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType: the merchant's rebate rate per product. */
export const getRebateRates = () =>
  apiGet<RebateRate[]>('/wps/relay/MCSFE_getCustomerRebateSettingByProductType');

/** Rates change with the merchant's settings only: read once per visit to the page. */
export function useRebateRates() {
  const memberId = useRecordsOwner();
  return useQuery({
    queryKey: bettingKeys.rebateRates(memberId),
    queryFn: getRebateRates,
    staleTime: 5 * 60_000,
  });
}
