import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  OpsEnvelopeBody,
  OpsEnvelopeCampaign,
  OpsEnvelopeDrop,
  OpsEnvelopeParams,
  OpsEnvelopeQuery,
  OpsEnvelopeStatusBody,
} from '@portal/contracts/red-envelopes.schema';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { RedEnvelopes } from '../red-envelopes/red-envelopes.service.ts';
import { merchantChange } from './audited-change.ts';
import type { OperatorService } from './operator.service.ts';
import { OPS_SECURITY, OPS_TAGS, operatorOf, opsConfig } from './operator-guard.ts';

export type OpsRedEnvelopesDeps = {
  operators: OperatorService;
  envelopes: Pick<RedEnvelopes, 'list' | 'create' | 'update' | 'setStatus' | 'drops'>;
};

/**
 * Red envelope campaigns for operators (issue 19, decision 0039): viewers read a merchant's campaigns with
 * their budget used and each drop's opens; administrators create and change campaigns and budgets, and
 * pause, resume or end them. Each change is audited, a refused one too.
 */
export const opsRedEnvelopesRoutes: FastifyPluginAsyncTypebox<OpsRedEnvelopesDeps> = async (app, deps) => {
  const { operators, envelopes } = deps;
  const reader = opsConfig('viewer');
  const admin = opsConfig('admin');
  const merchantOf = (req: FastifyRequest, code: string) => operators.scopedMerchantId(operatorOf(req), code);
  const audited = merchantChange(operators);

  app.get(
    '/ops/v1/red-envelopes',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary:
          "A merchant's red envelope campaigns, newest first, with the budget used and envelopes opened",
        security: OPS_SECURITY,
        querystring: OpsEnvelopeQuery,
        response: envelopeResponses(Type.Array(OpsEnvelopeCampaign)),
      },
    },
    async (req) => ok(await envelopes.list(await merchantOf(req, req.query.merchant))),
  );

  app.post(
    '/ops/v1/red-envelopes',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary:
          'Creates a red envelope campaign: window, drops, budgets, amount tiers and weights, condition',
        security: OPS_SECURITY,
        body: OpsEnvelopeBody,
        response: envelopeResponses(OpsEnvelopeCampaign),
      },
    },
    async (req) => {
      const { merchant, ...input } = req.body;
      const entry = {
        action: 'envelope.create',
        target: `envelopes:${merchant.toLowerCase()}`,
        detail: input,
      };
      return ok(await audited(req, entry, merchant, (id) => envelopes.create(id, input)));
    },
  );

  app.put(
    '/ops/v1/red-envelopes/:id',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary:
          'Changes a campaign; a new total budget moves what is left by the difference (never below what was paid)',
        security: OPS_SECURITY,
        params: OpsEnvelopeParams,
        body: OpsEnvelopeBody,
        response: envelopeResponses(OpsEnvelopeCampaign),
      },
    },
    async (req) => {
      const { merchant, ...input } = req.body;
      const entry = { action: 'envelope.update', target: `envelope:${req.params.id}`, detail: input };
      return ok(await audited(req, entry, merchant, (id) => envelopes.update(id, req.params.id, input)));
    },
  );

  app.post(
    '/ops/v1/red-envelopes/:id/status',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: 'Pauses, resumes or ends a campaign (an ended campaign stays ended)',
        security: OPS_SECURITY,
        params: OpsEnvelopeParams,
        body: OpsEnvelopeStatusBody,
        response: envelopeResponses(OpsEnvelopeCampaign),
      },
    },
    async (req) => {
      const { merchant, status } = req.body;
      const entry = { action: 'envelope.status', target: `envelope:${req.params.id}`, detail: { status } };
      return ok(await audited(req, entry, merchant, (id) => envelopes.setStatus(id, req.params.id, status)));
    },
  );

  app.get(
    '/ops/v1/red-envelopes/:id/drops',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "A campaign's drops opened so far, newest first: budget, what is left, envelopes opened",
        security: OPS_SECURITY,
        params: OpsEnvelopeParams,
        querystring: OpsEnvelopeQuery,
        response: envelopeResponses(Type.Array(OpsEnvelopeDrop)),
      },
    },
    async (req) => ok(await envelopes.drops(await merchantOf(req, req.query.merchant), req.params.id)),
  );
};
