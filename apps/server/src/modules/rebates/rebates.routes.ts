import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DownlineRatesBody,
  DownlineRatesQuery,
  RebateAccrued,
  RebateClaimBody,
  RebatePayment,
  RebateRate,
  RebateRates,
} from '@portal/contracts/rebates.schema';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { Rebates } from './rebates.service.ts';

const SECURITY = [{ token: [] }];
const tags = ['rebates'];
/** A signed-in real account (spec section 6: trial accounts are refused). */
const player = { auth: 'session', realAccount: true } as const;
const callerOf = (req: FastifyRequest) => req.session as NonNullable<FastifyRequest['session']>;

const DownlineRates = Type.Object({ own: Type.Array(RebateRate), downline: Type.Array(RebateRate) });

/** The player's rebate calls (decision 0031): rates, the manual rebate and its claim, an agent's downline rates. */
export const rebatesRoutes: FastifyPluginAsyncTypebox<{ rebates: Rebates }> = async (app, { rebates }) => {
  app.get(
    '/wps/rebates/rates',
    {
      config: player,
      schema: {
        tags,
        summary: "The caller's rebate rates per game category now, and every VIP level's",
        security: SECURITY,
        response: envelopeResponses(RebateRates),
      },
    },
    async (req) => ok(await rebates.rates(req.merchant.id, callerOf(req).accountId)),
  );

  app.get(
    '/wps/rebates/manual',
    {
      config: player,
      schema: {
        tags,
        summary:
          'The manual rebate: what accrued since the last payment, by category, and when a claim is allowed',
        security: SECURITY,
        response: envelopeResponses(RebateAccrued),
      },
    },
    async (req) => ok(await rebates.accrued(req.merchant.id, callerOf(req).accountId)),
  );

  app.post(
    '/wps/rebates/manual/claim',
    {
      config: player,
      schema: {
        tags,
        summary: 'Claims the accrued rebate: paid to the wallet at once, once per claim period',
        security: SECURITY,
        body: RebateClaimBody,
        response: envelopeResponses(RebatePayment),
      },
    },
    async (req) => ok(await rebates.claim(req.merchant.id, callerOf(req).accountId)),
  );

  app.get(
    '/wps/rebates/payments',
    {
      config: player,
      schema: {
        tags,
        summary: "The caller's latest rebate payments (daily and claimed)",
        security: SECURITY,
        response: envelopeResponses(Type.Array(RebatePayment)),
      },
    },
    async (req) => ok(await rebates.payments(callerOf(req).accountId)),
  );

  app.get(
    '/wps/rebates/downline',
    {
      config: player,
      schema: {
        tags,
        summary: "An agent's view of a team member's rebate rates beside its own",
        security: SECURITY,
        querystring: DownlineRatesQuery,
        response: envelopeResponses(DownlineRates),
      },
    },
    async (req) => {
      const me = callerOf(req);
      return ok(await rebates.downlineRates(req.merchant.id, me, req.query.downline));
    },
  );

  app.post(
    '/wps/rebates/downline',
    {
      config: player,
      schema: {
        tags,
        summary:
          "An agent sets a team member's rebate rates, each at most its own (the register centre's rebate terms)",
        security: SECURITY,
        body: DownlineRatesBody,
        response: envelopeResponses(DownlineRates),
      },
    },
    async (req) => {
      const me = callerOf(req);
      return ok(await rebates.setDownlineRates(req.merchant.id, me, req.body.downline, req.body.rates));
    },
  );
};
