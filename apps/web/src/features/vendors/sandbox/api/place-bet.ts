import type { SandboxBetBody, SandboxTickets } from '@portal/contracts/vendors.schema';
import { apiRequest } from '../../../../api/client.ts';

/** POST /vendor/sandbox/v1/bets: one ticket on one pick of an event. */
export function placeBet(body: SandboxBetBody): Promise<SandboxTickets> {
  return apiRequest<SandboxTickets>('/vendor/sandbox/v1/bets', { method: 'POST', body });
}
