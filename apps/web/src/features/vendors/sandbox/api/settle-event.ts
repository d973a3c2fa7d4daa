import type { SandboxTickets } from '@portal/contracts/vendors.schema';
import { apiRequest } from '../../../../api/client.ts';

/** POST /vendor/sandbox/v1/events/:eventId/settle: plays the event now and settles its tickets. */
export function settleEvent(
  eventId: string,
  body: { session: string; gameCode: string },
): Promise<SandboxTickets> {
  return apiRequest<SandboxTickets>(`/vendor/sandbox/v1/events/${encodeURIComponent(eventId)}/settle`, {
    method: 'POST',
    body,
  });
}
