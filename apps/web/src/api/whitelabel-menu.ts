import type { WhitelabelMenu } from '@portal/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './client.ts';

/**
 * Whether the whitelabel menu call (spec section 7, no token) advertises the points mall (decision 0046).
 * Asked only when `enabled` (the points system is on), so other sites make no call.
 */
export function useMenuHasPointMall(enabled: boolean): boolean {
  return (
    useQuery({
      queryKey: ['whitelabel'],
      queryFn: () => apiGet<WhitelabelMenu>('/wps/system/whitelabel'),
      enabled,
    }).data?.menu.some((m) => m.path === '/pointMall') === true
  );
}
