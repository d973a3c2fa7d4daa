import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { refreshMoney } from '../../../shell/money/balance.ts';

export type CancelledTicket = { ticketId: number; refunded: number; balance: number };

/** POST /lgw/orders/:id/cancel: an open ticket back while its draw's sales are open. */
export const cancelTicket = (id: number) =>
  apiRequest<CancelledTicket>(`/lgw/orders/${id}/cancel`, { method: 'POST' });

export function useCancelTicket() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelTicket, onSuccess: () => refreshMoney(client) });
}
