/**
 * Query keys of the signed-in account's own data. They carry the member id, so one account never
 * sees another's cached data; a sign-out removes everything under ACCOUNT_QUERY_ROOT.
 */
export const ACCOUNT_QUERY_ROOT = ['member'] as const;

export const memberKeys = {
  profile: (memberId: number) => [...ACCOUNT_QUERY_ROOT, memberId, 'profile'] as const,
  icon: (memberId: number) => [...ACCOUNT_QUERY_ROOT, memberId, 'icon'] as const,
  sessions: (memberId: number) => [...ACCOUNT_QUERY_ROOT, memberId, 'sessions'] as const,
};
