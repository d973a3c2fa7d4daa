import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  OperatorLoginBody,
  OperatorLoginResult,
  OperatorView,
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
import { opsAdminRoutes } from './ops-admin.routes.ts';
import { opsCatalogueRoutes } from './ops-catalogue.routes.ts';
import { opsPaymentsRoutes } from './ops-payments.routes.ts';

export type OpsRoutesDeps = {
  operators: OperatorService;
  deposits: DepositDecisions;
  withdrawals: WithdrawalDecisions;
  catalogue: CatalogueAdmin;
  limiter: RateLimiter;
};

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
        summary: 'Operator login: a new token, valid 8 hours, for the Authorization header',
        body: OperatorLoginBody,
        response: envelopeResponses(OperatorLoginResult),
      },
    },
    async (req) => ok(await logins.login(callerOf(req), req.body)),
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
        summary: 'The operator behind the token',
        security: OPS_SECURITY,
        response: envelopeResponses(OperatorView),
      },
    },
    async (req) => {
      const { id, username, role, merchant } = operatorOf(req);
      return ok({ id, username, role, merchant });
    },
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
};
