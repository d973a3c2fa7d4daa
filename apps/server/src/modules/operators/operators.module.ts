import type { Database } from '../../db/database.ts';
import type { MerchantAdmin } from '../../flows/merchant-admin.ts';
import type { PlayerAdmin } from '../../flows/player-admin.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { defineModule } from '../../platform/module.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { ContentAdmin } from '../content/content-admin.service.ts';
import type { CatalogueAdmin } from '../games/catalogue-admin.service.ts';
import type { DepositDecisions, WithdrawalDecisions } from '../payments/decisions.ts';
import { createAdjustments } from './adjustments.service.ts';
import type { MerchantDirectory } from './audit.ts';
import { createPlayerNotes } from './notes.service.ts';
import { createOperatorService } from './operator.service.ts';
import { opsRoutes } from './ops.routes.ts';
import type { OpsChatDeps } from './ops-chat.routes.ts';
import type { OpsContractsDeps } from './ops-contracts.routes.ts';
import type { OpsDashboardDeps } from './ops-dashboard.routes.ts';
import type { OpsEngagementDeps } from './ops-engagement.routes.ts';
import type { OpsJobsDeps } from './ops-jobs.routes.ts';
import type { OpsLedgerDeps } from './ops-ledger.routes.ts';
import type { OpsLotteryDeps } from './ops-lottery.routes.ts';
import type { OpsMessagesDeps } from './ops-messages.routes.ts';
import type { OpsMissionsDeps } from './ops-missions.routes.ts';
import type { OpsPlayerVipDeps } from './ops-player-vip.routes.ts';
import type { OpsPointsDeps } from './ops-points.routes.ts';
import type { OpsPromotionsDeps } from './ops-promotions.routes.ts';
import type { OpsRafflesDeps } from './ops-raffles.routes.ts';
import type { OpsRedEnvelopesDeps } from './ops-red-envelopes.routes.ts';
import type { OpsTreeDeps } from './ops-tree.routes.ts';
import type { OpsVipRebatesDeps } from './ops-vip-rebates.routes.ts';

/** Operator accounts, sessions and roles, the audit log, and the operator API over the other modules. */
export function operatorsModule(deps: {
  db: Database;
  /** The system service: merchants by code, and their codes by id. */
  merchants: MerchantDirectory;
  deposits: DepositDecisions;
  withdrawals: WithdrawalDecisions;
  /** The games module's catalogue for operators: its switches and the hot list's order. */
  catalogue: CatalogueAdmin;
  limiter: RateLimiter;
  /** The ledger's read side and the member names its views show. */
  ledger: OpsLedgerDeps['ledger'];
  members: OpsLedgerDeps['members'];
  /** The content service's back-office side: announcements, help sections and pictures. */
  contentAdmin: ContentAdmin;
  /** The jobs runner: its jobs, their runs, and a re-run of a failed one. */
  jobs: OpsJobsDeps['jobs'];
  /** The dashboard's sources: the bets' daily rollup, money per day, registrations per day. */
  dailyBets: OpsDashboardDeps['dailyBets'];
  money: OpsDashboardDeps['money'];
  registrations: OpsDashboardDeps['registrations'];
  /** The players flow: search, a player's page and lists, its status (member and auth). */
  playerAdmin: PlayerAdmin;
  /** The merchants flow: set-up, domains, channels, and a new merchant from a template. */
  merchantAdmin: MerchantAdmin;
  /** The lottery's operator side: games, draws, results, voids. */
  lottery: OpsLotteryDeps['lottery'];
  /** Agent contracts' operator side: contracts, payments, default terms, a settlement now. */
  contracts: OpsContractsDeps['contracts'];
  /** Rebates' and VIP's operator side: rates, mode, runs and re-runs; levels and window. */
  rebates: OpsVipRebatesDeps['rebates'] & OpsPlayerVipDeps['rebates'];
  vip: OpsVipRebatesDeps['vip'] & OpsPlayerVipDeps['vip'];
  /** The agent tree (moves) and the member rollups (their rebuild). */
  tree: OpsTreeDeps['tree'];
  accounts: OpsTreeDeps['accounts'];
  rollups: OpsTreeDeps['rollups'];
  /** Promotions, applications and bonuses for operators (decision 0030). */
  promotions: OpsPromotionsDeps['promotions'];
  bonuses: OpsPromotionsDeps['bonuses'];
  /** The sign-in calendar, the wheel and ticket grants (decision 0036). */
  engagement: OpsEngagementDeps['engagement'];
  /** Missions, the leaderboard's prizes and the referral rule (decision 0037). */
  missions: OpsMissionsDeps['missions'];
  /** Red envelope campaigns and budgets (decision 0039). */
  envelopes: OpsRedEnvelopesDeps['envelopes'];
  /** Publishes balance.changed once a manual adjustment commits. */
  events: EventBus;
  /** Manual adjustments above this (minor units) wait for a second operator. */
  adjustmentApprovalLimit: number;
  /** Seals the operators' authenticator secrets at rest. */
  secretBox: SecretBox;
  /** How long an operator session may stay without a request. */
  idleMs: number;
  /** The clock of sessions, challenges and codes (tests move it); the system's when not given. */
  now?: () => Date;
  /** Points and the points mall for operators (decision 0035). */
  points?: OpsPointsDeps['points'];
  /** Messages and feedback for operators (decision 0040). */
  messages?: OpsMessagesDeps['messages'];
  feedback?: OpsMessagesDeps['feedback'];
  /** The chat room and the live hosts (decision 0044). */
  chat?: OpsChatDeps['chat'];
  /** Raffles and their draws (decision 0038). */
  raffles: OpsRafflesDeps['raffles'];
}) {
  const operators = createOperatorService(deps.db, deps.merchants, {
    secretBox: deps.secretBox,
    idleMs: deps.idleMs,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const now = deps.now ?? (() => new Date());
  const adjustments = createAdjustments({
    db: deps.db,
    ledger: deps.ledger,
    events: deps.events,
    names: { merchantCodes: deps.merchants.merchantCodes, usernames: deps.members.usernames },
    approvalLimit: deps.adjustmentApprovalLimit,
    now,
  });
  const notes = createPlayerNotes(deps.db, now);
  return defineModule('operators', { operators, adjustments, notes }, async (app) => {
    await app.register(opsRoutes, {
      operators,
      deposits: deps.deposits,
      withdrawals: deps.withdrawals,
      catalogue: deps.catalogue,
      limiter: deps.limiter,
      ledger: deps.ledger,
      merchants: deps.merchants,
      members: deps.members,
      contentAdmin: deps.contentAdmin,
      jobs: deps.jobs,
      dailyBets: deps.dailyBets,
      money: deps.money,
      registrations: deps.registrations,
      playerAdmin: deps.playerAdmin,
      merchantAdmin: deps.merchantAdmin,
      lottery: deps.lottery,
      contracts: deps.contracts,
      rebates: deps.rebates,
      vip: deps.vip,
      tree: deps.tree,
      accounts: deps.accounts,
      rollups: deps.rollups,
      promotions: deps.promotions,
      bonuses: deps.bonuses,
      engagement: deps.engagement,
      missions: deps.missions,
      envelopes: deps.envelopes,
      raffles: deps.raffles,
      adjustments,
      notes,
      ...(deps.points ? { points: deps.points } : {}),
      ...(deps.messages ? { messages: deps.messages } : {}),
      ...(deps.feedback ? { feedback: deps.feedback } : {}),
      ...(deps.chat ? { chat: deps.chat } : {}),
    });
  });
}
