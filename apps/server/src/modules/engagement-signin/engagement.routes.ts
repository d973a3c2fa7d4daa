import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CheckIn,
  SigninStatus,
  SpinRequest,
  WheelSpin,
  WheelStatus,
} from '@portal/contracts/signin-wheel.schema';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../platform/app-error.ts';
import { languageOf } from '../../platform/request-language.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { Engagement } from './engagement.service.ts';

const SECURITY = [{ token: [] }];
const tags = ['engagement'];
/** A signed-in real account (spec section 6: trial accounts are refused). */
const player = { auth: 'session', realAccount: true } as const;
const callerOf = (req: FastifyRequest) => req.session as NonNullable<FastifyRequest['session']>;

/** The sign-in task and the wheel (decision 0036). */
export const engagementRoutes: FastifyPluginAsyncTypebox<{ engagement: Engagement }> = async (
  app,
  { engagement },
) => {
  app.get(
    '/wps/signin',
    {
      config: player,
      schema: {
        tags,
        summary: "The merchant's sign-in calendar, the caller's streak, today's state and wheel tickets",
        security: SECURITY,
        response: envelopeResponses(SigninStatus),
      },
    },
    async (req) => ok(await engagement.status(req.merchant.id, callerOf(req).accountId)),
  );

  app.post(
    '/wps/signin/check-in',
    {
      config: player,
      schema: {
        tags,
        summary:
          "Today's check-in (the merchant's day), once: the day's tickets at once, its cash in the reward centre",
        security: SECURITY,
        response: envelopeResponses(CheckIn),
      },
    },
    async (req) => ok(await engagement.checkIn(req.merchant.id, callerOf(req).accountId)),
  );

  app.get(
    '/wps/wheel',
    {
      config: player,
      schema: {
        tags,
        summary: "The wheel's prizes with their probabilities, and the caller's tickets",
        security: SECURITY,
        response: envelopeResponses(WheelStatus),
      },
    },
    async (req) => ok(await engagement.wheel(req.merchant.id, callerOf(req).accountId, languageOf(req))),
  );

  app.post(
    '/wps/wheel/spin',
    {
      config: player,
      schema: {
        tags,
        summary: 'Spends one ticket on a spin drawn on the server; the same request id answers the same spin',
        security: SECURITY,
        body: SpinRequest,
        response: envelopeResponses(WheelSpin),
      },
    },
    async (req) =>
      ok(
        await engagement.spin(req.merchant.id, callerOf(req).accountId, req.body.requestId, languageOf(req)),
      ),
  );
};
