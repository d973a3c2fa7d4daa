import type { SandboxEvent } from '@portal/contracts/vendors.schema';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../api/client.ts';

export const sandboxEventsKey = (session: string, gameCode: string) =>
  ['vendors', 'sandbox', 'events', session, gameCode] as const;

/** GET /vendor/sandbox/v1/events: the events of this game open for betting. */
export function useSandboxEvents(session: string, gameCode: string) {
  return useQuery({
    queryKey: sandboxEventsKey(session, gameCode),
    queryFn: () => apiGet<SandboxEvent[]>('/vendor/sandbox/v1/events', { session, gameCode }),
  });
}
