import type { WhitelabelMenu } from '@portal/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './client.ts';

/**
 * The whitelabel menu call (spec section 7, no token): the site's menu entries by the feature tree. Asked
 * only when a caller needs it (`enabled`), so sites without such entries make no call.
 */
export function useWhitelabelMenu(enabled: boolean) {
  return useQuery({
    queryKey: ['system', 'whitelabel'] as const,
    queryFn: () => apiGet<WhitelabelMenu>('/wps/system/whitelabel'),
    staleTime: 60_000,
    enabled,
  });
}
