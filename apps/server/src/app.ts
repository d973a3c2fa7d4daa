import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { httpBotCheck, noBotCheck } from './adapters/bot-check.ts';
import { outboxMail, smtpMail } from './adapters/mail.ts';
import { createOutbox } from './adapters/outbox.ts';
import { httpSms, outboxSms } from './adapters/sms.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { createMemberTransfer } from './flows/member-transfer.ts';
import { createMerchantAdmin } from './flows/merchant-admin.ts';
import { createPlayerAdmin } from './flows/player-admin.ts';
import { agentModule } from './modules/agent/agent.module.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { hashToken } from './modules/auth/session.service.ts';
import { bettingModule } from './modules/betting/betting.module.ts';
import type { VendorCredentials } from './modules/betting/credentials.ts';
import { chatModule } from './modules/chat/chat.module.ts';
import { contentModule } from './modules/content/content.module.ts';
import { contractsModule } from './modules/contracts/contracts.module.ts';
import { rawWindowSums } from './modules/contracts/team-activity.raw.ts';
import { teamActivityOf } from './modules/contracts/team-activity.ts';
import { clockRoutes, createDevClock } from './modules/dev/clock.routes.ts';
import { outboxRoutes } from './modules/dev/outbox.routes.ts';
import { engagementModule } from './modules/engagement-signin/engagement.module.ts';
import { signinRewards } from './modules/engagement-signin/reward-source.ts';
import { gamesModule } from './modules/games/games.module.ts';
import { POSTGRES_STRIPES } from './modules/lottery/exposure.ts';
import { lotteryModule } from './modules/lottery/lottery.module.ts';
import { memberModule } from './modules/member/member.module.ts';
import { messagesModule } from './modules/messages/messages.module.ts';
import { missionsModule } from './modules/missions/missions.module.ts';
import { missionRewards } from './modules/missions/reward-source.ts';
import { operatorsModule } from './modules/operators/operators.module.ts';
import { paymentsModule } from './modules/payments/payments.module.ts';
import { pointsModule } from './modules/points/points.module.ts';
import { promotionsModule } from './modules/promotions/promotions.module.ts';
import { promotionRewards } from './modules/promotions/reward-source.ts';
import { rafflesModule } from './modules/raffles/raffles.module.ts';
import { raffleRewards } from './modules/raffles/reward-source.ts';
import { realtimeModule } from './modules/realtime/realtime.module.ts';
import { rebatesModule } from './modules/rebates/rebates.module.ts';
import { rebateRewards } from './modules/rebates/reward-source.ts';
import { redEnvelopesModule } from './modules/red-envelopes/red-envelopes.module.ts';
import { rewardsModule } from './modules/rewards/rewards.module.ts';
import { systemModule } from './modules/system/system.module.ts';
import { vipRewards } from './modules/vip/reward-source.ts';
import { vipModule } from './modules/vip/vip.module.ts';
import { createLedger } from './modules/wallet/ledger.service.ts';
import { walletModule } from './modules/wallet/wallet.module.ts';
import { auth, type SessionResolver } from './platform/auth.ts';
import { registerBackoffice } from './platform/backoffice.ts';
import { type CacheBus, createCacheBus } from './platform/cache-bus.ts';
import { encryptedBodies } from './platform/encrypted-body.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { createEventBus, type EventBus } from './platform/events/event-bus.ts';
import { createJobRunner, type JobRunner } from './platform/jobs/job-runner.ts';
import { offsetOfSettings } from './platform/merchant-periods.ts';
import { createMetrics, type Metrics } from './platform/metrics.ts';
import { type KeyRing, loadOrCreateKeyPair, publicKeyOf } from './platform/payload-crypto.ts';
import { registerPortal } from './platform/portal.ts';
import { createRateLimiter, type RateLimiter } from './platform/rate-limit.ts';
import { languageOf } from './platform/request-language.ts';
import { RequestLog } from './platform/request-log.ts';
import { SCHEMA_COMPILERS } from './platform/schema-compilers.ts';
import { createSecretBox } from './platform/secret-box.ts';
import { securityHeaders } from './platform/security-headers.ts';
import { tenancy } from './platform/tenancy.ts';
import { EMBEDDED_ADAPTERS, lotteryAdapter } from './vendors/adapters.ts';
import { houseRoutes } from './vendors/house/house.routes.ts';
import { createHouseVendor } from './vendors/house/house.service.ts';
import { sandboxRoutes } from './vendors/sandbox/sandbox.routes.ts';
import { createSandboxVendor, type SandboxChaos } from './vendors/sandbox/sandbox.service.ts';
import { createSeamlessClient, injectTransport, type Transport } from './vendors/seamless-client.ts';
import './platform/route-config.ts';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** Finds the session behind a token; the session service's by default. */
  resolveSession?: SessionResolver;
  /** Where logs go (standard output when not given). */
  logStream?: NodeJS.WritableStream;
  /** The payload key ring; read from (or created under) DATA_DIR/keys when not given. */
  keyRing?: KeyRing;
  /** How an embedded vendor reaches the seamless wallet; through the app's own routing when not given. */
  vendorTransport?: (code: string) => Transport | undefined;
  /** The sandbox vendor's misbehaviour for protocol tests (rollbacks before bets). */
  sandboxChaos?: SandboxChaos;
  /** The clock of operator sessions, challenges and codes, for tests of expiry; the system's when not given. */
  operatorClock?: () => Date;
  /** False: the promotions module does not count bets (the bench's baseline); counted by default. */
  promotionsSubscriber?: boolean;
};

export type Services = ReturnType<typeof createModules>['services'];

/**
 * The domain modules in the order they are built and registered: each takes its dependencies
 * explicitly (a service of a module built before it) and gives its services and one named plugin.
 */
function createModules(
  deps: AppDeps,
  platform: {
    bus: CacheBus;
    events: EventBus;
    keyRing: KeyRing;
    limiter: RateLimiter;
    jobs: JobRunner;
    metrics: Metrics;
    log: (line: string) => void;
  },
) {
  const { db } = deps.database;
  const { config } = deps;
  const { bus, events, keyRing, limiter, jobs } = platform;
  const outbox = createOutbox(db, platform.log);
  const sms = config.smsGatewayUrl
    ? httpSms({ url: config.smsGatewayUrl, token: config.smsGatewayToken, merchantCode: (id) => String(id) })
    : outboxSms(outbox);
  const mail = config.smtpUrl ? smtpMail({ url: config.smtpUrl, from: config.mailFrom }) : outboxMail(outbox);
  const botCheck =
    config.botCheckUrl && config.botCheckSecret
      ? httpBotCheck({ url: config.botCheckUrl, secret: config.botCheckSecret })
      : noBotCheck;

  const system = systemModule({
    db,
    defaultMerchant: config.defaultMerchant,
    payloadKey: publicKeyOf(keyRing),
    onChange: bus.publish,
    events,
  });
  const content = contentModule({ db, onChange: () => bus.publish('content'), events });
  const games = gamesModule({
    db,
    adapters: EMBEDDED_ADAPTERS,
    limiter,
    events,
    merchantById: system.services.system.merchantById,
    onChange: bus.publish,
    notices: async (merchant, language) =>
      (await content.services.content.announcements(merchant, { types: 'PL', language })).player,
  });
  let referrerOf: (merchantId: number, code: string) => Promise<number | null> = async () => null;
  const member = memberModule({ db, onChange: (id) => bus.publish(`account:${id}`) });
  const { accounts } = member.services;
  const auth = authModule({
    db,
    accounts,
    links: member.services.links,
    limiter,
    sms,
    mail,
    botCheck,
    verificationSecret: keyRing.deriveSecret('verification-codes'),
    captchaTestAnswer: config.captchaTestAnswer,
    defaultPassword: config.defaultPassword,
    publicUrl: config.publicUrl,
    domainsOf: async (merchant) => (await system.services.system.domainRoutes(merchant)).map((d) => d.domain),
    onRevoke: (tokenHash) => bus.publish(`session:${tokenHash}`),
    events,
    // A player's own referral code (the missions module's, wired below; decision 0037).
    referrerOf: (merchantId, code) => referrerOf(merchantId, code),
  });
  const ledger = createLedger(db, events, platform.metrics.ledger);
  const payments = paymentsModule({
    db,
    ledger,
    accounts,
    limiter,
    jobs,
    events,
    system: system.services.system,
    gatewaySecret: keyRing.deriveSecret('gateway:SANDBOX'),
    // A withdrawal waits for the open bonus requirements (decision 0030); built below, asked at request time.
    turnover: (_merchantId, accountId) => promotions.services.bonuses.openRequirementOf(accountId),
    // A VIP level's daily withdrawal limits replace the merchant's (decision 0031); built below too.
    levelLimits: async (merchantId, accountId) => {
      const benefits = await vip.services.vip.benefitsOf(merchantId, accountId);
      return { dailyCount: benefits.withdrawDailyCount, dailyAmount: benefits.withdrawDailyLimit };
    },
  });
  const { withdrawals } = payments.services;
  const wallet = walletModule({
    ledger,
    games: games.services.games,
    memberTransfer: createMemberTransfer({
      ledger,
      accounts,
      paymentPasswords: payments.services.paymentPasswords,
    }),
    pendingWithdrawal: (merchantId, accountId) => withdrawals.pendingOf(merchantId, accountId),
  });
  // The embedded vendors' credentials: secrets derived from the key ring, calls from this machine. The
  // lottery's adapter opens the portal's own pages and has no seamless wallet.
  const vendorCredentials = new Map<string, VendorCredentials>(
    EMBEDDED_ADAPTERS.filter((adapter) => adapter !== lotteryAdapter).map((adapter) => [
      adapter.code,
      { secret: keyRing.deriveSecret(`vendor:${adapter.code}`), allowedIps: config.seamlessAllowedIps },
    ]),
  );
  const betting = bettingModule({
    db,
    ledger,
    play: games.services.play,
    games: games.services.games,
    system: system.services.system,
    accounts,
    vendorCredentials,
    events,
    jobs,
  });
  const lottery = lotteryModule({
    db,
    ledger,
    events,
    jobs,
    limiter,
    bets: betting.services.platformBets,
    usernames: accounts.usernames,
    catalogueGames: games.services.play.catalogueGames,
    box: createSecretBox(keyRing.deriveSecret('lottery-draws')),
    // One connection on PGlite: slips never meet there, one stripe per target is enough.
    exposureStripes: deps.database.kind === 'postgres' ? POSTGRES_STRIPES : 1,
  });
  // Promotions and bonuses (decision 0030): bonuses through the ledger, turnover from the bets' events.
  const promotions = promotionsModule({
    db,
    ledger,
    events,
    jobs,
    records: betting.services.records,
    subscribe: deps.promotionsSubscriber !== false,
    audience: {
      registeredAt: async (merchantId, accountId) => {
        const account = await accounts.findInMerchants([merchantId], accountId);
        return account ? new Date(account.created_at) : null;
      },
      inTeamOf: async (merchantId, agentId, accountId) =>
        (await member.services.tree.depthBelow(merchantId, agentId, accountId)) !== null,
      // The vip module's level once it is wired (issue 18's other half); level 0 until then.
      levelOf: async () => 0,
    },
    sanitize: content.services.contentAdmin.sanitize,
    merchants: system.services.system,
    usernames: accounts.usernames,
  });
  const agent = agentModule({
    db,
    events,
    accounts,
    tree: member.services.tree,
    links: member.services.links,
    ledger,
    payments: payments.services.daily,
    sources: {
      memberHours: betting.services.dailyBets.memberHours,
      memberMoneyHours: payments.services.daily.memberMoneyHours,
    },
    content: content.services.content,
    merchantById: system.services.system.merchantById,
    limiter,
    jobs,
    merchantIds: async () => (await system.services.system.merchantList()).map((m) => m.id),
    log: platform.log,
  });
  // Agent contracts: the team's activity comes through a port (decision 0027): the agent module's rollups
  // for whole hours, the raw rows for the real-time salary's 5-minute windows.
  const contracts = contractsModule({
    db,
    ledger,
    events,
    accounts,
    activity: teamActivityOf({
      hourly: agent.services.team.activity,
      fine: rawWindowSums(db),
      topAgents: member.services.tree.topAgents,
    }),
    jobs,
    // Its periods are the merchant's days, weeks and months, as the agent reports'.
    offsetOf: async (merchantId) => {
      const merchant = await system.services.system.merchantById(merchantId);
      return offsetOfSettings(merchant?.settings ?? {});
    },
  });
  // Rebates and VIP (decision 0031): rebates read the VIP level through a port, VIP the levels' rebate rates.
  const merchantOffset = async (merchantId: number) => {
    const merchant = await system.services.system.merchantById(merchantId);
    return offsetOfSettings(merchant?.settings ?? {});
  };
  let vipLevelOf: (merchantId: number, accountId: number) => Promise<number> = async () => 0;
  const rebates = rebatesModule({
    db,
    ledger,
    events,
    bets: betting.services.records,
    levelOf: (merchantId, accountId) => vipLevelOf(merchantId, accountId),
    accounts,
    jobs,
    offsetOf: merchantOffset,
  });
  const vip = vipModule({
    db,
    events,
    jobs,
    offsetOf: merchantOffset,
    rebateRates: rebates.services.rebates.levelRates,
    // The level-up and monthly rewards are bonuses with a turnover requirement (decision 0030).
    bonuses: promotions.services.bonuses,
    // The activity repair rebuilds ended days from the bets and deposits (as the agent rollups do).
    sources: {
      memberHours: betting.services.dailyBets.memberHours,
      memberMoneyHours: payments.services.daily.memberMoneyHours,
    },
    merchantIds: async () => (await system.services.system.merchantList()).map((m) => m.id),
  });
  vipLevelOf = vip.services.vip.levelOf;
  // The sign-in task and the wheel (issue 19, decision 0036): cash as bonuses, the day's condition from the
  // payments' and the bets' reads of one merchant day.
  const dayActivity = {
    deposits: async (merchantId: number, accountId: number, from: Date, to: Date) =>
      (await payments.services.daily.memberMoneyHours(merchantId, from, to))
        .filter((h) => h.accountId === accountId)
        .reduce((sum, h) => sum + h.deposits, 0),
    validBet: async (merchantId: number, accountId: number, from: Date, to: Date) =>
      (await betting.services.records.validBets({ merchantId, accountId, from, to })).reduce(
        (sum, b) => sum + b.validBet,
        0,
      ),
  };
  // Points and the points mall (decision 0035): earned from bet.settled after commit, given by points.award
  // (the sign-in's, the missions' and the wheel's points in their claims' transactions, decision 0046).
  const points = pointsModule({
    db,
    ledger,
    events,
    limiter,
    paymentPasswords: payments.services.paymentPasswords,
    accounts,
  });
  // In development its "today" follows a clock a journey may move by whole days (POST /dev/clock); no other
  // module reads that clock, and production has none.
  const signinClock = config.env === 'development' ? createDevClock() : null;
  const engagement = engagementModule({
    db,
    events,
    offsetOf: merchantOffset,
    bonuses: promotions.services.bonuses,
    activity: dayActivity,
    points: points.services.points,
    ...(signinClock ? { now: signinClock.now } : {}),
  });
  // The red envelope (issue 19, decision 0039): paid as bonuses, the day's condition as the sign-in's.
  const redEnvelopes = redEnvelopesModule({
    db,
    events,
    offsetOf: merchantOffset,
    bonuses: promotions.services.bonuses,
    activity: dayActivity,
  });
  // Missions, the mission leaderboard and player referrals (issue 19, decision 0037).
  const missions = missionsModule({
    db,
    events,
    jobs,
    offsetOf: merchantOffset,
    bonuses: promotions.services.bonuses,
    addressesOf: async (accountId) =>
      (await auth.services.sessions.history(accountId, { pageNum: 1, pageSize: 100 })).rows.map((r) => r.ip),
    deviceOf: accounts.deviceOf,
    usernames: accounts.usernames,
    points: points.services.points,
  });
  referrerOf = missions.services.missions.referrerOf;
  // Raffles (issue 19, decision 0038): tickets from the window's valid bets and deposits, prizes as bonuses,
  // the draw's secret sealed under a key of its own until the draw reveals it.
  const raffles = rafflesModule({
    db,
    events,
    jobs,
    box: createSecretBox(keyRing.deriveSecret('raffle-draws')),
    bonuses: promotions.services.bonuses,
    usernames: accounts.usernames,
    activity: {
      validBets: async (merchantId, from, to, accountId) => {
        const sums = new Map<number, number>();
        for (const b of await betting.services.records.validBets({
          merchantId,
          from,
          to,
          ...(accountId === undefined ? {} : { accountId }),
        }))
          sums.set(b.accountId, (sums.get(b.accountId) ?? 0) + b.validBet);
        return sums;
      },
      deposits: (merchantId, from, to, atLeast, accountId) =>
        payments.services.daily.depositCounts(merchantId, { from, to, atLeast, accountId }),
    },
  });
  // Messages, notices and feedback (issue 20, decision 0040): audiences through the vip and tree services,
  // member notices from the content module's player notices (those after login too).
  const messages = messagesModule({
    db,
    events,
    jobs,
    accounts,
    usernames: accounts.usernames,
    languagesOf: async (merchantId) => {
      const merchant = await system.services.system.merchantById(merchantId);
      return { defaultLanguage: merchant?.defaultLanguage ?? 'en', languages: merchant?.languages ?? [] };
    },
    audiences: {
      atLevel: vip.services.vip.accountsAtLevel,
      teamOf: member.services.tree.teamIds,
    },
    notices: async (req, page) => {
      const all = (
        await content.services.content.announcements(req.merchant, {
          types: 'PL',
          execution: 'B,A,F',
          language: languageOf(req),
        })
      ).player;
      const from = (page.pageNum - 1) * page.pageSize;
      return {
        content: all.slice(from, from + page.pageSize).map((n) => ({
          id: n.id,
          title: n.title,
          content: n.content,
          startDateStr: n.startDateStr,
        })),
        pageNum: page.pageNum,
        pageSize: page.pageSize,
        total: all.length,
        totalPages: Math.ceil(all.length / page.pageSize),
      };
    },
  });
  // The chat room and the live hosts (issue 20, decision 0044): typing marks in the rate limiter's store.
  const chat = chatModule({ db, events, limiter, usernames: accounts.usernames });
  // The reward centre lists and claims the rewards of the engines that pay them (decision 0034).
  const rewards = rewardsModule({
    sources: [
      promotionRewards(promotions.services.promotions),
      rebateRewards(rebates.services.rebates),
      vipRewards(vip.services.vip),
      signinRewards(engagement.services.engagement),
      missionRewards(missions.services.missions),
      raffleRewards(raffles.services.raffles),
    ],
  });
  // Socket events for logged-in players (issue 20, decision 0041): pushes from the domain events after
  // commit; the same session lookup as the HTTP calls; a revocation on any node ends the session's sockets.
  const realtime = realtimeModule({
    events,
    resolveMerchant: system.services.system.resolveMerchant,
    resolveSession:
      deps.resolveSession ?? ((token, merchantId) => auth.services.sessions.resolve(token, merchantId)),
    hashToken,
    onScope: bus.subscribe,
    redisUrl: config.redisUrl,
  });
  // Players for operators span member, auth, wallet, payments and betting (decision 0013: a flow).
  const playerAdmin = createPlayerAdmin({
    accounts,
    sessions: auth.services.sessions,
    ledger,
    deposits: payments.services.deposits,
    withdrawals,
    records: betting.services.records,
    merchants: system.services.system,
  });
  // Merchants for operators span system, payments, games and content (decision 0022: a flow).
  const merchantAdmin = createMerchantAdmin({
    transact: (run) => db.transaction().execute(run),
    setup: system.services.merchantSetup,
    channels: payments.services.channelAdmin,
    catalogue: games.services.catalogue,
    help: content.services.contentAdmin,
    merchants: system.services.system,
  });
  const operators = operatorsModule({
    db,
    merchants: system.services.system,
    catalogue: games.services.catalogue,
    deposits: payments.services.deposits,
    withdrawals,
    limiter,
    ledger,
    members: accounts,
    contentAdmin: content.services.contentAdmin,
    jobs,
    dailyBets: betting.services.dailyBets,
    money: payments.services.daily,
    registrations: accounts.registrationsByDay,
    playerAdmin,
    merchantAdmin,
    lottery: lottery.services.lottery,
    contracts: contracts.services.contracts,
    rebates: rebates.services.rebates,
    vip: vip.services.vip,
    tree: member.services.tree,
    accounts,
    rollups: agent.services.rollups,
    promotions: promotions.services.promotions,
    bonuses: promotions.services.bonuses,
    engagement: engagement.services.engagement,
    missions: missions.services.missions,
    envelopes: redEnvelopes.services.envelopes,
    events,
    adjustmentApprovalLimit: config.adjustmentApprovalLimit,
    // The authenticator secrets are sealed under a key of their own, derived like the others.
    secretBox: createSecretBox(keyRing.deriveSecret('operator-totp')),
    idleMs: config.operatorIdleMinutes * 60_000,
    ...(deps.operatorClock ? { now: deps.operatorClock } : {}),
    points: points.services.points,
    messages: messages.services.messages,
    feedback: messages.services.feedback,
    chat: chat.services.chat,
    raffles: raffles.services.raffles,
  });
  const modules = [
    system,
    content,
    games,
    member,
    auth,
    wallet,
    payments,
    betting,
    lottery,
    contracts,
    agent,
    rewards,
    rebates,
    vip,
    promotions,
    engagement,
    missions,
    redEnvelopes,
    points,
    messages,
    chat,
    raffles,
    operators,
    realtime,
  ];

  /** Every service by name, for the CLI and the tests (routes get only what they declare). */
  const services = {
    ...system.services,
    ...content.services,
    ...games.services,
    ...member.services,
    ...auth.services,
    ...wallet.services,
    ...payments.services,
    ...betting.services,
    ...lottery.services,
    ...contracts.services,
    ...agent.services,
    ...rewards.services,
    ...rebates.services,
    ...vip.services,
    ...promotions.services,
    ...engagement.services,
    ...missions.services,
    ...redEnvelopes.services,
    ...operators.services,
    ...points.services,
    ...messages.services,
    ...chat.services,
    ...raffles.services,
    ...realtime.services,
    playerAdmin,
    merchantAdmin,
    outbox,
    signinClock,
    mail,
    limiter,
    vendorCredentials,
    jobs,
    events,
  };
  bus.subscribe((scope) => {
    if (scope.startsWith('session:')) services.sessions.forget(scope.slice('session:'.length));
    if (scope.startsWith('account:')) services.accounts.forget(Number(scope.slice('account:'.length)));
    if (scope === 'merchants' || scope === 'all') services.system.invalidate();
    if (scope === 'content' || scope === 'all') services.content.invalidate();
    if (scope === 'games' || scope === 'all') services.games.invalidate();
    if (scope.startsWith('games:')) services.games.invalidate(Number(scope.slice('games:'.length)));
  });
  return { modules, services };
}

const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  frameSrc: ["'self'", 'https:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

/** Headers of the portal's pages: helmet's set with the portal's policy. */
const PAGE_HEADERS = securityHeaders({
  contentSecurityPolicy: { directives: CSP_DIRECTIVES },
  crossOriginEmbedderPolicy: false,
});
/**
 * Headers of API answers, as OWASP's REST cheat sheet lists them: the answer may load nothing, not be
 * framed or sniffed, not be read cross-origin, and HTTPS is sticky. The document-only headers are off.
 */
const API_HEADERS = securityHeaders({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/** Builds the platform: plugins, modules and the portal, on the given database. */
export async function buildApp(
  deps: AppDeps,
): Promise<{ app: FastifyInstance; services: Services; drain: () => void }> {
  const { config } = deps;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    logController: new RequestLog(),
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    ajv: {
      customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true, allErrors: false },
    },
    schemaController: { compilersFactory: SCHEMA_COMPILERS },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const bus = createCacheBus(config.redisUrl);
  const keyRing = deps.keyRing ?? (await loadOrCreateKeyPair(path.join(config.dataDir, 'keys')));
  const limiter = createRateLimiter({ redisUrl: config.redisUrl });
  const events = createEventBus({
    channel: bus.channel('portal:events'),
    onHandlerError: ({ event, eventId, error }) => {
      const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
      app.log.error({ event, eventId, failure: { type: name, message } }, 'event handler failed');
    },
  });
  const metrics = createMetrics({ pool: deps.database.pool });
  const jobs = createJobRunner({
    db: deps.database.db,
    onFailure: (failure) => app.log.error(failure, 'job failed'),
    onRun: metrics.jobRun,
  });
  const { modules, services } = createModules(deps, {
    bus,
    events,
    keyRing,
    limiter,
    jobs,
    metrics,
    log: (line) => app.log.info(line),
  });
  app.addHook('onReady', async () => {
    if (config.jobs) jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    // Handlers still running write to the database the caller closes next.
    await events.settled();
    await bus.close();
    await limiter.close();
  });
  // Serve only once other nodes' changes reach this one; an unreachable Redis delays the start 5 s at most.
  const listening = await Promise.race([bus.ready().then(() => true), delay(5000, false)]);
  if (!listening)
    app.log.warn('cache bus: not subscribed to Redis yet; caches expire on their own meanwhile');

  // Graceful shutdown: requests in flight finish, and their keep-alive connections close after them.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    const own = reply.getHeader('content-security-policy');
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    reply.headers(html ? PAGE_HEADERS : API_HEADERS);
    // A route that set its own policy (artwork, API docs) keeps it.
    if (own !== undefined) reply.header('content-security-policy', own);
    if (closing) reply.header('connection', 'close');
  });
  registerErrorHandling(app);
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Portal platform API',
        version: '0.1.0',
        description: 'Every call answers the envelope {success, value, message, errorCode}.',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  await app.register(tenancy, { system: services.system });
  await app.register(auth, {
    resolveSession:
      deps.resolveSession ?? ((token, merchantId) => services.sessions.resolve(token, merchantId)),
  });
  // Before the modules: their plugins take the metrics' response hook with them (decision 0048).
  await app.register(metrics.plugin, { token: config.metricsToken, sockets: services.realtime.connections });

  await app.register(encryptedBodies, {
    keyRing,
    nonces: limiter,
    allowPlain: config.allowPlainPayloads,
  });

  app.get('/healthz', { config: { auth: 'none', modeExempt: true }, schema: { hide: true } }, async () => {
    await deps.database.db.selectFrom('merchants').select('id').limit(1).execute();
    const redis = config.redisUrl ? ((await bus.ping()) ? 'up' : 'down') : 'not configured';
    return { success: true, value: { database: deps.database.kind, redis }, message: null, errorCode: null };
  });
  // Readiness for a load balancer: not ready while draining (after SIGTERM) or when the database does not
  // answer, so the balancer stops sending before the node stops (decision 0047).
  let draining = false;
  app.get(
    '/readyz',
    // polled twice a second by the balancer: its lines would drown the log
    { config: { auth: 'none', modeExempt: true }, schema: { hide: true }, logLevel: 'warn' },
    async (_req, reply) => {
      const database = await deps.database.db
        .selectFrom('merchants')
        .select('id')
        .limit(1)
        .execute()
        .then(() => true)
        .catch(() => false);
      const ready = database && !draining;
      return reply.code(ready ? 200 : 503).send({
        success: ready,
        value: { draining, database },
        message: ready ? null : draining ? 'The node is draining' : 'The database does not answer',
        errorCode: ready ? null : 'service.unavailable',
      });
    },
  );

  for (const module of modules) await app.register(module.plugin);
  if (config.env === 'development') await app.register(outboxRoutes, { outbox: services.outbox });
  if (services.signinClock) await app.register(clockRoutes, { clock: services.signinClock });
  // The embedded vendors (DESIGN.md 6): they stand for vendors' servers and reach the platform only
  // through the seamless wallet, signing with their integration's secret.
  const vendorClient = (code: string) =>
    createSeamlessClient({
      provider: code,
      secret: (services.vendorCredentials.get(code) as VendorCredentials).secret,
      transport: deps.vendorTransport?.(code) ?? injectTransport(() => app),
    });
  const { db } = deps.database;
  await app.register(houseRoutes, {
    house: createHouseVendor({ db, client: vendorClient('HOUSE') }),
    limiter,
  });
  await app.register(sandboxRoutes, {
    limiter,
    sandbox: createSandboxVendor({
      db,
      client: vendorClient('SANDBOX'),
      ...(deps.sandboxChaos ? { chaos: deps.sandboxChaos } : {}),
    }),
  });
  await registerPortal(app, config.webDist);
  await registerBackoffice(app, config.backofficeDist);

  const drain = () => {
    draining = true;
  };
  return { app, services, drain };
}
