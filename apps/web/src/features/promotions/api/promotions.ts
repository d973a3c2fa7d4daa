import type { BonusDetails, BonusView, PromotionCard } from '@portal/contracts/promotions.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet, apiRequest } from '../../../api/client.ts';
import { refreshMoney } from '../../../shell/money/balance.ts';
import { useSession } from '../../../shell/session/session-store.ts';

/** The promotions' query keys: the list by caller (a visitor: null) and the bonuses. */
export const PROMOTIONS_ROOT = ['promotions'] as const;
const keys = {
  list: (accountId: number | null, language: string) =>
    [...PROMOTIONS_ROOT, 'list', accountId, language] as const,
  bonuses: (accountId: number | null, language: string) =>
    [...PROMOTIONS_ROOT, 'bonuses', accountId, language] as const,
};

/** The page's language: the calls send it as Accept-Language, and each language has its own cache entry. */
function useLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}

/**
 * The merchant's promotions: with the caller's activity states once logged in
 * (MCSFE_getAvailablePromotions), as a visitor sees them otherwise (MCSFE_getMerchantAvailablePromotions).
 */
export function usePromotions() {
  const isLogin = useSession((s) => s.isLogin);
  const accountId = useSession((s) => s.user?.id ?? null);
  const language = useLanguage();
  return useQuery({
    queryKey: keys.list(isLogin ? accountId : null, language),
    queryFn: () =>
      apiGet<PromotionCard[]>(
        isLogin
          ? '/wps/relay/MCSFE_getAvailablePromotions'
          : '/wps/relay/MCSFE_getMerchantAvailablePromotions',
      ),
  });
}

/** Every bonus of the caller with its requirement and progress (the Bonus details page). */
export function useBonuses() {
  const accountId = useSession((s) => s.user?.id ?? null);
  const language = useLanguage();
  return useQuery({
    queryKey: keys.bonuses(accountId, language),
    queryFn: () => apiGet<BonusDetails>('/wps/promotions/bonuses'),
  });
}

export type PromotionAction =
  | { kind: 'join'; promotionId: number }
  | { kind: 'reward'; promotionId: number }
  | { kind: 'apply'; promotionId: number; comment: string; images: readonly File[] };

/** Joins, claims a sign-up reward or applies (multipart: the comment, then the images named image). */
export function runAction(action: PromotionAction): Promise<PromotionCard> {
  if (action.kind === 'apply') {
    const form = new FormData();
    form.append('comment', action.comment);
    for (const file of action.images) form.append('image', file, file.name);
    return apiRequest<PromotionCard>(`/wps/promotions/${action.promotionId}/apply`, {
      method: 'POST',
      body: form,
    });
  }
  const path = action.kind === 'join' ? 'MCSFE_joinSignUpPromotion' : 'MCSFE_rewardSignUpPromotion';
  return apiRequest<PromotionCard>(`/wps/relay/${path}`, {
    method: 'POST',
    body: { promotionId: action.promotionId },
  });
}

/** A promotion action; the list, the bonuses and the balance are read again after it. */
export function usePromotionAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runAction,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [...PROMOTIONS_ROOT] });
      await refreshMoney(client);
    },
  });
}

/** Gives a bonus up: the bonus (and its winnings, by the promotion's rule) leave the wallet. */
export function useForfeit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bonusId: number) =>
      apiRequest<BonusView>(`/wps/promotions/bonuses/${bonusId}/forfeit`, { method: 'POST' }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [...PROMOTIONS_ROOT] });
      await refreshMoney(client);
    },
  });
}
