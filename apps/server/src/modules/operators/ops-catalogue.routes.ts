import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Page } from '@portal/contracts/common.schema';
import {
  OpsCatalogueIdParams,
  OpsCatalogueQuery,
  OpsGame,
  OpsGamePatch,
  OpsGameQuery,
  OpsHotOrder,
  OpsVendor,
  OpsVendorPatch,
} from '@portal/contracts/ops-catalogue.schema';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { CatalogueAdmin, CatalogueChange } from '../games/catalogue-admin.service.ts';
import { actorOf, type OperatorService, scopeOf } from './operator.service.ts';
import { callerOf, OPS_SECURITY, OPS_TAGS, operatorOf, opsConfig } from './operator-guard.ts';

export type OpsCatalogueDeps = { operators: OperatorService; catalogue: CatalogueAdmin };

/**
 * The catalogue for operators (issue 15): viewers read a merchant's vendors, games and hot list;
 * administrators turn the switches and order the hot list. Each change is audited with what moved, a
 * refused one too, and shows on the portal at the next request (the games module drops its caches).
 */
export const opsCatalogueRoutes: FastifyPluginAsyncTypebox<OpsCatalogueDeps> = async (
  app,
  { operators, catalogue },
) => {
  const reader = opsConfig('viewer');
  const admin = opsConfig('admin');

  /** The merchant a call names, within the caller's scope (else merchant.unknown). */
  const merchantOf = (req: FastifyRequest, code: string) => operators.scopedMerchantId(operatorOf(req), code);

  /** Runs a change with its audit row: written before, completed with the switches that moved or the refusal. */
  async function audited<T>(
    req: FastifyRequest,
    entry: { action: string; target: string; detail: Record<string, unknown> },
    run: () => Promise<CatalogueChange<T>>,
  ): Promise<T> {
    const operator = operatorOf(req);
    const change = await operators.audit.around(
      actorOf(operator, callerOf(req)),
      { ...entry, merchantId: operator.merchantId },
      run,
      async (done) => ({
        merchantId: done.merchantId,
        detail: {
          outcome: Object.keys(done.changed).length > 0 ? 'changed' : 'unchanged',
          changed: done.changed,
        },
      }),
      (error) => req.log.error({ failure: String(error), ...entry }, 'audit row not completed'),
    );
    return change.value;
  }

  app.get(
    '/ops/v1/catalogue/vendors',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "A merchant's game vendors in the portal's order, with their switches and game counts",
        security: OPS_SECURITY,
        querystring: OpsCatalogueQuery,
        response: envelopeResponses(Type.Array(OpsVendor)),
      },
    },
    async (req) => ok(await catalogue.vendors(await merchantOf(req, req.query.merchant))),
  );

  app.get(
    '/ops/v1/catalogue/games',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "A merchant's games in the portal's order, disabled ones too, with their switches",
        description:
          'search matches part of the name in any language, the node name or the game code; flag keeps ' +
          'enabled, disabled, maintenance (the game or its vendor), hot, new or trial games.',
        security: OPS_SECURITY,
        querystring: OpsGameQuery,
        response: envelopeResponses(Page(OpsGame)),
      },
    },
    async (req) => {
      const { merchant, ...query } = req.query;
      return ok(await catalogue.games(await merchantOf(req, merchant), query));
    },
  );

  app.get(
    '/ops/v1/catalogue/hot',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "A merchant's hot list, first place first (the portal shows the first 30)",
        security: OPS_SECURITY,
        querystring: OpsCatalogueQuery,
        response: envelopeResponses(Type.Array(OpsGame)),
      },
    },
    async (req) => ok(await catalogue.hotList(await merchantOf(req, req.query.merchant))),
  );

  app.patch(
    '/ops/v1/catalogue/games/:id',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: "Sets a game's switches: enabled, maintenance, free trial, hot (joins the end), new",
        security: OPS_SECURITY,
        params: OpsCatalogueIdParams,
        body: OpsGamePatch,
        response: envelopeResponses(OpsGame),
      },
    },
    async (req) => {
      const { id } = req.params;
      const game = await audited(
        req,
        { action: 'catalogue.game.update', target: `game:${id}`, detail: { requested: req.body } },
        () => catalogue.updateGame(id, scopeOf(operatorOf(req)), req.body),
      );
      return ok(game);
    },
  );

  app.patch(
    '/ops/v1/catalogue/vendors/:id',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary:
          "Sets a vendor's switches: enabled (off hides it and its games), maintenance (closes its games)",
        security: OPS_SECURITY,
        params: OpsCatalogueIdParams,
        body: OpsVendorPatch,
        response: envelopeResponses(OpsVendor),
      },
    },
    async (req) => {
      const { id } = req.params;
      const vendor = await audited(
        req,
        { action: 'catalogue.vendor.update', target: `vendor:${id}`, detail: { requested: req.body } },
        () => catalogue.updateVendor(id, scopeOf(operatorOf(req)), req.body),
      );
      return ok(vendor);
    },
  );

  app.put(
    '/ops/v1/catalogue/hot',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: "Puts a merchant's hot list in a new order: the ids of exactly the games on it, first first",
        security: OPS_SECURITY,
        querystring: OpsCatalogueQuery,
        body: OpsHotOrder,
        response: envelopeResponses(Type.Array(OpsGame)),
      },
    },
    async (req) => {
      const { merchant } = req.query;
      const list = await audited(
        req,
        {
          action: 'catalogue.hot.reorder',
          target: `merchant:${merchant.toLowerCase()}`,
          detail: { requested: req.body.games },
        },
        async () => catalogue.reorderHot(await merchantOf(req, merchant), req.body.games),
      );
      return ok(list);
    },
  );
};
