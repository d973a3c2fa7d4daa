import type {
  OpsApplication,
  OpsBonus,
  OpsIssueBonusBody,
  OpsPromotion,
  OpsPromotionInput,
} from '@portal/contracts/promotions.schema';
import { api } from './client.ts';
import type { ListQuery } from './ops.ts';

/** A bonus as the operator API lists it: the player's view of it, with its merchant and player. */
export type OpsBonusRow = OpsBonus;

/** What an administrator may do to a promotion's run, beside editing it (the API's verbs). */
export const PROMOTION_CHANGES = ['pause', 'resume', 'end'] as const;
export type PromotionChange = (typeof PROMOTION_CHANGES)[number];

/** The bonuses list answers 100 rows a page; a full page has more behind its last id. */
export const BONUS_PAGE = 100;

/**
 * The operator API of promotions and bonuses (decision 0030), beside `opsApi` (ops.ts): the promotions of
 * a merchant with their portal previews and their changes, the applications to custom promotions and
 * their review, and the bonuses with the hand-issued and revoked ones.
 */
export const opsPromotionsApi = {
  list: (merchant: string) => api.request<OpsPromotion[]>('/ops/v1/promotions', { query: { merchant } }),
  create: (body: OpsPromotionInput) =>
    api.request<OpsPromotion>('/ops/v1/promotions', { method: 'POST', body }),
  update: (id: number, body: OpsPromotionInput) =>
    api.request<OpsPromotion>(`/ops/v1/promotions/${id}`, { method: 'PUT', body }),
  change: (id: number, verb: PromotionChange) =>
    api.request<OpsPromotion>(`/ops/v1/promotions/${id}/${verb}`, { method: 'POST', body: {} }),
  applications: (query: { merchant: string; status?: string | undefined }) =>
    api.request<OpsApplication[]>('/ops/v1/promotions/applications', { query }),
  /** An application's image: fetched with the operator's token, never a public address. */
  imagePath: (id: number, imageId: number) => `/ops/v1/promotions/applications/${id}/images/${imageId}`,
  approve: (id: number) =>
    api.request<OpsApplication>(`/ops/v1/promotions/applications/${id}/approve`, {
      method: 'POST',
      body: {},
    }),
  reject: (id: number, reason: string) =>
    api.request<OpsApplication>(`/ops/v1/promotions/applications/${id}/reject`, {
      method: 'POST',
      body: { reason },
    }),
  /** A page of bonuses in the useKeyset shape: the next page starts before the last id of a full one. */
  bonuses: async (query: ListQuery) => {
    const items = await api.request<OpsBonusRow[]>('/ops/v1/bonuses', { query });
    const last = items.at(-1);
    return { items, next: items.length >= BONUS_PAGE && last ? last.id : null };
  },
  issueBonus: (body: OpsIssueBonusBody) =>
    api.request<OpsBonusRow>('/ops/v1/bonuses', { method: 'POST', body }),
  revokeBonus: (id: number, reason: string) =>
    api.request<OpsBonusRow>(`/ops/v1/bonuses/${id}/revoke`, { method: 'POST', body: { reason } }),
};
