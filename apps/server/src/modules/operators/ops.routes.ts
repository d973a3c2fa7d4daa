import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EnrolChallenge,
  OperatorEnrolConfirmBody,
  OperatorEnrolResult,
  OperatorLoginBody,
  OperatorLoginResult,
  OperatorSessionInfo,
  OperatorTotpBody,
  OperatorTotpResult,
  OpsMerchant,
} from '@portal/contracts/operators.schema';
import { Type } from 'typebox';
import { ok } from '../../platform/app-error.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { CatalogueAdmin } from '../games/catalogue-admin.service.ts';
import type { DepositDecisions, WithdrawalDecisions } from '../payments/decisions.ts';
import type { OperatorService } from './operator.service.ts';
import {
  callerOf,
  guardOperatorRoutes,
  OPS_SECURITY,
  OPS_TAGS,
  operatorOf,
  opsConfig,
} from './operator-guard.ts';
import { createOperatorLogin } from './operator-login.ts';
import { type OpsAdjustmentsDeps, opsAdjustmentsRoutes } from './ops-adjustments.routes.ts';
import { opsAdminRoutes } from './ops-admin.routes.ts';
import { opsCatalogueRoutes } from './ops-catalogue.routes.ts';
import { type OpsChatDeps, opsChatRoutes } from './ops-chat.routes.ts';
import { type OpsContentDeps, opsContentRoutes } from './ops-content.routes.ts';
import { type OpsContractsDeps, opsContractsRoutes } from './ops-contracts.routes.ts';
import { type OpsDashboardDeps, opsDashboardRoutes } from './ops-dashboard.routes.ts';
import { type OpsEngagementDeps, opsEngagementRoutes } from './ops-engagement.routes.ts';
import { type OpsJobsDeps, opsJobsRoutes } from './ops-jobs.routes.ts';
import { type OpsLedgerDeps, opsLedgerRoutes } from './ops-ledger.routes.ts';
import { type OpsLotteryDeps, opsLotteryRoutes } from './ops-lottery.routes.ts';
import { type OpsMerchantsDeps, opsMerchantsRoutes } from './ops-merchants.routes.ts';
import { type OpsMessagesDeps, opsMessagesRoutes } from './ops-messages.routes.ts';
import { type OpsMissionsDeps, opsMissionsRoutes } from './ops-missions.routes.ts';
import { opsPaymentsRoutes } from './ops-payments.routes.ts';
import { type OpsPlayerVipDeps, opsPlayerVipRoutes } from './ops-player-vip.routes.ts';
import { type OpsPlayersDeps, opsPlayersRoutes } from './ops-players.routes.ts';
import { type OpsPointsDeps, opsPointsRoutes } from './ops-points.routes.ts';
import { type OpsPromotionsDeps, opsPromotionsRoutes } from './ops-promotions.routes.ts';
import { type OpsRafflesDeps, opsRafflesRoutes } from './ops-raffles.routes.ts';
import { type OpsRedEnvelopesDeps, opsRedEnvelopesRoutes } from './ops-red-envelopes.routes.ts';
import { type OpsTreeDeps, opsTreeRoutes } from './ops-tree.routes.ts';
import { type OpsVipRebatesDeps, opsVipRebatesRoutes } from './ops-vip-rebates.routes.ts';

export type OpsRoutesDeps = {
  operators: OperatorService;
  deposits: DepositDecisions;
  withdrawals: WithdrawalDecisions;
  catalogue: CatalogueAdmin;
  limiter: RateLimiter;
} & Omit<OpsLedgerDeps, 'operators'> &
  Omit<OpsContentDeps, 'operators' | 'merchants'> &
  Omit<OpsJobsDeps, 'operators'> &
  Omit<OpsDashboardDeps, 'operators'> &
  Omit<OpsPlayersDeps & OpsAdjustmentsDeps, 'operators'> &
  Omit<OpsMerchantsDeps, 'operators'> &
  Omit<OpsLotteryDeps, 'operators'> &
  Omit<OpsContractsDeps, 'operators'> &
  Omit<OpsVipRebatesDeps, 'operators'> &
  Omit<OpsTreeDeps, 'operators'> &
  Omit<OpsPromotionsDeps, 'operators'> &
  Omit<OpsPlayerVipDeps, 'operators'> &
  Omit<OpsEngagementDeps, 'operators'> &
  Omit<OpsMissionsDeps, 'operators'> &
  Omit<OpsPointsDeps, 'operators'> &
  Omit<OpsMessagesDeps, 'operators'> &
  Omit<OpsChatDeps, 'operators'> &
  Omit<OpsRedEnvelopesDeps, 'operators'> &
  Omit<OpsRafflesDeps, 'operators'>;

/**
 * The operator API under /ops/v1, for the command-line tool now and the web back office later.
 * Operators are not members: their own accounts, sessions and roles, and they act across the
 * merchants of their scope whatever site the request names.
 */
export const opsRoutes: FastifyPluginAsyncTypebox<OpsRoutesDeps> = async (app, deps) => {
  guardOperatorRoutes(app, deps.operators);
  const logins = createOperatorLogin({ operators: deps.operators, limiter: deps.limiter });

  app.post(
    '/ops/v1/session/login',
    {
      config: opsConfig('none'),
      schema: {
        tags: OPS_TAGS,
        summary: 'Operator login, first step: a session, or a challenge for a code',
        description:
          'An operator without a second factor whose role does not need one (viewer) gets its session: ' +
          '{token, operator}, a token for the Authorization header, valid 8 hours and ended sooner by 30 ' +
          'minutes without a request. An operator with an authenticator app gets {next: "totp", challenge, ' +
          'expiresAt}; an admin or finance operator without one gets {next: "enrol", challenge, expiresAt, ' +
          'secret, otpauthUri} (show otpauthUri as a QR code). Answer either at POST /ops/v1/session/totp ' +
          'within 5 minutes.',
        body: OperatorLoginBody,
        response: envelopeResponses(OperatorLoginResult),
      },
    },
    async (req) => ok(await logins.login(callerOf(req), req.body)),
  );

  app.post(
    '/ops/v1/session/totp',
    {
      config: opsConfig('none'),
      schema: {
        tags: OPS_TAGS,
        summary:
          'Operator login, second step: the challenge and a code (or a recovery code) give the session',
        description:
          'Give code (6 digits from the authenticator app; a code works once) or recoveryCode, not both. ' +
          'The answer is the session; for an enrolment, also the ten recovery codes, shown this once. ' +
          'operator.totp.invalid: wrong or used code, try again (5 tries per challenge); ' +
          'operator.challenge.invalid: expired or spent, log in again.',
        body: OperatorTotpBody,
        response: envelopeResponses(OperatorTotpResult),
      },
    },
    async (req) => ok(await logins.completeLogin(callerOf(req), req.body)),
  );

  app.post(
    '/ops/v1/session/2fa/enrol',
    {
      config: opsConfig('viewer'),
      schema: {
        tags: OPS_TAGS,
        summary: 'Starts setting up an authenticator app for the caller (a new secret and its otpauth URI)',
        description:
          "Confirm with the app's first code at POST /ops/v1/session/2fa/confirm within 5 minutes.",
        security: OPS_SECURITY,
        response: envelopeResponses(EnrolChallenge),
      },
    },
    async (req) => ok(await deps.operators.beginEnrolment(operatorOf(req), callerOf(req))),
  );

  app.post(
    '/ops/v1/session/2fa/confirm',
    {
      config: opsConfig('viewer'),
      schema: {
        tags: OPS_TAGS,
        summary: "Confirms the enrolment with the app's first code: the ten recovery codes, shown once",
        security: OPS_SECURITY,
        body: OperatorEnrolConfirmBody,
        response: envelopeResponses(OperatorEnrolResult),
      },
    },
    async (req) => ok(await deps.operators.confirmEnrolment(operatorOf(req), callerOf(req), req.body)),
  );

  app.delete(
    '/ops/v1/session/logout',
    {
      config: opsConfig('viewer'),
      schema: {
        tags: OPS_TAGS,
        summary: "Ends the caller's operator session",
        security: OPS_SECURITY,
        response: envelopeResponses(Type.Null()),
      },
    },
    async (req) => {
      await deps.operators.logout(operatorOf(req), callerOf(req));
      return ok(null);
    },
  );

  app.get(
    '/ops/v1/session',
    {
      config: opsConfig('viewer'),
      schema: {
        tags: OPS_TAGS,
        summary: 'The operator behind the token, its second factor and when the session ends',
        security: OPS_SECURITY,
        response: envelopeResponses(OperatorSessionInfo),
      },
    },
    async (req) => ok(deps.operators.sessionInfo(operatorOf(req))),
  );

  app.get(
    '/ops/v1/merchants',
    {
      config: opsConfig('viewer'),
      schema: {
        tags: OPS_TAGS,
        summary: "The merchants of the operator's scope, by code (one for an operator of one merchant)",
        security: OPS_SECURITY,
        response: envelopeResponses(Type.Array(OpsMerchant)),
      },
    },
    async (req) => ok(await deps.operators.merchantsOf(operatorOf(req))),
  );

  await app.register(opsPaymentsRoutes, deps);
  await app.register(opsCatalogueRoutes, deps);
  await app.register(opsAdminRoutes, deps);
  await app.register(opsLedgerRoutes, deps);
  await app.register(opsContentRoutes, deps);
  await app.register(opsJobsRoutes, deps);
  await app.register(opsDashboardRoutes, deps);
  await app.register(opsPlayersRoutes, deps);
  await app.register(opsAdjustmentsRoutes, deps);
  await app.register(opsMerchantsRoutes, deps);
  await app.register(opsLotteryRoutes, deps);
  await app.register(opsContractsRoutes, deps);
  await app.register(opsVipRebatesRoutes, deps);
  await app.register(opsTreeRoutes, deps);
  await app.register(opsPromotionsRoutes, deps);
  await app.register(opsPlayerVipRoutes, deps);
  await app.register(opsEngagementRoutes, deps);
  await app.register(opsMissionsRoutes, deps);
  await app.register(opsPointsRoutes, deps);
  await app.register(opsMessagesRoutes, deps);
  await app.register(opsChatRoutes, deps);
  await app.register(opsRedEnvelopesRoutes, deps);
  await app.register(opsRafflesRoutes, deps);
};
