import type { DepositBody, DepositOrder } from '@portal/contracts/payments.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { refreshMoney } from '../../../shell/money/balance.ts';

export type CreateDeposit = { channel: string; body: DepositBody };

export const createDeposit = ({ channel, body }: CreateDeposit) =>
  apiRequest<DepositOrder>(`/wps/transaction/deposit/${encodeURIComponent(channel)}`, {
    method: 'POST',
    body,
  });

/** Asks for a deposit (POST /wps/transaction/deposit/:channel); the history and balance read again. */
export function useCreateDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: () => refreshMoney(client),
  });
}
