import { Pager } from '@portal/ui/pager.tsx';
import type { useList } from '../lib/use-list.ts';
import { DataTable, type DataTableProps } from './data-table.tsx';

type PagedTableProps<T> = Omit<DataTableProps<T>, 'rows' | 'loading' | 'exportRows'> & {
  list: ReturnType<typeof useList<T>>;
};

/** A list of the operator API in numbered pages: the table of the current page, its export, the pager. */
export function PagedTable<T>({ list, testId, ...table }: PagedTableProps<T>) {
  return (
    <>
      <DataTable
        {...table}
        rows={list.query.data?.content ?? []}
        loading={list.query.isFetching}
        exportRows={list.exportRows}
        testId={testId}
      />
      <Pager
        page={list.page}
        totalPages={list.query.data?.totalPages ?? 0}
        onPage={list.setPage}
        testId={`${testId}-pager`}
      />
    </>
  );
}
