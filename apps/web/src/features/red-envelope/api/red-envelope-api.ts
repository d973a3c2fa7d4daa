import type { EnvelopeOpened, PlayerEnvelopes } from '@portal/contracts/red-envelopes.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../api/client.ts';
import { refreshMoney } from '../../../shell/money/balance.ts';
import { useSession } from '../../../shell/session/session-store.ts';

/** The red envelopes of the signed-in player: keyed by player, read again after an open. */
const ROOT = ['redEnvelope'] as const;
export const envelopeKeys = { status: (owner: number | null) => [...ROOT, owner] as const };

/** GET /wps/red-envelope: the running campaigns (the live drop, the next drops) and the player's envelopes. */
export const getEnvelopes = () => apiGet<PlayerEnvelopes>('/wps/red-envelope');

/** Read again every minute, so a drop that opens shows without a reload. */
export function useEnvelopes() {
  const owner = useSession((state) => state.user?.id ?? null);
  return useQuery({ queryKey: envelopeKeys.status(owner), queryFn: getEnvelopes, refetchInterval: 60_000 });
}

/** POST /wps/red-envelope/open: the live drop's envelope; then the campaigns and the balance again. */
export function useOpenEnvelope() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: number) =>
      apiRequest<EnvelopeOpened>('/wps/red-envelope/open', { method: 'POST', body: { campaignId } }),
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: [...ROOT] }), refreshMoney(client)]).then(
        () => undefined,
      ),
  });
}
