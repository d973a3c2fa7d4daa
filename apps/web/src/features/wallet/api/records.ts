import type { PageOf } from '@portal/contracts/common';
import type { TransactionQuery, TransactionRecord } from '@portal/contracts/wallet.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import { walletKeys } from './wallet-keys.ts';

/** GET /wps/report/transaction: the account record, newest first, one page at a time. */
export const getRecords = (query: TransactionQuery) =>
  apiGet<PageOf<TransactionRecord>>('/wps/report/transaction', { ...query });

/** The previous page stays on screen while the next one loads: the table does not jump. */
export function useRecords(query: TransactionQuery, enabled = true) {
  return useQuery({
    queryKey: walletKeys.records(query),
    queryFn: () => getRecords(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
