import type { AgentContract, ContractPayment } from '@portal/contracts/agent-contracts.schema';
import type { OpsLotteryDraw, OpsLotteryGame } from '@portal/contracts/lottery.schema';
import type {
  OpsFeedback,
  OpsFeedbackPage,
  OpsMessage,
  OpsMessagePage,
  OpsSendMessageBody,
} from '@portal/contracts/messages.schema';
import type {
  LeaderboardPrize,
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
  OpsWithdrawal,
} from '@portal/contracts/operators.schema';
import type {
  OpsPlayerMoveResult,
  OpsPlayerStatusResult,
  OpsPlayersPage,
  OpsRollupsRebuildResult,
} from '@portal/contracts/operators-players.schema';
import type {
  OpsMallItem,
  OpsPlayerPoints,
  OpsPointExchange,
  OpsPointExchangePage,
  OpsPointSettings,
} from '@portal/contracts/points.schema';
import type { BonusView, OpsApplication, OpsPromotion } from '@portal/contracts/promotions.schema';
import type { OpsRaffle, OpsRaffleDetail, OpsRaffleGrant } from '@portal/contracts/raffles.schema';
import type { RebateRate, RebateRun, RebateSettings } from '@portal/contracts/rebates.schema';
import type { OpsEnvelopeCampaign, OpsEnvelopeDrop } from '@portal/contracts/red-envelopes.schema';
import type { OpsWheel, PlayerEngagement, SigninCalendar } from '@portal/contracts/signin-wheel.schema';
import type { VipLevel } from '@portal/contracts/vip.schema';
import type { AuditQuery } from '../modules/operators/ops.schema.ts';
import type { OpsPage } from '../modules/payments/decisions.ts';

/** A refusal or failure of the operator API, with the server's message and catalogue code. */
/** The rebate settings and every level's rates (GET /ops/v1/rebates/rates). */
export type OpsRebateRates = {
  settings: RebateSettings;
  enabled: boolean;
  levels: Array<{ level: number; rates: RebateRate[] }>;
};
export type OpsVipLevels = { windowDays: number; levels: VipLevel[] };
/** A bonus as the operator API lists it. */
export type OpsBonusRow = BonusView & { merchantId: number; accountId: number };

export class OpsApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export type OpsClientOptions = {
  /** Where the server answers: http://localhost:3000 by default (OPS_URL). */
  baseUrl: string;
  userAgent?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export type ListQuery = {
  status?: string;
  merchant?: string;
  start?: string;
  end?: string;
  pageNum?: number;
  pageSize?: number;
};

type Query = Record<string, string | number | undefined>;

/** The second step of a login: a code (or a recovery code) for the challenge the server answered. */
export type SecondStep = (
  challenge: OperatorChallenge,
) => Promise<{ code: string } | { recoveryCode: string }>;

const USER_AGENT = `portal-ops-cli/0.1 (node ${process.version})`;

/**
 * The operator API over HTTP: a login keeps the token for the calls that follow, logout ends it.
 * Works beside a running server, so it never opens the database.
 */
export function createOpsClient(options: OpsClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetcher = options.fetch ?? fetch;
  let token: string | null = null;

  async function send(method: string, path: string, query?: Query, body?: unknown): Promise<Response> {
    const url = new URL(`${base}${path}`);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = {
      'user-agent': options.userAgent ?? USER_AGENT,
      accept: 'application/json',
    };
    if (token) headers.authorization = token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      return await fetcher(url, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      const cause =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
      throw new OpsApiError(
        0,
        'network',
        `cannot reach the operator API at ${base} (${cause || 'no answer'}); is the server running, and is OPS_URL right?`,
      );
    }
  }

  async function call<T>(method: string, path: string, query?: Query, body?: unknown): Promise<T> {
    const res = await send(method, path, query, body);
    const type = res.headers.get('content-type') ?? '';
    const envelope = type.includes('json')
      ? ((await res.json().catch(() => null)) as Envelope<T> | null)
      : null;
    if (!envelope || typeof envelope.success !== 'boolean') {
      throw new OpsApiError(
        res.status,
        'unexpected.answer',
        `unexpected answer from ${base}${path} (HTTP ${res.status})`,
      );
    }
    if (!envelope.success) {
      throw new OpsApiError(
        res.status,
        envelope.errorCode ?? 'unknown.error',
        envelope.message ?? 'request failed',
      );
    }
    return envelope.value as T;
  }

  const pageQuery = (q: ListQuery): Query => ({ ...q });

  return {
    /**
     * Logs in: the password, then, when the server answers a challenge, what `secondStep` gives for it.
     * The client keeps the token for the calls that follow.
     */
    async login(username: string, password: string, secondStep: SecondStep): Promise<OperatorTotpResult> {
      const first = await call<OperatorLoginResult>('POST', '/ops/v1/session/login', undefined, {
        username,
        password,
      });
      const session =
        'next' in first
          ? await call<OperatorTotpResult>('POST', '/ops/v1/session/totp', undefined, {
              challenge: first.challenge,
              ...(await secondStep(first)),
            })
          : { ...first, recoveryCodes: null };
      token = session.token;
      return session;
    },
    /** Uses a session logged in before (OPS_TOKEN) instead of logging in. */
    useSession(existing: string) {
      token = existing;
    },
    /** Ends the session (the logout command): refusals are the caller's to report. */
    endSession: () => call<null>('DELETE', '/ops/v1/session/logout'),
    /** Ends the session, if there is one; never throws (the command's own outcome matters more). */
    async logout(): Promise<void> {
      if (!token) return;
      try {
        await call('DELETE', '/ops/v1/session/logout');
      } catch {
        // An expired or unreachable session ends by itself.
      }
      token = null;
    },
    whoami: () => call<OperatorSessionInfo>('GET', '/ops/v1/session'),

    lotteryGames: (merchant: string) => call<OpsLotteryGame[]>('GET', '/ops/v1/lottery/games', { merchant }),
    lotteryDraws: (merchant: string, game: string, pageSize: number) =>
      call<OpsLotteryDraw[]>('GET', '/ops/v1/lottery/draws', { merchant, game, pageSize }),
    setLotteryGame: (merchant: string, game: string, patch: Record<string, unknown>) =>
      call<OpsLotteryGame>('PATCH', `/ops/v1/lottery/games/${encodeURIComponent(game)}`, { merchant }, patch),
    enterLotteryResult: (drawId: number, result: unknown) =>
      call<{ drawId: number; result: unknown }>('POST', `/ops/v1/lottery/draws/${drawId}/result`, undefined, {
        result,
      }),
    voidLotteryDraw: (drawId: number, reason: string) =>
      call<{ drawId: number }>('POST', `/ops/v1/lottery/draws/${drawId}/void`, undefined, { reason }),

    /** Moves a member (by username) and its team under another agent of the merchant. */
    async moveInTree(merchant: string, username: string, parent: string) {
      const found = await call<OpsPlayersPage>('GET', '/ops/v1/players', {
        q: username,
        by: 'username',
        merchant,
        limit: 100,
      });
      const player = found.items.find((p) => p.username.toLowerCase() === username.toLowerCase());
      if (!player) throw new Error(`no member "${username}" on ${merchant}`);
      return call<OpsPlayerMoveResult>('POST', `/ops/v1/players/${player.id}/move`, undefined, { parent });
    },
    contracts: (merchant: string, filter: { kind?: string; status?: string; pageSize: number }) =>
      call<OpsPage<AgentContract>>('GET', '/ops/v1/contracts', { merchant, ...filter }),
    contractPayments: (merchant: string, filter: { kind?: string; status?: string; pageSize: number }) =>
      call<OpsPage<ContractPayment>>('GET', '/ops/v1/contracts/payments', { merchant, ...filter }),
    terminateContract: (merchant: string, id: number) =>
      call<AgentContract>('POST', `/ops/v1/contracts/${id}/terminate`, { merchant }),
    settleContracts: (merchant: string, kind: string) =>
      call<{ paid: number; owed: number; nothing: number }>('POST', '/ops/v1/contracts/settle', undefined, {
        merchant,
        kind,
      }),
    rebateRates: (merchant: string) => call<OpsRebateRates>('GET', '/ops/v1/rebates/rates', { merchant }),
    setRebateRates: (merchant: string, change: Record<string, unknown>) =>
      call<OpsRebateRates>('PUT', '/ops/v1/rebates/rates', undefined, { merchant, ...change }),
    rebateRuns: (merchant: string, pageSize: number) =>
      call<OpsPage<RebateRun>>('GET', '/ops/v1/rebates/runs', { merchant, pageSize }),
    rerunRebates: (merchant: string, id: number) =>
      call<RebateRun>('POST', `/ops/v1/rebates/runs/${id}/rerun`, undefined, { merchant }),
    vipLevels: (merchant: string) => call<OpsVipLevels>('GET', '/ops/v1/vip/levels', { merchant }),
    setVipLevel: (merchant: string, level: number, body: Record<string, unknown>) =>
      call<OpsVipLevels>('PUT', `/ops/v1/vip/levels/${level}`, undefined, { ...body, merchant }),
    deleteVipLevel: (merchant: string, level: number) =>
      call<OpsVipLevels>('DELETE', `/ops/v1/vip/levels/${level}`, { merchant }),
    promotions: (merchant?: string) =>
      call<OpsPromotion[]>('GET', '/ops/v1/promotions', merchant ? { merchant } : undefined),
    createPromotion: (body: unknown) => call<OpsPromotion>('POST', '/ops/v1/promotions', undefined, body),
    editPromotion: (id: number, body: unknown) =>
      call<OpsPromotion>('PUT', `/ops/v1/promotions/${id}`, undefined, body),
    changePromotion: (id: number, verb: 'pause' | 'resume' | 'end') =>
      call<OpsPromotion>('POST', `/ops/v1/promotions/${id}/${verb}`),
    applications: (filter: { merchant?: string; status?: string }) =>
      call<OpsApplication[]>('GET', '/ops/v1/promotions/applications', filter),
    decideApplication: (id: number, verdict: 'approve' | 'reject', reason?: string) =>
      call<OpsApplication>(
        'POST',
        `/ops/v1/promotions/applications/${id}/${verdict}`,
        undefined,
        reason === undefined ? undefined : { reason },
      ),
    bonuses: (filter: { merchant?: string; status?: string; accountId?: number }) =>
      call<OpsBonusRow[]>('GET', '/ops/v1/bonuses', filter),
    issueBonus: (body: {
      merchant: string;
      accountId: number;
      amount: number;
      turnoverMultiplier: number;
      reason: string;
      requestId: string;
    }) => call<OpsBonusRow>('POST', '/ops/v1/bonuses', undefined, body),
    revokeBonus: (id: number, reason: string) =>
      call<OpsBonusRow>('POST', `/ops/v1/bonuses/${id}/revoke`, undefined, { reason }),
    // the sign-in task and the wheel (issue 19, decision 0036)
    signinCalendar: (merchant: string) =>
      call<SigninCalendar>('GET', '/ops/v1/signin/calendar', { merchant }),
    setSigninCalendar: (merchant: string, body: Record<string, unknown>) =>
      call<SigninCalendar>('PUT', '/ops/v1/signin/calendar', undefined, { ...body, merchant }),
    wheel: (merchant: string) => call<OpsWheel>('GET', '/ops/v1/wheel', { merchant }),
    setWheel: (merchant: string, body: Record<string, unknown>) =>
      call<OpsWheel>('PUT', '/ops/v1/wheel', undefined, { ...body, merchant }),
    grantTickets: (accountId: number, tickets: number, reason: string) =>
      call<{ tickets: number }>('POST', `/ops/v1/players/${accountId}/wheel-tickets`, undefined, {
        tickets,
        reason,
      }),
    playerEngagement: (accountId: number) =>
      call<PlayerEngagement>('GET', `/ops/v1/players/${accountId}/engagement`),
    rebuildRollups: (merchant: string, from?: string, to?: string) =>
      call<OpsRollupsRebuildResult>('POST', '/ops/v1/rollups/rebuild', undefined, {
        merchant,
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
      }),

    deposits: (q: ListQuery) => call<OpsPage<OpsDeposit>>('GET', '/ops/v1/deposits', pageQuery(q)),
    decideDeposit: (id: number, verdict: 'approve' | 'reject', note?: string) =>
      call<OpsDeposit>('POST', `/ops/v1/deposits/${id}/${verdict}`, undefined, note ? { note } : {}),

    withdrawals: (q: ListQuery) => call<OpsPage<OpsWithdrawal>>('GET', '/ops/v1/withdrawals', pageQuery(q)),
    decideWithdrawal: (id: number, verdict: 'approve' | 'reject', note?: string) =>
      call<OpsWithdrawal>('POST', `/ops/v1/withdrawals/${id}/${verdict}`, undefined, note ? { note } : {}),
    resolveWithdrawal: (id: number, outcome: 'received' | 'refunded', note?: string) =>
      call<OpsWithdrawal>('POST', `/ops/v1/withdrawals/${id}/resolve`, undefined, {
        outcome,
        ...(note ? { note } : {}),
      }),
    /** A proof image: its bytes and content type. */
    async proof(id: number, proofId: number): Promise<{ contentType: string; data: Uint8Array }> {
      const res = await send('GET', `/ops/v1/withdrawals/${id}/proofs/${proofId}`);
      const contentType = res.headers.get('content-type') ?? 'application/octet-stream';
      if (res.ok && contentType.startsWith('image/')) {
        return { contentType, data: new Uint8Array(await res.arrayBuffer()) };
      }
      const envelope = (await res.json().catch(() => null)) as Envelope<unknown> | null;
      throw new OpsApiError(
        res.status,
        envelope?.errorCode ?? 'unexpected.answer',
        envelope?.message ?? `unexpected answer (HTTP ${res.status})`,
      );
    },

    audit: (q: AuditQuery) => call<OpsPage<AuditEntry>>('GET', '/ops/v1/audit', { ...q }),
    operators: (q: { pageNum?: number; pageSize?: number }) =>
      call<OpsPage<OperatorAccount>>('GET', '/ops/v1/operators', { ...q }),
    createOperator: (body: OperatorCreateBody) =>
      call<OperatorAccount>('POST', '/ops/v1/operators', undefined, body),
    setOperatorStatus: (id: number, verb: 'disable' | 'enable') =>
      call<OperatorAccount>('POST', `/ops/v1/operators/${id}/${verb}`, undefined, {}),
    resetTwoFactor: (id: number) =>
      call<OperatorAccount>('POST', `/ops/v1/operators/${id}/2fa/reset`, undefined, {}),
    // missions, the mission leaderboard and referral (issue 19, decision 0037)
    missions: (merchant: string) => call<OpsMissionSettings>('GET', '/ops/v1/missions', { merchant }),
    createMission: (merchant: string, body: Record<string, unknown>) =>
      call<OpsMission>('POST', '/ops/v1/missions', undefined, { ...body, merchant }),
    editMission: (merchant: string, id: number, body: Record<string, unknown>) =>
      call<OpsMission>('PUT', `/ops/v1/missions/${id}`, undefined, { ...body, merchant }),
    setMissionPrizes: (merchant: string, prizes: unknown) =>
      call<LeaderboardPrize[]>('PUT', '/ops/v1/missions/prizes', undefined, { merchant, prizes }),
    missionPayouts: (merchant: string, period?: string) =>
      call<OpsPayouts>('GET', '/ops/v1/missions/payouts', { merchant, ...(period ? { period } : {}) }),
    setReferralRule: (merchant: string, body: Record<string, unknown>) =>
      call<ReferralRule | null>('PUT', '/ops/v1/referral/rule', undefined, { ...body, merchant }),
    playerMissions: (id: number) => call<OpsPlayerMissions>('GET', `/ops/v1/players/${id}/missions`),
    // red envelope campaigns (issue 19, decision 0039)
    envelopes: (merchant: string) =>
      call<OpsEnvelopeCampaign[]>('GET', '/ops/v1/red-envelopes', { merchant }),
    createEnvelope: (merchant: string, body: Record<string, unknown>) =>
      call<OpsEnvelopeCampaign>('POST', '/ops/v1/red-envelopes', undefined, { ...body, merchant }),
    editEnvelope: (merchant: string, id: number, body: Record<string, unknown>) =>
      call<OpsEnvelopeCampaign>('PUT', `/ops/v1/red-envelopes/${id}`, undefined, { ...body, merchant }),
    setEnvelopeStatus: (merchant: string, id: number, status: 'active' | 'paused' | 'ended') =>
      call<OpsEnvelopeCampaign>('POST', `/ops/v1/red-envelopes/${id}/status`, undefined, {
        merchant,
        status,
      }),
    envelopeDrops: (merchant: string, id: number) =>
      call<OpsEnvelopeDrop[]>('GET', `/ops/v1/red-envelopes/${id}/drops`, { merchant }),
    /** Locks, unlocks or ends every session of a player (admin); the sessions end on every node at once. */
    playerStatus: (id: number, change: 'lock' | 'unlock' | 'end-sessions', reason?: string) =>
      call<OpsPlayerStatusResult>(
        'POST',
        `/ops/v1/players/${id}/${change}`,
        undefined,
        reason ? { reason } : {},
      ),
    // points and the points mall (decision 0035)
    pointSettings: (merchant: string) =>
      call<OpsPointSettings>('GET', '/ops/v1/points/settings', { merchant }),
    setPointSettings: (merchant: string, body: OpsPointSettings) =>
      call<OpsPointSettings>('PUT', '/ops/v1/points/settings', undefined, { merchant, ...body }),
    pointItems: (merchant: string) => call<OpsMallItem[]>('GET', '/ops/v1/points/items', { merchant }),
    pointExchanges: (merchant: string, status?: string) =>
      call<OpsPointExchangePage>('GET', '/ops/v1/points/exchanges', {
        merchant,
        pageSize: 100,
        ...(status ? { status } : {}),
      }),
    decidePointExchange: (merchant: string, id: number, decision: 'approve' | 'reject', remark: string) =>
      call<OpsPointExchange>('POST', `/ops/v1/points/exchanges/${id}/decision`, undefined, {
        merchant,
        decision,
        remark,
      }),
    playerPoints: (merchant: string, username: string) =>
      call<OpsPlayerPoints>('GET', '/ops/v1/points/player', { merchant, username, pageSize: 20 }),
    // messages and feedback (decision 0040)
    messages: (merchant: string, status?: string) =>
      call<OpsMessagePage>('GET', '/ops/v1/messages', {
        merchant,
        pageSize: 50,
        ...(status ? { status } : {}),
      }),
    sendMessage: (body: OpsSendMessageBody) => call<OpsMessage>('POST', '/ops/v1/messages', undefined, body),
    feedback: (merchant: string, status?: string) =>
      call<OpsFeedbackPage>('GET', '/ops/v1/feedback', {
        merchant,
        pageSize: 50,
        ...(status ? { status } : {}),
      }),
    answerFeedback: (merchant: string, id: number, answer: string) =>
      call<OpsFeedback>('POST', `/ops/v1/feedback/${id}/answer`, undefined, { merchant, answer }),
    // raffles and their draws (decision 0038)
    raffles: (merchant: string) => call<OpsRaffle[]>('GET', '/ops/v1/raffles', { merchant }),
    raffle: (merchant: string, id: number) =>
      call<OpsRaffleDetail>('GET', `/ops/v1/raffles/${id}`, { merchant }),
    createRaffle: (merchant: string, body: Record<string, unknown>) =>
      call<OpsRaffle>('POST', '/ops/v1/raffles', undefined, { ...body, merchant }),
    editRaffle: (merchant: string, id: number, body: Record<string, unknown>) =>
      call<OpsRaffle>('PUT', `/ops/v1/raffles/${id}`, undefined, { ...body, merchant }),
    cancelRaffle: (merchant: string, id: number) =>
      call<OpsRaffle>('POST', `/ops/v1/raffles/${id}/cancel`, undefined, { merchant }),
    drawRaffle: (merchant: string, id: number) =>
      call<OpsRaffleDetail>('POST', `/ops/v1/raffles/${id}/draw`, undefined, { merchant }),
    grantRaffleTickets: (accountId: number, raffleId: number, tickets: number, reason: string) =>
      call<OpsRaffleGrant>('POST', `/ops/v1/players/${accountId}/raffle-tickets`, undefined, {
        raffleId,
        tickets,
        reason,
      }),
  };
}

type Envelope<T> = { success: boolean; value: T | null; message: string | null; errorCode: string | null };

export type OpsClient = ReturnType<typeof createOpsClient>;
