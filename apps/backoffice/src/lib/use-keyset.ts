import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ListQuery } from '../api/ops.ts';

/** A page's cursor to the next one: a row's id, or an instant (ISO) for lists keyed by time. */
type Cursor = number | string;
type KeysetPage = { next: Cursor | null };

/**
 * A keyset-paged list under a filter: each page asks for the rows after the last one seen (`cursorName`
 * = that row's key), so a deep page costs what the first does. Older pages are a stack of cursors; a new
 * filter starts again at the top.
 */
export function useKeyset<P extends KeysetPage>(
  key: readonly unknown[],
  fetchPage: (query: ListQuery) => Promise<P>,
  filter: ListQuery,
  cursorName: 'after' | 'before',
  /** Asks for the page again this often (ms): a list whose rows change by themselves (draws). */
  refetchInterval?: number,
) {
  const filterKey = JSON.stringify([key, filter]);
  const [state, setState] = useState<{ filterKey: string; cursors: Array<Cursor | undefined> }>({
    filterKey,
    cursors: [undefined],
  });
  const cursors = state.filterKey === filterKey ? state.cursors : [undefined];
  const cursor = cursors.at(-1);
  const query = useQuery({
    queryKey: [...key, filter, cursor],
    queryFn: () => fetchPage({ ...filter, [cursorName]: cursor }),
    placeholderData: keepPreviousData,
    ...(refetchInterval ? { refetchInterval } : {}),
  });
  const next = query.data?.next ?? null;
  return {
    query,
    page: cursors.length,
    hasNext: next !== null,
    hasPrevious: cursors.length > 1,
    next: () => {
      if (next !== null) setState({ filterKey, cursors: [...cursors, next] });
    },
    previous: () => setState({ filterKey, cursors: cursors.slice(0, -1) }),
    first: () => setState({ filterKey, cursors: [undefined] }),
  };
}
