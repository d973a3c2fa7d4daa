import { DEPOSIT_STATUSES, type DepositStatus } from '@portal/contracts/payments';
import type { DepositQuery } from '@portal/contracts/payments.schema';
import { lastDaysInstants } from '@portal/ui/date-range.ts';
import { useDepositHistory } from '../api/deposit-history.ts';
import { HISTORY_PAGE_SIZE, HistoryList, useHistoryQuery } from './history-list.tsx';
import { HistoryRow } from './history-row.tsx';

/** The first page of the last week, every status: the list as it opens. */
export function defaultDepositQuery(): DepositQuery {
  return { ...lastDaysInstants(7), pageNum: 1, pageSize: HISTORY_PAGE_SIZE };
}

/** The member's deposits with a status filter, the quick ranges and pages. */
export function DepositHistory({ symbol }: { symbol: string }) {
  const filters = useHistoryQuery<DepositStatus>();
  const history = useDepositHistory(filters.query);
  return (
    <HistoryList
      testPrefix="deposit"
      statuses={DEPOSIT_STATUSES}
      filters={filters}
      history={history}
      renderRow={(order) => (
        <HistoryRow
          key={order.id}
          order={order}
          symbol={symbol}
          icon={order.payee ? 'bank' : 'bolt'}
          title={order.channelName}
          credited={order.status === 'paid'}
          testId="deposit-history-row"
        />
      )}
    />
  );
}
