import type { SandboxTicket } from '@portal/contracts/vendors.schema';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../api/client.ts';

export const sandboxTicketsKey = (session: string, gameCode: string) =>
  ['vendors', 'sandbox', 'tickets', session, gameCode] as const;

/** GET /vendor/sandbox/v1/tickets: the session's bets on this game, open and settled. */
export function useSandboxTickets(session: string, gameCode: string) {
  return useQuery({
    queryKey: sandboxTicketsKey(session, gameCode),
    queryFn: () => apiGet<SandboxTicket[]>('/vendor/sandbox/v1/tickets', { session, gameCode }),
  });
}

/** Puts tickets a bet or a settlement answered into the list at once (new ones first), then reads it again. */
export function mergeTickets(
  client: QueryClient,
  key: ReturnType<typeof sandboxTicketsKey>,
  tickets: SandboxTicket[],
): void {
  client.setQueryData<SandboxTicket[]>(key, (old = []) => {
    const fresh = tickets.filter((ticket) => !old.some((known) => known.ticketId === ticket.ticketId));
    return [
      ...fresh,
      ...old.map((known) => tickets.find((ticket) => ticket.ticketId === known.ticketId) ?? known),
    ];
  });
  void client.invalidateQueries({ queryKey: key });
}
