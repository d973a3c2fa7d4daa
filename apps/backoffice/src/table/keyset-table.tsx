import type { useKeyset } from '../lib/use-keyset.ts';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { KeysetPager } from './keyset-pager.tsx';

type KeysetTableProps<T> = Omit<DataTableProps<T>, 'rows' | 'loading'> & {
  list: ReturnType<typeof useKeyset<{ items: T[]; next: number | string | null }>>;
};

/** A keyset-paged list of the operator API: the table of the current page, then newer and older pages. */
export function KeysetTable<T>({ list, testId, ...table }: KeysetTableProps<T>) {
  return (
    <>
      <DataTable
        {...table}
        rows={list.query.data?.items ?? []}
        loading={list.query.isFetching}
        testId={testId}
      />
      <KeysetPager
        page={list.page}
        hasPrevious={list.hasPrevious}
        hasNext={list.hasNext}
        onFirst={list.first}
        onPrevious={list.previous}
        onNext={list.next}
        testId={`${testId}-pager`}
      />
    </>
  );
}
