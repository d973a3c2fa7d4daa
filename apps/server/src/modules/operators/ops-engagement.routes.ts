import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OpsPlayerParams } from '@portal/contracts/operators-players.schema';
import {
  OpsCalendarBody,
  OpsMerchantQuery,
  OpsTicketGrant,
  OpsTicketGrantBody,
  OpsWheel,
  OpsWheelBody,
  PlayerEngagement,
  SigninCalendar,
  type WheelConfig,
} from '@portal/contracts/signin-wheel.schema';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { Engagement } from '../engagement-signin/engagement.service.ts';
import { auditedChange } from './audited-change.ts';
import { OPS_SECURITY, OPS_TAGS, operatorOf, opsConfig } from './operator-guard.ts';
import { type OpsPlayersDeps, playerChanges } from './ops-players.routes.ts';

export type OpsEngagementDeps = Pick<OpsPlayersDeps, 'operators' | 'playerAdmin'> & {
  engagement: Pick<Engagement, 'calendar' | 'setCalendar' | 'wheelConfig' | 'setWheel' | 'grant' | 'player'>;
};

/** The wheel with each prize's probability: its weight over the sum. */
function withProbabilities(config: WheelConfig) {
  const total = config.prizes.reduce((a, p) => a + p.weight, 0);
  return {
    ...config,
    prizes: config.prizes.map((p) => ({ ...p, probability: total > 0 ? p.weight / total : 0 })),
  };
}

/**
 * The sign-in calendar and the wheel for operators (issue 19, decision 0036): viewers read a merchant's
 * calendar, wheel and a player's check-ins and spins; administrators set the calendar and the wheel;
 * finance grants tickets (they turn into cash prizes) with a reason. Every change is audited.
 */
export const opsEngagementRoutes: FastifyPluginAsyncTypebox<OpsEngagementDeps> = async (app, deps) => {
  const { operators, engagement } = deps;
  const { playerOf, changed } = playerChanges(deps);
  const merchantOf = (req: FastifyRequest, code: string) => operators.scopedMerchantId(operatorOf(req), code);

  app.get(
    '/ops/v1/signin/calendar',
    {
      config: opsConfig('viewer'),
      schema: {
        tags: OPS_TAGS,
        summary:
          "A merchant's sign-in calendar: length, rewards per day and for the streak, condition, reset rule",
        security: OPS_SECURITY,
        querystring: OpsMerchantQuery,
        response: envelopeResponses(SigninCalendar),
      },
    },
    async (req) => ok(await engagement.calendar(await merchantOf(req, req.query.merchant))),
  );

  app.put(
    '/ops/v1/signin/calendar',
    {
      config: opsConfig('admin'),
      schema: {
        tags: OPS_TAGS,
        summary: "Sets a merchant's sign-in calendar (days: one reward per streak day)",
        security: OPS_SECURITY,
        body: OpsCalendarBody,
        response: envelopeResponses(SigninCalendar),
      },
    },
    async (req) => {
      const { merchant, ...calendar } = req.body;
      return ok(
        await auditedChange(
          operators,
          req,
          { action: 'signin.calendar', target: `signin:${merchant.toLowerCase()}`, detail: calendar },
          async () => {
            const merchantId = await merchantOf(req, merchant);
            return { merchantId, value: await engagement.setCalendar(merchantId, calendar) };
          },
        ),
      );
    },
  );

  app.get(
    '/ops/v1/wheel',
    {
      config: opsConfig('viewer'),
      schema: {
        tags: OPS_TAGS,
        summary: "A merchant's wheel: prizes, weights and the resulting probabilities",
        security: OPS_SECURITY,
        querystring: OpsMerchantQuery,
        response: envelopeResponses(OpsWheel),
      },
    },
    async (req) =>
      ok(withProbabilities(await engagement.wheelConfig(await merchantOf(req, req.query.merchant)))),
  );

  app.put(
    '/ops/v1/wheel',
    {
      config: opsConfig('admin'),
      schema: {
        tags: OPS_TAGS,
        summary: "Sets a merchant's wheel prizes and weights (2 to 12 slices)",
        security: OPS_SECURITY,
        body: OpsWheelBody,
        response: envelopeResponses(OpsWheel),
      },
    },
    async (req) => {
      const { merchant, ...config } = req.body;
      return ok(
        await auditedChange(
          operators,
          req,
          { action: 'wheel.config', target: `wheel:${merchant.toLowerCase()}`, detail: config },
          async () => {
            const merchantId = await merchantOf(req, merchant);
            return { merchantId, value: withProbabilities(await engagement.setWheel(merchantId, config)) };
          },
        ),
      );
    },
  );

  app.get(
    '/ops/v1/players/:id/engagement',
    {
      config: opsConfig('viewer'),
      schema: {
        tags: OPS_TAGS,
        summary: "A player's wheel tickets, check-ins, spins and ticket moves, newest first",
        security: OPS_SECURITY,
        params: OpsPlayerParams,
        response: envelopeResponses(PlayerEngagement),
      },
    },
    async (req) => {
      const account = await playerOf(req, req.params.id);
      return ok(await engagement.player(account.merchant_id, account.id, 'en'));
    },
  );

  app.post(
    '/ops/v1/players/:id/wheel-tickets',
    {
      config: opsConfig('finance'),
      schema: {
        tags: OPS_TAGS,
        summary: 'Grants wheel tickets to a player, with a reason',
        security: OPS_SECURITY,
        params: OpsPlayerParams,
        body: OpsTicketGrantBody,
        response: envelopeResponses(OpsTicketGrant),
      },
    },
    async (req) => {
      const { tickets, reason } = req.body;
      const reference = `grant:${randomUUID()}`;
      return ok(
        await changed(
          req,
          req.params.id,
          'wheel.tickets.grant',
          { tickets, reason },
          (account) =>
            engagement.grant(account.merchant_id, account.id, tickets, reason, operatorOf(req).id, reference),
          (result) => ({ tickets: result.tickets }),
        ),
      );
    },
  );
};
