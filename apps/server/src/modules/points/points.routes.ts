import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConvertPointBody,
  PointBalance,
  PointConfig,
  PointExchangePage,
  PointExchangeResult,
  PointListQuery,
  PointMovementPage,
  RedeemPointBody,
} from '@portal/contracts/points.schema';
import type { FastifyRequest } from 'fastify';
import { AppError, ok } from '../../platform/app-error.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limit.ts';
import { languageOf } from '../../platform/request-language.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { Points } from './points.service.ts';

const SECURITY = [{ token: [] }];
const tags = ['points'];
/** Points are a real player's: never a trial account's (spec section 7: all points calls need a token). */
const member = { auth: 'session', realAccount: true } as const;
/** Per account: calls that check the payment password (its lock is the real cap on guesses). */
const PASSWORD_CHECKS: RateRule = { limit: 30, windowMs: 15 * 60_000 };
const accountOf = (req: FastifyRequest) => (req.session as NonNullable<FastifyRequest['session']>).accountId;

/** The portal's points calls (spec section 7; decision 0035). */
export const pointsRoutes: FastifyPluginAsyncTypebox<{ points: Points; limiter: RateLimiter }> = async (
  app,
  { points, limiter },
) => {
  async function limit(req: FastifyRequest) {
    const verdict = await limiter.hit(`points:password:${accountOf(req)}`, PASSWORD_CHECKS);
    if (!verdict.allowed) throw new AppError('too.many.requests');
  }

  app.get(
    '/wps/relay/MCSFE_getPointBalance',
    {
      config: member,
      schema: {
        tags,
        summary: "The caller's points",
        security: SECURITY,
        response: envelopeResponses(PointBalance),
      },
    },
    async (req) => ok({ balance: await points.balanceOf(req.merchant.id, accountOf(req)) }),
  );

  app.get(
    '/wps/relay/MCSFE_getPointConfig',
    {
      config: member,
      schema: {
        tags,
        summary: 'The points rates per game category, the cash ratio and the mall items on sale',
        security: SECURITY,
        response: envelopeResponses(PointConfig),
      },
    },
    async (req) => ok(await points.config(req.merchant.id, languageOf(req))),
  );

  app.get(
    '/wps/relay/MCSFE_getRedeemPointList',
    {
      config: member,
      schema: {
        tags,
        summary:
          "The caller's exchanges (items and conversions), newest first, with their states and remarks",
        security: SECURITY,
        querystring: PointListQuery,
        response: envelopeResponses(PointExchangePage),
      },
    },
    async (req) => ok(await points.exchanges(accountOf(req), req.query, languageOf(req))),
  );

  app.get(
    '/wps/relay/ODSFE2_MemTransDet',
    {
      config: member,
      schema: {
        tags,
        summary:
          "The caller's points movements, newest first (earned, awarded, redeemed, returned, converted)",
        security: SECURITY,
        querystring: PointListQuery,
        response: envelopeResponses(PointMovementPage),
      },
    },
    async (req) => ok(await points.movements(req.merchant.id, accountOf(req), req.query)),
  );

  app.post(
    '/wps/relay/passwordCheck/MCSFE_redeemPoint',
    {
      config: { ...member, encrypted: true },
      schema: {
        tags,
        summary: 'Redeems a mall item with the payment password; the exchange waits for an operator',
        description:
          'The body is sent encrypted (DESIGN.md 5). A repeated requestId answers the first exchange.',
        security: SECURITY,
        body: RedeemPointBody,
        response: envelopeResponses(PointExchangeResult),
      },
    },
    async (req) => {
      await limit(req);
      return ok(await points.redeem(req.merchant.id, accountOf(req), req.body, languageOf(req)));
    },
  );

  app.post(
    '/wps/relay/passwordCheck/MCSFE_convertPoint',
    {
      config: { ...member, encrypted: true },
      schema: {
        tags,
        summary:
          "Converts points to cash at the merchant's ratio with the payment password, credited at once",
        description:
          'The body is sent encrypted (DESIGN.md 5). A repeated requestId answers the first exchange.',
        security: SECURITY,
        body: ConvertPointBody,
        response: envelopeResponses(PointExchangeResult),
      },
    },
    async (req) => {
      await limit(req);
      return ok(await points.convert(req.merchant.id, accountOf(req), req.body, languageOf(req)));
    },
  );
};
