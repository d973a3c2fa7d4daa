import type { LotterySlip, PlacedSlip } from '@portal/contracts/lottery.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { refreshMoney } from '../../../shell/money/balance.ts';

/** POST /lgw/orders/betting: the slip in one debit, idempotent by its requestId. */
export const placeSlip = (slip: LotterySlip) =>
  apiRequest<PlacedSlip>('/lgw/orders/betting', { method: 'POST', body: slip });

/** A placed slip moves money: the header balance and today's orders are read again. */
export function usePlaceSlip() {
  const client = useQueryClient();
  return useMutation({ mutationFn: placeSlip, onSuccess: () => refreshMoney(client) });
}
