import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  OpsDecideBody,
  OpsExchangesQuery,
  OpsIdParams,
  OpsMallItem,
  OpsMallItemBody,
  OpsPlayerPoints,
  OpsPlayerPointsQuery,
  OpsPointExchange,
  OpsPointExchangePage,
  OpsPointSettings,
  OpsPointSettingsBody,
  OpsPointsQuery,
} from '@portal/contracts/points.schema';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { Points } from '../points/points.service.ts';
import { type AuditEntry, auditedChange } from './audited-change.ts';
import type { OperatorService } from './operator.service.ts';
import { OPS_SECURITY, OPS_TAGS, operatorOf, opsConfig } from './operator-guard.ts';

export type OpsPointsDeps = {
  operators: OperatorService;
  points?: Pick<Points, 'settings' | 'configure' | 'items' | 'saveItem' | 'queue' | 'decide' | 'player'>;
};

/**
 * Points and the points mall for operators (issue 19, decision 0035): viewers read the rates, the items,
 * the exchanges and a player's points; administrators set the rates, the ratio and the items; finance
 * approves or rejects the waiting exchanges (a rejection returns the points). Each change is audited.
 */
export const opsPointsRoutes: FastifyPluginAsyncTypebox<OpsPointsDeps> = async (
  app,
  { operators, points },
) => {
  if (!points) return;
  const reader = opsConfig('viewer');
  const admin = opsConfig('admin');
  const finance = opsConfig('finance');
  const merchantOf = (req: FastifyRequest, code: string) => operators.scopedMerchantId(operatorOf(req), code);
  const audited = <T>(
    req: FastifyRequest,
    entry: AuditEntry,
    run: () => Promise<{ merchantId: number; value: T; detail?: Record<string, unknown> }>,
  ) => auditedChange(operators, req, entry, run);

  app.get(
    '/ops/v1/points/settings',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "A merchant's points rates per category, cash ratio and smallest conversion",
        security: OPS_SECURITY,
        querystring: OpsPointsQuery,
        response: envelopeResponses(OpsPointSettings),
      },
    },
    async (req) => ok(await points.settings(await merchantOf(req, req.query.merchant))),
  );

  app.put(
    '/ops/v1/points/settings',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: 'Sets the points rates per category, the cash ratio and the smallest conversion',
        security: OPS_SECURITY,
        body: OpsPointSettingsBody,
        response: envelopeResponses(OpsPointSettings),
      },
    },
    async (req) => {
      const { merchant, ...value } = req.body;
      return ok(
        await audited(req, { action: 'points.settings', target: merchant, detail: value }, async () => {
          const merchantId = await merchantOf(req, merchant);
          return { merchantId, value: await points.configure(merchantId, value) };
        }),
      );
    },
  );

  app.get(
    '/ops/v1/points/items',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "A merchant's mall items, enabled or not",
        security: OPS_SECURITY,
        querystring: OpsPointsQuery,
        response: envelopeResponses(Type.Array(OpsMallItem)),
      },
    },
    async (req) => ok(await points.items(await merchantOf(req, req.query.merchant))),
  );

  app.post(
    '/ops/v1/points/items',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: 'Creates a mall item',
        security: OPS_SECURITY,
        body: OpsMallItemBody,
        response: envelopeResponses(OpsMallItem),
      },
    },
    async (req) => {
      const { merchant, ...value } = req.body;
      return ok(
        await audited(req, { action: 'points.item.create', target: merchant, detail: value }, async () => {
          const merchantId = await merchantOf(req, merchant);
          const item = await points.saveItem(merchantId, null, value);
          return { merchantId, value: item, detail: { id: item.id } };
        }),
      );
    },
  );

  app.put(
    '/ops/v1/points/items/:id',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: 'Changes a mall item: texts, picture, price, stock, enabled',
        security: OPS_SECURITY,
        params: OpsIdParams,
        body: OpsMallItemBody,
        response: envelopeResponses(OpsMallItem),
      },
    },
    async (req) => {
      const { merchant, ...value } = req.body;
      return ok(
        await audited(
          req,
          { action: 'points.item.update', target: `item:${req.params.id}`, detail: value },
          async () => {
            const merchantId = await merchantOf(req, merchant);
            return { merchantId, value: await points.saveItem(merchantId, req.params.id, value) };
          },
        ),
      );
    },
  );

  app.get(
    '/ops/v1/points/exchanges',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "A merchant's exchanges, newest first, by state (pending: the approval queue)",
        security: OPS_SECURITY,
        querystring: OpsExchangesQuery,
        response: envelopeResponses(OpsPointExchangePage),
      },
    },
    async (req) => {
      const { merchant, ...filter } = req.query;
      return ok(await points.queue(await merchantOf(req, merchant), filter));
    },
  );

  app.post(
    '/ops/v1/points/exchanges/:id/decision',
    {
      config: finance,
      schema: {
        tags: OPS_TAGS,
        summary: 'Approves or rejects a waiting item exchange with a remark (a rejection returns the points)',
        security: OPS_SECURITY,
        params: OpsIdParams,
        body: OpsDecideBody,
        response: envelopeResponses(OpsPointExchange),
      },
    },
    async (req) => {
      const { merchant, decision, remark } = req.body;
      return ok(
        await audited(
          req,
          { action: `points.exchange.${decision}`, target: `exchange:${req.params.id}`, detail: { remark } },
          async () => {
            const merchantId = await merchantOf(req, merchant);
            const value = await points.decide(merchantId, req.params.id, {
              decision,
              remark,
              operatorId: operatorOf(req).id,
            });
            return { merchantId, value, detail: { username: value.username, points: value.points } };
          },
        ),
      );
    },
  );

  app.get(
    '/ops/v1/points/player',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "A player's points and their movements, newest first",
        security: OPS_SECURITY,
        querystring: OpsPlayerPointsQuery,
        response: envelopeResponses(OpsPlayerPoints),
      },
    },
    async (req) => {
      const { merchant, username, ...page } = req.query;
      return ok(await points.player(await merchantOf(req, merchant), username, page));
    },
  );
};
