import type {
  AgentContract,
  ContractDefault,
  ContractPayment,
  ContractTerms,
} from '@portal/contracts/agent-contracts.schema';
import type { BetHistoryPage } from '@portal/contracts/betting.schema';
import type { PageOf } from '@portal/contracts/common';
import type {
  OpsExposure,
  OpsLotteryDraw,
  OpsLotteryGame,
  OpsLotteryGamePatch,
} from '@portal/contracts/lottery.schema';
import type {
  LeaderboardPrize,
  MissionConfig,
  OpsMission,
  OpsMissionSettings,
  OpsPayouts,
  OpsPlayerMissions,
  ReferralRule,
} from '@portal/contracts/missions.schema';
import type {
  AuditEntry,
  OperatorAccount,
  OperatorChallenge,
  OperatorCreateBody,
  OperatorLoginResult,
  OperatorSessionInfo,
  OperatorTotpResult,
  OpsDeposit,
  OpsMerchant,
  OpsWithdrawal,
} from '@portal/contracts/operators.schema';
import type {
  OpsAnnouncement,
  OpsAnnouncementBody,
  OpsAnnouncementCreateBody,
  OpsAnnouncementOrderBody,
  OpsHelpBody,
  OpsHelpCreateBody,
  OpsHelpSection,
  OpsPicture,
} from '@portal/contracts/operators-content.schema';
import type { OpsDashboard } from '@portal/contracts/operators-dashboard.schema';
import type { OpsJob, OpsJobRun } from '@portal/contracts/operators-jobs.schema';
import type {
  OpsLedgerAccountsPage,
  OpsLedgerEntry,
  OpsLedgerLinesPage,
  OpsReconciliation,
} from '@portal/contracts/operators-ledger.schema';
import type {
  OpsChannelPatch,
  OpsDomain,
  OpsMerchantCreate,
  OpsMerchantPatch,
  OpsMerchantSettings,
} from '@portal/contracts/operators-merchants.schema';
import type {
  OpsAdjustment,
  OpsAdjustmentBody,
  OpsAdjustmentRules,
  OpsAgentChoice,
  OpsPlayer,
  OpsPlayerLogin,
  OpsPlayerMoveResult,
  OpsPlayerNote,
  OpsPlayerStatusResult,
  OpsPlayersPage,
  OpsPlayerTeam,
  OpsRollupsRebuildResult,
} from '@portal/contracts/operators-players.schema';
import type {
  OpsGame,
  OpsGamePatch,
  OpsVendor,
  OpsVendorPatch,
} from '@portal/contracts/ops-catalogue.schema';
import type { OpsRates, OpsRatesBody, RebateRun } from '@portal/contracts/rebates.schema';
import type {
  EnvelopeCampaignInput,
  OpsEnvelopeCampaign,
  OpsEnvelopeDrop,
} from '@portal/contracts/red-envelopes.schema';
import type {
  OpsWheel,
  PlayerEngagement,
  SigninCalendar,
  WheelConfig,
} from '@portal/contracts/signin-wheel.schema';
import type { OpsPlayerVip, OpsVipLevels, VipLevel } from '@portal/contracts/vip.schema';
import { api } from './client.ts';

export type { OperatorChallenge as TwoFactorChallenge } from '@portal/contracts/operators.schema';

export function isChallenge(answer: OperatorLoginResult): answer is OperatorChallenge {
  return 'next' in answer;
}

export type ListQuery = Record<string, string | number | undefined>;

/** What an administrator may do to a player's account. */
export const PLAYER_ACTIONS = ['lock', 'unlock', 'force-password-change', 'end-sessions'] as const;
export type PlayerAction = (typeof PLAYER_ACTIONS)[number];

/** What a settlement run did: payments made, left owed, and periods with nothing due. */
export type SettleResult = { paid: number; owed: number; nothing: number };

export const opsApi = {
  login: (username: string, password: string) =>
    api.request<OperatorLoginResult>('/ops/v1/session/login', {
      method: 'POST',
      body: { username, password },
    }),
  secondStep: (challenge: string, proof: { code: string } | { recoveryCode: string }) =>
    api.request<OperatorTotpResult>('/ops/v1/session/totp', {
      method: 'POST',
      body: { challenge, ...proof },
    }),
  session: () => api.request<OperatorSessionInfo>('/ops/v1/session'),
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
  ledgerAccounts: (query: ListQuery) =>
    api.request<OpsLedgerAccountsPage>('/ops/v1/ledger/accounts', { query }),
  ledgerLines: (accountId: number, query: ListQuery) =>
    api.request<OpsLedgerLinesPage>(`/ops/v1/ledger/accounts/${accountId}/lines`, { query }),
  ledgerEntry: (id: number) => api.request<OpsLedgerEntry>(`/ops/v1/ledger/entries/${id}`),
  operators: (query: ListQuery) => api.request<PageOf<OperatorAccount>>('/ops/v1/operators', { query }),
  createOperator: (body: OperatorCreateBody) =>
    api.request<OperatorAccount>('/ops/v1/operators', { method: 'POST', body }),
  operatorAction: (id: number, action: 'disable' | 'enable' | '2fa/reset') =>
    api.request<OperatorAccount>(`/ops/v1/operators/${id}/${action}`, { method: 'POST', body: {} }),
  jobs: () => api.request<OpsJob[]>('/ops/v1/jobs'),
  jobRuns: (query: ListQuery) => api.request<PageOf<OpsJobRun>>('/ops/v1/jobs/runs', { query }),
  retryJob: (claimId: number) =>
    api.request<null>(`/ops/v1/jobs/claims/${claimId}/retry`, { method: 'POST', body: {} }),
  reconcile: (merchant?: string) =>
    api.request<OpsReconciliation>('/ops/v1/ledger/reconciliation', { query: { merchant } }),
  merchants: () => api.request<OpsMerchant[]>('/ops/v1/merchants'),
  /** A merchant's whole set-up: each change answers the set-up as it now stands. */
  merchantSettings: {
    get: (code: string) => api.request<OpsMerchantSettings>(`/ops/v1/merchants/${code}`),
    update: (code: string, body: OpsMerchantPatch) =>
      api.request<OpsMerchantSettings>(`/ops/v1/merchants/${code}`, { method: 'PATCH', body }),
    setDomains: (code: string, domains: OpsDomain[]) =>
      api.request<OpsMerchantSettings>(`/ops/v1/merchants/${code}/domains`, {
        method: 'PUT',
        body: { domains },
      }),
    setChannel: (code: string, channel: string, body: OpsChannelPatch) =>
      api.request<OpsMerchantSettings>(`/ops/v1/merchants/${code}/channels/${channel}`, {
        method: 'PATCH',
        body,
      }),
    create: (body: OpsMerchantCreate) =>
      api.request<OpsMerchantSettings>('/ops/v1/merchants', { method: 'POST', body }),
  },
  dashboard: (query: ListQuery) => api.request<OpsDashboard>('/ops/v1/dashboard', { query }),
  players: {
    search: (query: ListQuery) => api.request<OpsPlayersPage>('/ops/v1/players', { query }),
    get: (id: number) => api.request<OpsPlayer>(`/ops/v1/players/${id}`),
    deposits: (id: number, query: ListQuery) =>
      api.request<PageOf<OpsDeposit>>(`/ops/v1/players/${id}/deposits`, { query }),
    withdrawals: (id: number, query: ListQuery) =>
      api.request<PageOf<OpsWithdrawal>>(`/ops/v1/players/${id}/withdrawals`, { query }),
    bets: (id: number, query: ListQuery) =>
      api.request<BetHistoryPage>(`/ops/v1/players/${id}/bets`, { query }),
    logins: (id: number, query: ListQuery) =>
      api.request<PageOf<OpsPlayerLogin>>(`/ops/v1/players/${id}/logins`, { query }),
    notes: (id: number, query: ListQuery) =>
      api.request<PageOf<OpsPlayerNote>>(`/ops/v1/players/${id}/notes`, { query }),
    addNote: (id: number, text: string) =>
      api.request<OpsPlayerNote>(`/ops/v1/players/${id}/notes`, { method: 'POST', body: { text } }),
    adjustments: (id: number, query: ListQuery) =>
      api.request<PageOf<OpsAdjustment>>(`/ops/v1/players/${id}/adjustments`, { query }),
    adjust: (id: number, body: OpsAdjustmentBody) =>
      api.request<OpsAdjustment>(`/ops/v1/players/${id}/adjustments`, { method: 'POST', body }),
    status: (id: number, action: PlayerAction, reason?: string) =>
      api.request<OpsPlayerStatusResult>(`/ops/v1/players/${id}/${action}`, {
        method: 'POST',
        body: reason ? { reason } : {},
      }),
  },
  adjustments: {
    list: (query: ListQuery) => api.request<PageOf<OpsAdjustment>>('/ops/v1/adjustments', { query }),
    rules: () => api.request<OpsAdjustmentRules>('/ops/v1/adjustments/rules'),
    decide: (id: number, verdict: 'approve' | 'reject', note?: string) =>
      api.request<OpsAdjustment>(`/ops/v1/adjustments/${id}/${verdict}`, {
        method: 'POST',
        body: note ? { note } : {},
      }),
  },
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
  announcements: (query: ListQuery) =>
    api.request<PageOf<OpsAnnouncement>>('/ops/v1/content/announcements', { query }),
  createAnnouncement: (body: OpsAnnouncementCreateBody) =>
    api.request<OpsAnnouncement>('/ops/v1/content/announcements', { method: 'POST', body }),
  updateAnnouncement: (id: number, body: OpsAnnouncementBody) =>
    api.request<OpsAnnouncement>(`/ops/v1/content/announcements/${id}`, { method: 'PUT', body }),
  switchAnnouncement: (id: number, on: boolean) =>
    api.request<OpsAnnouncement>(`/ops/v1/content/announcements/${id}/${on ? 'enable' : 'disable'}`, {
      method: 'POST',
    }),
  deleteAnnouncement: (id: number) =>
    api.request<OpsAnnouncement>(`/ops/v1/content/announcements/${id}`, { method: 'DELETE' }),
  orderAnnouncements: (body: OpsAnnouncementOrderBody) =>
    api.request<OpsAnnouncement[]>('/ops/v1/content/announcements/order', { method: 'POST', body }),
  uploadPicture: (merchant: string, file: File) => {
    const form = new FormData();
    form.append('merchant', merchant);
    form.append('picture', file);
    return api.request<OpsPicture>('/ops/v1/content/pictures', { method: 'POST', body: form });
  },
  helpSections: (merchant: string) =>
    api.request<OpsHelpSection[]>('/ops/v1/content/help', { query: { merchant } }),
  createHelpSection: (body: OpsHelpCreateBody) =>
    api.request<OpsHelpSection>('/ops/v1/content/help', { method: 'POST', body }),
  updateHelpSection: (id: number, body: OpsHelpBody) =>
    api.request<OpsHelpSection>(`/ops/v1/content/help/${id}`, { method: 'PUT', body }),
  deleteHelpSection: (id: number) =>
    api.request<OpsHelpSection>(`/ops/v1/content/help/${id}`, { method: 'DELETE' }),
  orderHelpSections: (merchant: string, ids: number[]) =>
    api.request<OpsHelpSection[]>('/ops/v1/content/help/order', { method: 'POST', body: { merchant, ids } }),
  /** The agent tree (decision 0026): a member's place, the merchant's agents, moves and the rollups' rebuild. */
  tree: {
    team: (id: number) => api.request<OpsPlayerTeam>(`/ops/v1/players/${id}/team`),
    agents: (merchant: string, q: string) =>
      api.request<OpsAgentChoice[]>('/ops/v1/agents', { query: { merchant, q: q || undefined, limit: 20 } }),
    move: (id: number, parent: string) =>
      api.request<OpsPlayerMoveResult>(`/ops/v1/players/${id}/move`, { method: 'POST', body: { parent } }),
    rebuild: (body: { merchant: string; from?: string; to?: string }) =>
      api.request<OpsRollupsRebuildResult>('/ops/v1/rollups/rebuild', { method: 'POST', body }),
  },
  /** Agent contracts (decision 0027): the list, force-termination, payments, default terms, settling now. */
  contracts: {
    list: (query: ListQuery) => api.request<PageOf<AgentContract>>('/ops/v1/contracts', { query }),
    terminate: (merchant: string, id: number, reason: string) =>
      api.request<AgentContract>(`/ops/v1/contracts/${id}/terminate`, {
        method: 'POST',
        query: { merchant },
        body: { reason },
      }),
    payments: (query: ListQuery) =>
      api.request<PageOf<ContractPayment>>('/ops/v1/contracts/payments', { query }),
    defaults: (merchant: string) =>
      api.request<ContractDefault[]>('/ops/v1/contracts/defaults', { query: { merchant } }),
    setDefault: (body: { merchant: string; kind: string; terms: ContractTerms; enabled: boolean }) =>
      api.request<ContractDefault>('/ops/v1/contracts/defaults', { method: 'PUT', body }),
    settle: (merchant: string, kind: string) =>
      api.request<SettleResult>('/ops/v1/contracts/settle', { method: 'POST', body: { merchant, kind } }),
  },
  lottery: {
    games: (merchant: string) =>
      api.request<OpsLotteryGame[]>('/ops/v1/lottery/games', { query: { merchant } }),
    setGame: (merchant: string, code: string, body: OpsLotteryGamePatch) =>
      api.request<OpsLotteryGame>(`/ops/v1/lottery/games/${code}`, {
        method: 'PATCH',
        query: { merchant },
        body,
      }),
    /** A game's draws before an instant (a day ahead when absent), latest first. */
    draws: (query: { merchant: string; game: string; before?: string; pageSize: number }) =>
      api.request<OpsLotteryDraw[]>('/ops/v1/lottery/draws', { query }),
    exposure: (drawId: number) => api.request<OpsExposure>(`/ops/v1/lottery/draws/${drawId}/exposure`),
    enterResult: (drawId: number, result: unknown) =>
      api.request<{ drawId: number; result: unknown }>(`/ops/v1/lottery/draws/${drawId}/result`, {
        method: 'POST',
        body: { result },
      }),
    voidDraw: (drawId: number, reason: string) =>
      api.request<{ drawId: number }>(`/ops/v1/lottery/draws/${drawId}/void`, {
        method: 'POST',
        body: { reason },
      }),
  },
  /**
   * Rebates and VIP levels (decision 0031): the rates and the way they are paid, the daily runs and a run's
   * re-run, the levels and their window; and one player's level and rebates. Each change answers the whole
   * set-up as it now stands.
   */
  vipRebates: {
    rates: (merchant: string) => api.request<OpsRates>('/ops/v1/rebates/rates', { query: { merchant } }),
    setRates: (body: OpsRatesBody) => api.request<OpsRates>('/ops/v1/rebates/rates', { method: 'PUT', body }),
    runs: (query: ListQuery) => api.request<PageOf<RebateRun>>('/ops/v1/rebates/runs', { query }),
    rerun: (merchant: string, id: number) =>
      api.request<RebateRun>(`/ops/v1/rebates/runs/${id}/rerun`, { method: 'POST', body: { merchant } }),
    levels: (merchant: string) => api.request<OpsVipLevels>('/ops/v1/vip/levels', { query: { merchant } }),
    setLevel: (merchant: string, { level, ...body }: VipLevel) =>
      api.request<OpsVipLevels>(`/ops/v1/vip/levels/${level}`, {
        method: 'PUT',
        body: { merchant, ...body },
      }),
    deleteLevel: (merchant: string, level: number) =>
      api.request<OpsVipLevels>(`/ops/v1/vip/levels/${level}`, { method: 'DELETE', query: { merchant } }),
    setWindow: (merchant: string, windowDays: number) =>
      api.request<OpsVipLevels>('/ops/v1/vip/settings', { method: 'PUT', body: { merchant, windowDays } }),
    player: (id: number) => api.request<OpsPlayerVip>(`/ops/v1/players/${id}/vip`),
  },
  // the sign-in task and the wheel (issue 19, decision 0036)
  engagement: {
    calendar: (merchant: string) =>
      api.request<SigninCalendar>('/ops/v1/signin/calendar', { query: { merchant } }),
    setCalendar: (merchant: string, calendar: SigninCalendar) =>
      api.request<SigninCalendar>('/ops/v1/signin/calendar', {
        method: 'PUT',
        body: { merchant, ...calendar },
      }),
    wheel: (merchant: string) => api.request<OpsWheel>('/ops/v1/wheel', { query: { merchant } }),
    setWheel: (merchant: string, wheel: WheelConfig) =>
      api.request<OpsWheel>('/ops/v1/wheel', { method: 'PUT', body: { merchant, ...wheel } }),
    player: (id: number) => api.request<PlayerEngagement>(`/ops/v1/players/${id}/engagement`),
    grant: (id: number, tickets: number, reason: string) =>
      api.request<{ tickets: number }>(`/ops/v1/players/${id}/wheel-tickets`, {
        method: 'POST',
        body: { tickets, reason },
      }),
  },
  missions: {
    settings: (merchant: string) =>
      api.request<OpsMissionSettings>('/ops/v1/missions', { query: { merchant } }),
    create: (merchant: string, body: MissionConfig) =>
      api.request<OpsMission>('/ops/v1/missions', { method: 'POST', body: { merchant, ...body } }),
    update: (merchant: string, id: number, body: MissionConfig) =>
      api.request<OpsMission>(`/ops/v1/missions/${id}`, { method: 'PUT', body: { merchant, ...body } }),
    setPrizes: (merchant: string, prizes: LeaderboardPrize[]) =>
      api.request<LeaderboardPrize[]>('/ops/v1/missions/prizes', {
        method: 'PUT',
        body: { merchant, prizes },
      }),
    payouts: (merchant: string) =>
      api.request<OpsPayouts>('/ops/v1/missions/payouts', { query: { merchant } }),
    setRule: (merchant: string, rule: ReferralRule) =>
      api.request<ReferralRule | null>('/ops/v1/referral/rule', {
        method: 'PUT',
        body: { merchant, ...rule },
      }),
    player: (id: number) => api.request<OpsPlayerMissions>(`/ops/v1/players/${id}/missions`),
  },
  /** Red envelope campaigns (decision 0039). */
  envelopes: {
    list: (merchant: string) =>
      api.request<OpsEnvelopeCampaign[]>('/ops/v1/red-envelopes', { query: { merchant } }),
    create: (merchant: string, body: EnvelopeCampaignInput) =>
      api.request<OpsEnvelopeCampaign>('/ops/v1/red-envelopes', {
        method: 'POST',
        body: { merchant, ...body },
      }),
    update: (merchant: string, id: number, body: EnvelopeCampaignInput) =>
      api.request<OpsEnvelopeCampaign>(`/ops/v1/red-envelopes/${id}`, {
        method: 'PUT',
        body: { merchant, ...body },
      }),
    status: (merchant: string, id: number, status: OpsEnvelopeCampaign['status']) =>
      api.request<OpsEnvelopeCampaign>(`/ops/v1/red-envelopes/${id}/status`, {
        method: 'POST',
        body: { merchant, status },
      }),
    drops: (merchant: string, id: number) =>
      api.request<OpsEnvelopeDrop[]>(`/ops/v1/red-envelopes/${id}/drops`, { query: { merchant } }),
  },
};
