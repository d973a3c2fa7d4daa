import { Button } from '@portal/ui/button.tsx';
import type { RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';
import type { useList } from '../lib/use-list.ts';
import type { Column } from '../table/data-table.tsx';
import { PagedTable } from '../table/paged-table.tsx';
import { RejectDialog, type useDecisions } from './decisions.tsx';

type QueueOrder = { id: number; orderNo: string; status: string };

type OrderQueueTableProps<T extends QueueOrder> = {
  list: ReturnType<typeof useList<T>>;
  columns: Column<T>[];
  decisions: ReturnType<typeof useDecisions>;
  /** The operator may decide: pending rows can be ticked and approved together. */
  canDecide: boolean;
  /** The bulk button's label for a number of ticked rows. */
  bulkLabel: (count: number) => string;
  /** The order whose rejection is being confirmed (a row's Reject button sets it). */
  rejecting: T | null;
  onRejectDone: () => void;
  testId: string;
  empty: string;
  exportName: string;
};

/**
 * A queue of orders (deposits, withdrawals): the paged table with its pending rows selectable for a bulk
 * approval, and the confirmation of a rejection with its note.
 */
export function OrderQueueTable<T extends QueueOrder>({
  list,
  columns,
  decisions,
  canDecide,
  bulkLabel,
  rejecting,
  onRejectDone,
  testId,
  empty,
  exportName,
}: OrderQueueTableProps<T>) {
  const [selected, setSelected] = useState<RowSelectionState>({});
  const chosen = (list.query.data?.content ?? []).filter((order) => selected[String(order.id)]);
  return (
    <>
      <PagedTable
        list={list}
        columns={columns}
        rowId={(order) => String(order.id)}
        testId={testId}
        empty={empty}
        exportName={exportName}
        {...(canDecide
          ? { selectable: (order: T) => order.status === 'pending', selected, onSelect: setSelected }
          : {})}
        toolbar={
          canDecide && (
            <Button
              size="sm"
              disabled={chosen.length === 0 || decisions.busy}
              onClick={() => void decisions.run(chosen, 'approve').then(() => setSelected({}))}
              data-testid="bo-bulk-approve"
            >
              {bulkLabel(chosen.length)}
            </Button>
          )
        }
      />
      <RejectDialog
        order={rejecting}
        onClose={onRejectDone}
        onReject={(note) => {
          const order = rejecting;
          onRejectDone();
          if (order) void decisions.run([order], 'reject', note || undefined);
        }}
      />
    </>
  );
}
