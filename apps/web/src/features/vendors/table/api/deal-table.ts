import type { TableDealBody, TableDealResult } from '@portal/contracts/vendors.schema';
import { apiRequest } from '../../../../api/client.ts';

/** POST /vendor/house/v1/table/deal: one baccarat round on the bets placed. */
export function dealTable(body: TableDealBody): Promise<TableDealResult> {
  return apiRequest<TableDealResult>('/vendor/house/v1/table/deal', { method: 'POST', body });
}
