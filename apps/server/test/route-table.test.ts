import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_ROLES } from './ops-roles.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Spec section 6 names which calls need a session token. Each of our routes that stands for one of
 * those calls is listed here with the spec's name; the test proves the declared auth agrees.
 */
const SPEC_NO_TOKEN: Record<string, string> = {
  'GET /wps/system/status': 'system status',
  'GET /wps/system/domainRoute': 'domain routes',
  'GET /wps/system/whitelabel': 'whitelabel menu',
  'GET /wps/system/setting/register': 'register settings',
  'GET /wps/relay/GCSGAME_hotGamesV2': 'hot games',
  'GET /wps/announcement': 'announcements',
  'GET /wps/relay/GCSGAME_winnerBoard': 'winner board',
  // the winners list page (issue 20): the winner board's pages
  'GET /wps/relay/GCSGAME_winnerList': 'winner board',
  // game announcements (issue 20): notices and maintenance, as the other announcements
  'GET /wps/relay/MCSFE_getListAnnouncements': 'announcements',
  'GET /wps/help': 'help centre',
  'POST /wps/session/login': 'login',
  'POST /wps/session/loginV2': 'login',
  'POST /wps/verification/sms/noLogin': 'SMS login code',
  'PUT /wps/member/register': 'register',
  'PUT /wps/member/register/mobile': 'mobile register',
  'GET /wps/agent/affiliate': 'affiliate',
  'POST /wps/member/password/email': 'forgot password by email',
  'POST /wps/session/login/freeplay': 'free play login',
  'GET /wps/captcha': 'captcha',
  'POST /wps/member/password/verification': 'set password by phone',
  'POST /wps/verification/sms/register': 'registration SMS',
  // lottery (issue 16)
  'GET /lgw/games': 'lottery menus',
  'GET /lgw/games/game_menus': 'lottery menus',
  'GET /lgw/vn/games/game_menu': 'lottery menus',
  'GET /lgw/games/popular': 'popular',
  'GET /lgw/vn/numeros/opened/game': 'Vietnamese numero',
  // the live hosts (issue 20, decision 0044)
  'GET /wps/relay/CBS_modelList': 'live model list',
  'GET /wps/relay/CBS_launchChat': 'chat launch',
};

const SPEC_TOKEN: Record<string, string> = {
  'GET /wps/member/info': 'member info',
  'POST /wps/member/password': 'change password',
  'GET /wps/member/info/icon': 'member icon',
  'POST /wps/member/info/icon': 'member icon',
  'DELETE /wps/session/logout': 'logout',
  'GET /wps/v2/wallets/balance': 'balance',
  'POST /wps/relay/GCS_walletTransfer': 'wallet transfer',
  'GET /wps/member/info/funds/consolidated': 'consolidated funds',
  'GET /wps/relay/GCS_merchantWallet': 'merchant wallet',
  // games (issue 5)
  'GET /wps/relay/MCSFE_getFavoriteGames': 'favourites',
  'GET /wps/relay/MCSFE_getFavoriteGamesList': 'favourites',
  'POST /wps/relay/MCSFE_addFavoriteGameV2': 'favourites',
  'DELETE /wps/relay/MCSFE_removeFavoriteGameV2': 'favourites',
  'GET /wps/relay/GCS_recentGame': 'recent games',
  'GET /wps/relay/GLS2_roomList': 'PvP rooms',
  'GET /wps/game/launchGame': 'game launch',
  'GET /wps/game/launchLottery': 'game launch',
  'GET /wps/relay/GCS_gameLaunchFB': 'game launch',
  // game types (issue 20)
  'GET /wps/relay/GCSGAME_getVassGameType': 'game type',
  // lottery (issue 16)
  'GET /lgw/vn/games/recent': 'lottery recent menu',
  'GET /lotto/lgw/games/opened/numero': 'opened numero',
  // agent contracts (issue 17): the consolidated info and the four processing calls
  'GET /wps/relay/MCSFE_getConsolidatedContractInfo': 'dividend and salary contract processing',
  'POST /wps/relay/MCSFE_processContractDividend': 'dividend and salary contract processing',
  'POST /wps/relay/MCSFE_processDailySalaryContract': 'dividend and salary contract processing',
  'POST /wps/relay/MCSFE_processContractHourSalary': 'dividend and salary contract processing',
  'POST /wps/relay/MCSFE_processRealTimeSalaryContract': 'dividend and salary contract processing',
  // the agent centre (issue 17)
  'GET /wps/relay/ODSFE2_getTeamOverviewSum': 'team overview',
  'GET /wps/agent/downlines': 'downline management',
  'POST /wps/agent/downline': 'downline management',
  'POST /wps/relay/MCSFE_createAffiliateUrl': 'affiliate links',
  'GET /wps/relay/MCSFE_viewAffiliateUrls': 'affiliate links',
  'DELETE /wps/relay/MCSFE_deleteAffiliateUrl': 'affiliate links',
  'GET /wps/relay/MCSFE_viewRegisteredAffiliates': 'affiliate links',
  'GET /wps/report/teamBetting': 'team betting',
  'GET /wps/report/teamProfitLoss': 'team profit and loss',
  'GET /wps/report/downlineTransaction': 'downline transaction details',
  'GET /wps/agent/announcements': 'agent announcement',
  // promotions (issue 18)
  'POST /wps/relay/MCSFE_joinSignUpPromotion': 'sign-up promotion join/reward',
  'POST /wps/relay/MCSFE_rewardSignUpPromotion': 'sign-up promotion join/reward',
  // points (issue 19): spec section 6, "all points calls" need a token
  'GET /wps/relay/MCSFE_getPointBalance': 'all points calls',
  'GET /wps/relay/MCSFE_getPointConfig': 'all points calls',
  'GET /wps/relay/MCSFE_getRedeemPointList': 'all points calls',
  'GET /wps/relay/ODSFE2_MemTransDet': 'all points calls',
  'POST /wps/relay/passwordCheck/MCSFE_redeemPoint': 'all points calls',
  'POST /wps/relay/passwordCheck/MCSFE_convertPoint': 'all points calls',
  // messages (issue 20, decision 0040): the unread count and the member notices need a token
  'GET /wps/relay/CSP_unreadCount': 'unread count',
  'GET /wps/notices': 'notices',
  // raffles (issue 19, decision 0038)
  'POST /wps/relay/MCSFE_claimRafflePromotion': 'raffle claim',
};

/** Routes the spec does not name that act on the caller's own account: they need its session. */
const NOT_IN_SPEC_TOKEN = new Set([
  'GET /wps/member/profile',
  'POST /wps/member/profile',
  // the language-update action (spec section 4, "method and path not shown"; decision 0042)
  'POST /wps/member/language',
  'GET /wps/member/sessions',
  'DELETE /wps/member/sessions/:id',
  // money (issue 4): the real platform's names where the spec says "not shown" (DESIGN.md 10)
  'GET /wps/transaction/transfer/targets',
  'POST /wps/transaction/transfer',
  'GET /wps/report/transaction',
  'GET /wps/system/depositBanks',
  'POST /wps/transaction/deposit/:channel',
  'GET /wps/report/depositTransaction',
  'GET /wps/system/withdrawBanks',
  'GET /wps/member/bankCard',
  'PUT /wps/member/bankCard',
  'GET /wps/member/hasWithdrawalPassword',
  'PUT /wps/member/paymentPassword',
  'POST /wps/member/paymentPassword/check',
  'POST /wps/transaction/withdraw',
  'GET /wps/report/withdrawTransaction',
  'POST /wps/transaction/withdraw/:id/confirm',
  // games (issue 5): records and rebate rates of the caller
  'GET /wps/report/accountGameBetHistory',
  'GET /wps/report/personalProfit',
  'GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType',
  // lottery (issue 16): the caller's slips and tickets
  'POST /lgw/orders/betting',
  'GET /lgw/orders/today',
  'POST /lgw/orders',
  'GET /lgw/orders/detail/:id/info',
  'POST /lgw/orders/:id/cancel',
  // agent contracts (issue 17): the caller's payment records, my income and commission
  'GET /wps/relay/MCSFE_getContractPayments',
  'GET /wps/report/income',
  'GET /wps/report/commission',
  // the reward centre (issue 18): the caller's own rewards
  'GET /wps/rewards',
  'POST /wps/rewards/claim',
  // rebates and VIP (issue 18, decision 0031): the player's own rates, rebates, rank and rewards
  'GET /wps/rebates/rates',
  'GET /wps/rebates/manual',
  'POST /wps/rebates/manual/claim',
  'GET /wps/rebates/payments',
  'GET /wps/rebates/downline',
  'POST /wps/rebates/downline',
  'GET /wps/vip/rank',
  'GET /wps/vip/rewards',
  'POST /wps/vip/rewards/:id/claim',
  // promotions (issue 18): the caller's activity states, applications and bonuses
  'GET /wps/relay/MCSFE_getAvailablePromotions',
  'POST /wps/promotions/:id/apply',
  'GET /wps/promotions/bonuses',
  'POST /wps/promotions/bonuses/:id/forfeit',
  // the sign-in task and the wheel (issue 19, decision 0036): the caller's calendar, check-in, wheel and spins
  'GET /wps/signin',
  'POST /wps/signin/check-in',
  'GET /wps/wheel',
  'POST /wps/wheel/spin',
  // missions and referral (issue 19, decision 0037): the caller's missions, leaderboard and friends
  'GET /wps/relay/MCSFE_getMissionSummaryDetails',
  'POST /wps/missions/:id/claim',
  'GET /wps/relay/MCSFE_getMissionLeaderboard',
  'GET /wps/referral',
  // messages (issue 20, decision 0040): the caller's inbox and its marks
  'GET /wps/relay/CSP_getInbox',
  'POST /wps/relay/CSP_readMessage',
  'POST /wps/relay/CSP_deleteMessage',
  // the red envelope (issue 19, decision 0039): the running campaigns and the caller's envelopes, an open
  'GET /wps/red-envelope',
  'POST /wps/red-envelope/open',
  // raffles (issue 19, decision 0038): the raffles with the caller's tickets, the draws and ticket lists
  'GET /wps/raffles',
  // the chat room (issue 20, decision 0044): the caller's conversations, messages, marks and images
  'GET /wps/chat/messages',
  'POST /wps/chat/messages',
  'POST /wps/chat/read',
  'POST /wps/chat/typing',
  'GET /wps/chat/images/:id',
]);

/**
 * Calls section 6 lists as needing no token that take one here: feedback is answered as a message in
 * the sender's inbox, so the sender must be known (docs/decisions/0040-messages-and-feedback.md).
 */
const TOKEN_BY_DECISION: Record<string, string> = {
  'PUT /wps/feedback': 'feedback',
};

/**
 * Calls section 6 lists as needing a token that visitors must still reach, because the home page and
 * game lists are public (spec sections 2 and 6, "Visitor: browse home, game lists"): see
 * docs/decisions/0003-public-catalogue-reads.md.
 */
const PUBLIC_BY_DECISION: Record<string, string> = {
  'GET /wps/relay/GCSGAME_gameList': 'game list',
  'GET /wps/relay/GCSGAME_newGameVendor': 'vendor',
};

/** Routes the spec does not name; public by nature. */
const NOT_IN_SPEC_PUBLIC = new Set([
  'GET /wps/system/countryCode',
  // lottery (issue 16): a draw with its commitment (the verify view), past results, the winners' ranking
  'GET /lgw/draw',
  'GET /lgw/numeros/near',
  'GET /wps/relay/GCSGAME_getRankList',
  // promotions (issue 18): the merchant's promotions as visitors see them (spec: visitors browse promotions)
  'GET /wps/relay/MCSFE_getMerchantAvailablePromotions',
  // feedback (issue 20): the form's categories and word bounds, before anyone writes
  'GET /wps/feedback/config',
  // The e-mailed reset link's form: the link's token is the proof (spec: forgot password by email).
  'POST /wps/member/password/reset',
  // Picks up the remembered-login cookie; answers only with a live session behind it.
  'POST /wps/session/restore',
  'GET /assets/art/icons/:file',
  'GET /assets/art/hosts/:file',
  'GET /healthz',
  // Readiness for the load balancer (decision 0047): 503 while the node drains.
  'GET /readyz',
  // The node's Prometheus metrics (decision 0048): the METRICS_TOKEN bearer, or loopback callers only.
  'GET /metrics',
  'GET /assets/brand.css',
  'GET /assets/art/games/:vendor/:file',
  'GET /assets/art/vendors/:vendor/:file',
  'GET /assets/art/banners/:file',
  'GET /assets/content/pictures/:file',
  'GET /assets/art/brand/:merchant/:file',
  'GET /*',
  // The back office's own pages: the application; its every call is an operator route.
  'GET /bo',
  'GET /bo/*',
  // The sandbox payment gateway's pay page and its signed notification back (the signature is the proof).
  'GET /pay/sandbox/:orderNo',
  'POST /pay/sandbox/:orderNo',
  'POST /wps/payments/notify/:channel',
  // A free trial plays on the vendor's demo credit (spec: free trial for visitors where supportPlay is 0).
  'GET /wps/relay/GCS_gameTrialLaunch',
  // The catalogue's mini game (decision 0045): a public catalogue read, like the game lists.
  'GET /wps/game/miniGame',
  // The seamless wallet a vendor's servers call: its allowed addresses and body signature are the proof.
  'POST /gsw/v1/:vendor/:operation',
  // The embedded vendors' own APIs (they stand for vendors' servers): the launch token or the vendor's
  // trial session in each call is the proof.
  'POST /vendor/house/v1/session',
  'POST /vendor/house/v1/slot/spin',
  'POST /vendor/house/v1/table/deal',
  'POST /vendor/house/v1/mini/roll',
  'GET /vendor/house/v1/history',
  'POST /vendor/sandbox/v1/session',
  'GET /vendor/sandbox/v1/events',
  'POST /vendor/sandbox/v1/bets',
  'GET /vendor/sandbox/v1/tickets',
  'POST /vendor/sandbox/v1/events/:eventId/settle',
  'POST /vendor/sandbox/v1/fish/shoot',
]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('route table', () => {
  const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

  it('declares auth on every route and agrees with spec section 6', () => {
    const routes = t.app.routeTable.filter((r) => r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(8);
    for (const route of routes) {
      const k = key(route);
      if (route.url.startsWith('/ops/')) {
        expect(k in OPS_ROLES, `operator route ${k} is not classified: add it to OPS_ROLES`).toBe(true);
        expect(route.auth, k).toBe('none');
      } else if (k in SPEC_TOKEN || NOT_IN_SPEC_TOKEN.has(k) || k in TOKEN_BY_DECISION)
        expect(route.auth, k).toBe('session');
      else if (k in SPEC_NO_TOKEN || k in PUBLIC_BY_DECISION || NOT_IN_SPEC_PUBLIC.has(k))
        expect(route.auth, k).toBe('none');
      else throw new Error(`route ${k} is not classified against spec section 6: add it to this test`);
    }
  });

  it('has a route for every spec call it classifies', () => {
    const present = new Set(t.app.routeTable.map(key));
    for (const k of [
      ...Object.keys(SPEC_NO_TOKEN),
      ...Object.keys(SPEC_TOKEN),
      ...Object.keys(PUBLIC_BY_DECISION),
      ...Object.keys(TOKEN_BY_DECISION),
    ]) {
      expect(present.has(k), k).toBe(true);
    }
  });

  it('gives every operator route the operator role it is classified with', async () => {
    const Fastify = (await import('fastify')).default;
    const { opsRoutes } = await import('../src/modules/operators/ops.routes.ts');
    const bare = Fastify();
    const declared = new Map<string, unknown>();
    bare.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat())
        declared.set(`${method} ${route.url}`, route.config?.operator);
    });
    await bare.register(opsRoutes, {
      ...t.services,
      merchants: t.services.system,
      members: t.services.accounts,
      money: t.services.daily,
      registrations: t.services.accounts.registrationsByDay,
    });
    await bare.ready();
    const present = t.app.routeTable.filter((r) => r.url.startsWith('/ops/') && r.method !== 'HEAD').map(key);
    expect(new Set(present)).toEqual(new Set(Object.keys(OPS_ROLES)));
    for (const [k, role] of Object.entries(OPS_ROLES)) expect(declared.get(k), k).toBe(role);
    await bare.close();
  });

  it('refuses an operator route without a declared operator role at start', async () => {
    const Fastify = (await import('fastify')).default;
    const { guardOperatorRoutes } = await import('../src/modules/operators/operator-guard.ts');
    const bare = Fastify();
    const start = async () => {
      await bare.register(async (scope) => {
        guardOperatorRoutes(scope, t.services.operators);
        scope.get('/ops/v1/undeclared', { config: { auth: 'none' } }, async () => 'x');
      });
      await bare.ready();
    };
    await expect(start()).rejects.toThrow(/must declare config.operator/);
  });

  it('refuses a route without a declared auth at start', async () => {
    const { app } = t;
    const Fastify = (await import('fastify')).default;
    const fp = (await import('fastify-plugin')).default;
    const { auth } = await import('../src/platform/auth.ts');
    const bare = Fastify();
    await bare.register(fp(async () => {}, { name: 'tenancy' }));
    await bare.register(auth, { resolveSession: async () => null });
    const start = async () => {
      bare.get('/undeclared', async () => 'x');
      await bare.ready();
    };
    await expect(start()).rejects.toThrow(/must declare config.auth/);
    expect(app.routeTable.length).toBeGreaterThan(0);
  });
});
