import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  OpsDrawParams,
  OpsDrawResultBody,
  OpsDrawsQuery,
  OpsDrawVoidBody,
  OpsExposure,
  OpsLotteryDraw,
  OpsLotteryGame,
  OpsLotteryGameParams,
  OpsLotteryGamePatch,
  OpsLotteryQuery,
} from '@portal/contracts/lottery.schema';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { Draws } from '../lottery/draws.service.ts';
import type { Lobby } from '../lottery/lobby.service.ts';
import type { LotteryAdmin } from '../lottery/lottery-admin.service.ts';
import { type AuditEntry, auditedChange } from './audited-change.ts';
import { type OperatorService, scopeOf } from './operator.service.ts';
import { OPS_SECURITY, OPS_TAGS, operatorOf, opsConfig } from './operator-guard.ts';

export type OpsLotteryDeps = {
  operators: OperatorService;
  lottery: { admin: LotteryAdmin; draws: Draws; lobby: Lobby };
};

/**
 * The lottery for operators (issue 16): viewers read games, draws and exposure; administrators change a
 * game's schedule, stakes, limit and odds, enter an outside draw's result and void a draw. Each change is
 * audited, a refused one too.
 */
export const opsLotteryRoutes: FastifyPluginAsyncTypebox<OpsLotteryDeps> = async (
  app,
  { operators, lottery },
) => {
  const reader = opsConfig('viewer');
  const admin = opsConfig('admin');
  const merchantOf = (req: FastifyRequest, code: string) => operators.scopedMerchantId(operatorOf(req), code);

  const audited = <T>(
    req: FastifyRequest,
    entry: AuditEntry,
    run: () => Promise<{ merchantId: number; value: T; detail?: Record<string, unknown> }>,
  ) => auditedChange(operators, req, entry, run);

  app.get(
    '/ops/v1/lottery/games',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "A merchant's lottery games: family, schedule, sales close, stakes, liability limit, odds",
        security: OPS_SECURITY,
        querystring: OpsLotteryQuery,
        response: envelopeResponses(Type.Array(OpsLotteryGame)),
      },
    },
    async (req) => ok(await lottery.admin.games(await merchantOf(req, req.query.merchant))),
  );

  app.patch(
    '/ops/v1/lottery/games/:code',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: 'Changes a lottery game; a new schedule replans its coming draws nobody has bet on at once',
        description:
          'cron takes 5 fields, or 6 with seconds; sales must close before the next draw. odds: by play id, ' +
          "every key of the play's odds in basis points (null drops the override). lottery.game.invalid names the fault.",
        security: OPS_SECURITY,
        querystring: OpsLotteryQuery,
        params: OpsLotteryGameParams,
        body: OpsLotteryGamePatch,
        response: envelopeResponses(OpsLotteryGame),
      },
    },
    async (req) => {
      const { merchant } = req.query;
      const game = await audited(
        req,
        {
          action: 'lottery.game.update',
          target: `lottery:${merchant.toLowerCase()}:${req.params.code}`,
          detail: { requested: req.body },
        },
        async () => {
          const merchantId = await merchantOf(req, merchant);
          const done = await lottery.admin.updateGame(merchantId, req.params.code, req.body);
          lottery.lobby.invalidate();
          return { merchantId, value: done.game, detail: { changed: done.changed } };
        },
      );
      return ok(game);
    },
  );

  app.get(
    '/ops/v1/lottery/draws',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "A game's draws, latest first, with their tickets, stakes and payouts",
        security: OPS_SECURITY,
        querystring: OpsDrawsQuery,
        response: envelopeResponses(Type.Array(OpsLotteryDraw)),
      },
    },
    async (req) => {
      const { merchant, game, before, pageSize } = req.query;
      return ok(
        await lottery.admin.draws(await merchantOf(req, merchant), game, {
          ...(before ? { before: new Date(before) } : {}),
          limit: pageSize ?? 50,
        }),
      );
    },
  );

  app.get(
    '/ops/v1/lottery/draws/:id/exposure',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: 'What the house may owe per number of a draw, largest first, against the liability limit',
        security: OPS_SECURITY,
        params: OpsDrawParams,
        response: envelopeResponses(OpsExposure),
      },
    },
    async (req) => {
      const { merchantId: _merchant, ...exposure } = await lottery.admin.exposure(
        req.params.id,
        scopeOf(operatorOf(req)).merchantIds,
      );
      return ok(exposure);
    },
  );

  app.post(
    '/ops/v1/lottery/draws/:id/result',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: "Enters an outside draw's official result once its time has come; its tickets settle next",
        security: OPS_SECURITY,
        params: OpsDrawParams,
        body: OpsDrawResultBody,
        response: envelopeResponses(Type.Object({ drawId: Type.Integer(), result: Type.Unknown() })),
      },
    },
    async (req) => {
      const { id } = req.params;
      const result = await audited(
        req,
        { action: 'lottery.draw.result', target: `draw:${id}`, detail: { requested: req.body.result } },
        async () => {
          const done = await lottery.draws.enterResult(
            id,
            scopeOf(operatorOf(req)).merchantIds,
            req.body.result,
          );
          lottery.lobby.invalidate();
          return { merchantId: done.merchantId, value: done.result };
        },
      );
      return ok({ drawId: id, result });
    },
  );

  app.post(
    '/ops/v1/lottery/draws/:id/void',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: 'Voids a draw not yet settled: every ticket of it is refunded once',
        security: OPS_SECURITY,
        params: OpsDrawParams,
        body: OpsDrawVoidBody,
        response: envelopeResponses(Type.Object({ drawId: Type.Integer() })),
      },
    },
    async (req) => {
      const { id } = req.params;
      await audited(
        req,
        { action: 'lottery.draw.void', target: `draw:${id}`, detail: { reason: req.body.reason } },
        async () => {
          const done = await lottery.draws.voidDraw(
            id,
            scopeOf(operatorOf(req)).merchantIds,
            req.body.reason,
          );
          lottery.lobby.invalidate();
          return { merchantId: done.merchantId, value: null };
        },
      );
      return ok({ drawId: id });
    },
  );
};
