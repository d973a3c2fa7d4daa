import type { BetStatus } from '@portal/contracts/betting';
import type { BetHistoryQuery } from '@portal/contracts/betting.schema';
import { type RecordRange, rangeQuery } from './record-range.ts';

/** The choices of the betting record; '' is "all". */
export type BetFilters = { category: string; vendor: string; status: BetStatus | ''; range: RecordRange };

export const BETS_PAGE_SIZE = 10;

export const DEFAULT_BET_FILTERS: BetFilters = {
  category: '',
  vendor: '',
  status: '',
  range: { kind: 'period', period: 'today' },
};

/** The query of one page of the record; null while the custom days cannot be asked for. */
export function betHistoryQuery(filters: BetFilters, pageNum: number): BetHistoryQuery | null {
  const range = rangeQuery(filters.range);
  if (!range) return null;
  return {
    ...(filters.category ? { gameCategory: filters.category } : {}),
    ...(filters.vendor ? { vendor: filters.vendor } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...range,
    pageNum,
    pageSize: BETS_PAGE_SIZE,
  };
}
