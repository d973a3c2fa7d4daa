import type { RaffleClaim, RaffleList } from '@portal/contracts/raffles.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet, apiRequest } from '../../../api/client.ts';
import { refreshMoney } from '../../../shell/money/balance.ts';
import { useSession } from '../../../shell/session/session-store.ts';

/**
 * The raffles with the caller's tickets (decision 0038), under the money root `rewards`: a bet, a deposit or a
 * claim moves them, and signing out drops them. Only a real account's session asks (the call needs one).
 */
export function useRaffles() {
  const accountId = useSession((s) => s.user?.id ?? null);
  const real = useSession((s) => s.isLogin && !s.isTrial);
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useQuery({
    queryKey: ['rewards', 'raffles', accountId, language] as const,
    queryFn: () => apiGet<RaffleList>('/wps/raffles'),
    enabled: real,
  });
}

/** MCSFE_claimRafflePromotion: the prize reaches the wallet as a bonus, so money and the raffles read again. */
export function useClaimRaffle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (raffleId: number) =>
      apiRequest<RaffleClaim>('/wps/relay/MCSFE_claimRafflePromotion', {
        method: 'POST',
        body: { raffleId },
      }),
    onSettled: () => refreshMoney(client),
  });
}
