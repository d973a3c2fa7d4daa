import { UNREAD_POLL_MS } from '@portal/contracts/messages';
import type { UnreadCount } from '@portal/contracts/messages.schema';
import { isModuleEnabled } from '@portal/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client.ts';
import { useSystemStatus } from '../../api/system-status.ts';
import { useSession } from '../session/session-store.ts';

/** The inbox's queries, keyed by the signed-in account: one account never sees another's. */
export const messageKeys = {
  root: ['messages'] as const,
  unread: (owner: number | null) => ['messages', owner, 'unread'] as const,
  inbox: (owner: number | null, page: number, kind: string) =>
    ['messages', owner, 'inbox', page, kind] as const,
};

/** Whether the site's inbox is on (INBOX3). */
export function useInboxEnabled(): boolean {
  const tree = useSystemStatus().data?.info.whitelabelVal;
  return tree ? isModuleEnabled(tree, 'INBOX3') : false;
}

/**
 * CSP_unreadCount: the header's and the member centre's badge. Only for a real account's session where
 * the inbox is on (spec section 6: trial accounts skip it); read again every minute while no socket pushes
 * the count, and after every read or delete.
 */
export function useUnreadCount() {
  const owner = useSession((state) => state.user?.id ?? null);
  const isLogin = useSession((state) => state.isLogin);
  const isTrial = useSession((state) => state.isTrial);
  const enabled = useInboxEnabled() && isLogin && !isTrial && owner !== null;
  return useQuery({
    queryKey: messageKeys.unread(owner),
    queryFn: () => apiGet<UnreadCount>('/wps/relay/CSP_unreadCount'),
    enabled,
    refetchInterval: enabled ? UNREAD_POLL_MS : false,
    staleTime: 10_000,
  });
}
