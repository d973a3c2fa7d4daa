import type { RebateRates } from '@portal/contracts/rebates';
import type { RebateRate } from '@portal/contracts/rebates.schema';
import { apiGet, apiRequest } from '../../../api/client.ts';

/**
 * The rebate terms an agent gives a new downline (issue 17, decision 0031): a share of the agent's own
 * rates, each category floored, sent to POST /wps/rebates/downline (which refuses more than the agent's own).
 */
export async function setDownlineRebate(username: string, sharePercent: number): Promise<RebateRate[]> {
  const own = await apiGet<RebateRates>('/wps/rebates/rates');
  const rates = own.rates.map((r) => ({
    category: r.category,
    rate: Math.floor((r.rate * sharePercent) / 100),
  }));
  await apiRequest('/wps/rebates/downline', { method: 'POST', body: { downline: username, rates } });
  return rates;
}
