import type { PageOf } from '@portal/contracts/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ListQuery } from '../api/ops.ts';

export const PAGE_SIZE = 20;
/** The export reads the filter page by page, at most this many rows. */
export const EXPORT_LIMIT = 10_000;
const EXPORT_PAGE = 100;

/**
 * A paged list of the operator API under a filter: the page resets when the filter changes, the last
 * page stays on screen while the next loads, and the export reads every page of the same filter.
 */
export function useList<T>(
  key: string,
  fetchPage: (query: ListQuery) => Promise<PageOf<T>>,
  filter: ListQuery,
  pageSize = PAGE_SIZE,
) {
  const [state, setState] = useState({ filterKey: JSON.stringify(filter), page: 1 });
  const filterKey = JSON.stringify(filter);
  const page = state.filterKey === filterKey ? state.page : 1;
  const query = useQuery({
    queryKey: [key, filter, page],
    queryFn: () => fetchPage({ ...filter, pageNum: page, pageSize }),
    placeholderData: keepPreviousData,
  });

  async function exportRows(): Promise<T[]> {
    const rows: T[] = [];
    for (let pageNum = 1; rows.length < EXPORT_LIMIT; pageNum++) {
      const next = await fetchPage({ ...filter, pageNum, pageSize: EXPORT_PAGE });
      rows.push(...next.content);
      if (pageNum >= next.totalPages) break;
    }
    return rows.slice(0, EXPORT_LIMIT);
  }

  return {
    query,
    page,
    setPage: (next: number) => setState({ filterKey, page: next }),
    exportRows,
  };
}
