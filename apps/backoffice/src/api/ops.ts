import type { PageOf } from '@portal/contracts/common';
import type {
  AuditEntry,
  OperatorLoginResult,
  OperatorView,
  OpsDeposit,
  OpsMerchant,
  OpsWithdrawal,
} from '@portal/contracts/operators.schema';
import type {
  OpsGame,
  OpsGamePatch,
  OpsVendor,
  OpsVendorPatch,
} from '@portal/contracts/ops-catalogue.schema';
import { api } from './client.ts';

/** A password accepted, and a second step asked for: a code, or enrolment first. */
export type TwoFactorChallenge = {
  next: 'totp' | 'enrol';
  challenge: string;
  /** Enrolment only: the secret to type in, and the URI its QR code carries. */
  secret?: string;
  otpauthUri?: string;
};

export type LoginAnswer = OperatorLoginResult | TwoFactorChallenge;
export type SecondStep = OperatorLoginResult & { recoveryCodes?: string[] };

export function isChallenge(answer: LoginAnswer): answer is TwoFactorChallenge {
  return 'challenge' in answer;
}

export type ListQuery = Record<string, string | number | undefined>;

export const opsApi = {
  login: (username: string, password: string) =>
    api.request<LoginAnswer>('/ops/v1/session/login', { method: 'POST', body: { username, password } }),
  secondStep: (challenge: string, proof: { code: string } | { recoveryCode: string }) =>
    api.request<SecondStep>('/ops/v1/session/totp', { method: 'POST', body: { challenge, ...proof } }),
  session: () => api.request<OperatorView & { twoFactor?: boolean }>('/ops/v1/session'),
  logout: () => api.request<null>('/ops/v1/session/logout', { method: 'DELETE' }),
  deposits: (query: ListQuery) => api.request<PageOf<OpsDeposit>>('/ops/v1/deposits', { query }),
  withdrawals: (query: ListQuery) => api.request<PageOf<OpsWithdrawal>>('/ops/v1/withdrawals', { query }),
  decide: (kind: 'deposit' | 'withdrawal', id: number, verdict: 'approve' | 'reject', note?: string) =>
    api.request<OpsDeposit | OpsWithdrawal>(`/ops/v1/${kind}s/${id}/${verdict}`, {
      method: 'POST',
      body: note ? { note } : {},
    }),
  resolve: (id: number, outcome: 'received' | 'refunded', note?: string) =>
    api.request<OpsWithdrawal>(`/ops/v1/withdrawals/${id}/resolve`, {
      method: 'POST',
      body: note ? { outcome, note } : { outcome },
    }),
  audit: (query: ListQuery) => api.request<PageOf<AuditEntry>>('/ops/v1/audit', { query }),
  merchants: () => api.request<OpsMerchant[]>('/ops/v1/merchants'),
  catalogue: {
    vendors: (merchant: string) =>
      api.request<OpsVendor[]>('/ops/v1/catalogue/vendors', { query: { merchant } }),
    games: (query: ListQuery) => api.request<PageOf<OpsGame>>('/ops/v1/catalogue/games', { query }),
    hot: (merchant: string) => api.request<OpsGame[]>('/ops/v1/catalogue/hot', { query: { merchant } }),
    setGame: (id: number, body: OpsGamePatch) =>
      api.request<OpsGame>(`/ops/v1/catalogue/games/${id}`, { method: 'PATCH', body }),
    setVendor: (id: number, body: OpsVendorPatch) =>
      api.request<OpsVendor>(`/ops/v1/catalogue/vendors/${id}`, { method: 'PATCH', body }),
    orderHot: (merchant: string, games: number[]) =>
      api.request<OpsGame[]>('/ops/v1/catalogue/hot', {
        method: 'PUT',
        query: { merchant },
        body: { games },
      }),
  },
};
