import type { BetHistoryQuery, ProfitQuery } from '@portal/contracts/betting.schema';
import { useSession } from '../../../shell/session/session-store.ts';

/**
 * Query keys of the signed-in member's betting record, profit and rebate rates. They carry the member id,
 * so one account never sees another's cached answers; a sign-out may drop everything under the root.
 */
export const RECORDS_QUERY_ROOT = ['betting'] as const;

type MemberId = number | null;

export const bettingKeys = {
  bets: (memberId: MemberId, query: BetHistoryQuery) =>
    [...RECORDS_QUERY_ROOT, memberId, 'bets', query] as const,
  profit: (memberId: MemberId, query: ProfitQuery) =>
    [...RECORDS_QUERY_ROOT, memberId, 'profit', query] as const,
  rebateRates: (memberId: MemberId) => [...RECORDS_QUERY_ROOT, memberId, 'rebate-rates'] as const,
};

/** The member whose records are asked for (the keys' owner). */
export const useRecordsOwner = (): MemberId => useSession((state) => state.user?.id ?? null);
