import type { LiveHost } from '@portal/contracts/chat.schema';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './client.ts';

/** The live casino's hosts (decision 0044): the live page's strip and the chat room's counterpart. */

/** CBS_modelList: the live casino's hosts (no token). */
export function useLiveHosts() {
  return useQuery({
    queryKey: ['live-hosts'],
    queryFn: () => apiGet<LiveHost[]>('/wps/relay/CBS_modelList'),
    staleTime: 30_000,
  });
}

/** CBS_launchChat: where the chat with a host opens. */
export const launchChat = (hostId: number) =>
  apiGet<{ chatUrl: string }>('/wps/relay/CBS_launchChat', { hostId });
