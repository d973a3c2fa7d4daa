import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Page } from '@portal/contracts/common.schema';
import {
  DepositBody,
  DepositChannel,
  DepositChannelParams,
  DepositOrder,
  DepositQuery,
} from '@portal/contracts/payments.schema';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError, ok } from '../../platform/app-error.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { languageOf } from '../../platform/request-language.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { DepositService } from './deposit.service.ts';
import { gatewayRoutes } from './gateway.routes.ts';

export type DepositsRoutesDeps = { deposits: DepositService; limiter: RateLimiter };

const SECURITY = [{ token: [] }];
/** Deposit requests per account: a person opens a few, a script is stopped (the pending cap is the other guard). */
const DEPOSITS_PER_ACCOUNT = { limit: 10, windowMs: 60_000 };

/** The caller's account id: these routes all declare auth 'session'. */
const accountOf = (req: FastifyRequest) => (req.session as NonNullable<FastifyRequest['session']>).accountId;

/** Deposits (member centre depositv2): channels, orders, history; and the gateways' own routes. */
export const depositsRoutes: FastifyPluginAsyncTypebox<DepositsRoutesDeps> = async (app, deps) => {
  const { deposits, limiter } = deps;
  // Money needs a real account: trial accounts are refused with in_need_true_account.
  const member = { auth: 'session', realAccount: true } as const;
  const tags = ['payments'];

  app.get(
    '/wps/system/depositBanks',
    {
      config: member,
      schema: {
        tags,
        summary: 'The merchant’s deposit channels with their limits, quick amounts and payee',
        description: 'Names in the Accept-Language language when the merchant offers it, else its default.',
        security: SECURITY,
        response: envelopeResponses(Type.Array(DepositChannel)),
      },
    },
    async (req) => ok(await deposits.channels(req.merchant, languageOf(req))),
  );

  app.post(
    '/wps/transaction/deposit/:channel',
    {
      config: member,
      schema: {
        tags,
        summary: 'Opens a deposit order on a channel',
        description:
          'Bank transfer: the order shows the payee, keeps the payer name and reference, and waits for an ' +
          'operator. Gateway: the order carries payUrl, the pay page. A repeated requestId answers the same ' +
          'order. At most 5 orders may wait at once (too.many.requests). Limits: wallet.amount.below.min ' +
          '{min} and wallet.amount.above.max {max}.',
        security: SECURITY,
        params: DepositChannelParams,
        body: DepositBody,
        response: envelopeResponses(DepositOrder),
      },
    },
    async (req) => {
      const accountId = accountOf(req);
      const verdict = await limiter.hit(`deposit:account:${accountId}`, DEPOSITS_PER_ACCOUNT);
      if (!verdict.allowed) throw new AppError('too.many.requests');
      return ok(
        await deposits.create(req.merchant, accountId, req.params.channel, req.body, languageOf(req)),
      );
    },
  );

  app.get(
    '/wps/report/depositTransaction',
    {
      config: member,
      schema: {
        tags,
        summary: 'The member’s deposits, newest first, by status and period',
        description: 'A gateway order left unpaid for 30 minutes shows as expired.',
        security: SECURITY,
        querystring: DepositQuery,
        response: envelopeResponses(Page(DepositOrder)),
      },
    },
    async (req) => ok(await deposits.history(req.merchant, accountOf(req), req.query, languageOf(req))),
  );

  await app.register(gatewayRoutes, { deposits });
};
