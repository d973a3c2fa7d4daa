import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OpsPlayerParams } from '@portal/contracts/operators-players.schema';
import {
  OpsRaffle,
  OpsRaffleBody,
  OpsRaffleDetail,
  OpsRaffleGrant,
  OpsRaffleGrantBody,
  OpsRaffleParams,
  OpsRaffleQuery,
} from '@portal/contracts/raffles.schema';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { Raffles } from '../raffles/raffles.service.ts';
import { merchantChange } from './audited-change.ts';
import type { OperatorService } from './operator.service.ts';
import { OPS_SECURITY, OPS_TAGS, operatorOf, opsConfig } from './operator-guard.ts';
import { type OpsPlayersDeps, playerChanges } from './ops-players.routes.ts';

export type OpsRafflesDeps = Pick<OpsPlayersDeps, 'operators' | 'playerAdmin'> & {
  operators: OperatorService;
  raffles: Pick<Raffles, 'opsList' | 'opsDetail' | 'create' | 'update' | 'cancel' | 'drawNow' | 'grant'>;
};

const MerchantBody = Type.Object({ merchant: OpsRaffleQuery.properties.merchant });

/**
 * Raffles for operators (issue 19, decision 0038): viewers read a merchant's raffles and a raffle's draw
 * (entrants, winners, the secret once revealed); administrators create raffles, change them before their
 * window opens, cancel them, and draw one now; finance grants a player tickets. Each change is audited.
 */
export const opsRafflesRoutes: FastifyPluginAsyncTypebox<OpsRafflesDeps> = async (app, deps) => {
  const { operators, raffles } = deps;
  const { changed } = playerChanges(deps);
  const reader = opsConfig('viewer');
  const admin = opsConfig('admin');
  const merchantOf = (req: FastifyRequest, code: string) => operators.scopedMerchantId(operatorOf(req), code);
  const audited = merchantChange(operators);

  app.get(
    '/ops/v1/raffles',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "A merchant's raffles, the latest draw first, with their tickets, winners and claims",
        security: OPS_SECURITY,
        querystring: OpsRaffleQuery,
        response: envelopeResponses(Type.Array(OpsRaffle)),
      },
    },
    async (req) => ok(await raffles.opsList(await merchantOf(req, req.query.merchant))),
  );

  app.get(
    '/ops/v1/raffles/:id',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary:
          "A raffle and its draw: the entrants' tickets, the winners and their claims, the revealed secret",
        security: OPS_SECURITY,
        params: OpsRaffleParams,
        querystring: OpsRaffleQuery,
        response: envelopeResponses(OpsRaffleDetail),
      },
    },
    async (req) => ok(await raffles.opsDetail(await merchantOf(req, req.query.merchant), req.params.id)),
  );

  app.post(
    '/ops/v1/raffles',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary:
          'Creates a raffle: texts in English and Thai, the entry window, the draw time, the ticket rules and ' +
          'the prizes; its secret is drawn now and its SHA-256 published',
        security: OPS_SECURITY,
        body: OpsRaffleBody,
        response: envelopeResponses(OpsRaffle),
      },
    },
    async (req) => {
      const { merchant, ...config } = req.body;
      const entry = { action: 'raffle.create', target: `raffles:${merchant.toLowerCase()}`, detail: config };
      return ok(await audited(req, entry, merchant, (id) => raffles.create(id, config)));
    },
  );

  app.put(
    '/ops/v1/raffles/:id',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: 'Changes a raffle before its entry window opens (its commitment stays)',
        security: OPS_SECURITY,
        params: OpsRaffleParams,
        body: OpsRaffleBody,
        response: envelopeResponses(OpsRaffle),
      },
    },
    async (req) => {
      const { merchant, ...config } = req.body;
      const entry = { action: 'raffle.update', target: `raffle:${req.params.id}`, detail: config };
      return ok(await audited(req, entry, merchant, (id) => raffles.update(id, req.params.id, config)));
    },
  );

  app.post(
    '/ops/v1/raffles/:id/cancel',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: 'Cancels a raffle not drawn yet: nothing is drawn or paid',
        security: OPS_SECURITY,
        params: OpsRaffleParams,
        body: MerchantBody,
        response: envelopeResponses(OpsRaffle),
      },
    },
    async (req) => {
      const entry = { action: 'raffle.cancel', target: `raffle:${req.params.id}`, detail: {} };
      return ok(await audited(req, entry, req.body.merchant, (id) => raffles.cancel(id, req.params.id)));
    },
  );

  app.post(
    '/ops/v1/raffles/:id/draw',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: "Draws a raffle now: an open raffle's window ends now; drawn once, as the job would",
        security: OPS_SECURITY,
        params: OpsRaffleParams,
        body: MerchantBody,
        response: envelopeResponses(OpsRaffleDetail),
      },
    },
    async (req) => {
      const entry = { action: 'raffle.draw', target: `raffle:${req.params.id}`, detail: {} };
      return ok(await audited(req, entry, req.body.merchant, (id) => raffles.drawNow(id, req.params.id)));
    },
  );

  app.post(
    '/ops/v1/players/:id/raffle-tickets',
    {
      config: opsConfig('finance'),
      schema: {
        tags: OPS_TAGS,
        summary: 'Grants a player tickets in a raffle not drawn yet, with a reason (under its cap)',
        security: OPS_SECURITY,
        params: OpsPlayerParams,
        body: OpsRaffleGrantBody,
        response: envelopeResponses(OpsRaffleGrant),
      },
    },
    async (req) => {
      const { raffleId, tickets, reason } = req.body;
      return ok(
        await changed(
          req,
          req.params.id,
          'raffle.tickets.grant',
          { raffleId, tickets, reason },
          (account) =>
            raffles.grant(account.merchant_id, raffleId, account.id, tickets, reason, operatorOf(req).id),
          (result) => ({ granted: result.granted }),
        ),
      );
    },
  );
};
