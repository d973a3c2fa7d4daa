import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope } from '@portal/contracts/common.schema';
import {
  OpsApplication,
  OpsApplicationsQuery,
  OpsBonus,
  OpsBonusesQuery,
  OpsIdParams,
  OpsImageParams,
  OpsIssueBonusBody,
  OpsPromotion,
  OpsPromotionInput,
  OpsPromotionsQuery,
  OpsReasonBody,
} from '@portal/contracts/promotions.schema';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { Bonuses } from '../promotions/bonus.service.ts';
import type { Promotions } from '../promotions/promotions.service.ts';
import { type AuditEntry, auditedChange } from './audited-change.ts';
import { actorOf, type OperatorService, scopeOf } from './operator.service.ts';
import { callerOf, OPS_SECURITY, OPS_TAGS, operatorOf, opsConfig } from './operator-guard.ts';
import { StoredImage, sendStoredImage } from './stored-image.ts';

export type OpsPromotionsDeps = {
  operators: OperatorService;
  promotions: Pick<
    Promotions,
    | 'listForOps'
    | 'getForOps'
    | 'create'
    | 'update'
    | 'pause'
    | 'end'
    | 'applications'
    | 'image'
    | 'approve'
    | 'reject'
    | 'issueByHand'
  >;
  bonuses: Pick<Bonuses, 'listForOps' | 'revoke'>;
};

const CHANGES = [
  {
    verb: 'pause',
    summary: 'Pauses a promotion: the portal stops offering it; bonuses already issued stand',
  },
  { verb: 'resume', summary: 'Resumes a paused promotion' },
  { verb: 'end', summary: 'Ends a promotion now (a scheduled one never runs); bonuses already issued stand' },
] as const;

/**
 * Promotions and bonuses for operators (issue 18, decision 0030): every role reads the promotions (with the
 * portal card's preview), the applications and their images, and the bonuses; administrators create, edit,
 * schedule, pause, resume and end promotions; finance reviews applications (approve issues the bonus,
 * reject with a reason) and issues or revokes a bonus by hand with a reason. Each change is audited, a
 * refused one too.
 */
export const opsPromotionsRoutes: FastifyPluginAsyncTypebox<OpsPromotionsDeps> = async (
  app,
  { operators, promotions, bonuses },
) => {
  const reader = opsConfig('viewer');
  const admin = opsConfig('admin');
  const finance = opsConfig('finance');
  const scope = (req: FastifyRequest) => scopeOf(operatorOf(req));

  /** A change in its audit row, under the operator's own merchant scope. */
  const audited = <T>(req: FastifyRequest, entry: AuditEntry, run: () => Promise<T>): Promise<T> =>
    auditedChange(operators, req, entry, async () => ({
      merchantId: operatorOf(req).merchantId,
      value: await run(),
    }));

  app.get(
    '/ops/v1/promotions',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary:
          'The promotions of the operator’s merchants, each with its state and its portal card’s preview',
        security: OPS_SECURITY,
        querystring: OpsPromotionsQuery,
        response: envelopeResponses(Type.Array(OpsPromotion)),
      },
    },
    async (req) => ok(await promotions.listForOps(scope(req), req.query.merchant)),
  );

  app.get(
    '/ops/v1/promotions/:id',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: 'One promotion with its portal card’s preview',
        security: OPS_SECURITY,
        params: OpsIdParams,
        response: envelopeResponses(OpsPromotion),
      },
    },
    async (req) => ok(await promotions.getForOps(scope(req), req.params.id)),
  );

  app.post(
    '/ops/v1/promotions',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: 'Creates a promotion (scheduled by its start); its content HTML is sanitised',
        security: OPS_SECURITY,
        body: OpsPromotionInput,
        response: envelopeResponses(OpsPromotion),
      },
    },
    async (req) =>
      ok(
        await audited(
          req,
          {
            action: 'promotion.create',
            target: `merchant:${req.body.merchant}`,
            detail: { type: req.body.type },
          },
          () => promotions.create(scope(req), req.body),
        ),
      ),
  );

  app.put(
    '/ops/v1/promotions/:id',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: 'Edits a promotion (its merchant and type stay); bonuses already issued keep their terms',
        security: OPS_SECURITY,
        params: OpsIdParams,
        body: OpsPromotionInput,
        response: envelopeResponses(OpsPromotion),
      },
    },
    async (req) =>
      ok(
        await audited(
          req,
          { action: 'promotion.update', target: `promotion:${req.params.id}`, detail: {} },
          () => promotions.update(scope(req), req.params.id, req.body),
        ),
      ),
  );

  /**
   * Ends a promotion now. One that has not started yet ends before it starts: its period becomes the second
   * before now (the promotion's end must come after its start), so it never runs and reads as ended, where
   * the service's end alone would leave it waiting for its start.
   */
  async function endNow(req: FastifyRequest, id: number) {
    const at = Date.now();
    const current = await promotions.getForOps(scope(req), id);
    if (Date.parse(current.startAt) <= at) return promotions.end(scope(req), id);
    const { merchant, type, audience, rules, turnoverMultiplier, categoryWeights, forfeitRule } = current;
    return promotions.update(scope(req), id, {
      merchant,
      type,
      audience,
      startAt: new Date(at - 1_000).toISOString(),
      endAt: new Date(at).toISOString(),
      rules,
      turnoverMultiplier,
      categoryWeights,
      forfeitRule,
      title: current.title,
      content: current.content,
      banner: current.banner,
      sort: current.sort,
    });
  }

  for (const { verb, summary } of CHANGES) {
    app.post(
      `/ops/v1/promotions/:id/${verb}`,
      {
        config: admin,
        schema: {
          tags: OPS_TAGS,
          summary,
          security: OPS_SECURITY,
          params: OpsIdParams,
          response: envelopeResponses(OpsPromotion),
        },
      },
      async (req) =>
        ok(
          await audited(
            req,
            { action: `promotion.${verb}`, target: `promotion:${req.params.id}`, detail: {} },
            () =>
              verb === 'end'
                ? endNow(req, req.params.id)
                : promotions.pause(scope(req), req.params.id, verb === 'pause'),
          ),
        ),
    );
  }

  app.get(
    '/ops/v1/promotions/applications',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary:
          'Applications to custom promotions, newest first (200 at most), with their comment and image ids',
        security: OPS_SECURITY,
        querystring: OpsApplicationsQuery,
        response: envelopeResponses(Type.Array(OpsApplication)),
      },
    },
    async (req) => ok(await promotions.applications(scope(req), req.query)),
  );

  app.get(
    '/ops/v1/promotions/applications/:id/images/:imageId',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: 'An image of an application (PNG or JPEG), as the player uploaded it',
        security: OPS_SECURITY,
        params: OpsImageParams,
        produces: ['image/png', 'image/jpeg', 'application/json'],
        response: { 200: StoredImage, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (req, reply) => {
      const { id, imageId } = req.params;
      const operator = operatorOf(req);
      const image = await promotions.image(scopeOf(operator), id, imageId);
      await operators.audit.record(actorOf(operator, callerOf(req)), {
        action: 'promotion.application.image.view',
        target: `application:${id}`,
        merchantId: operator.merchantId,
        detail: { imageId },
      });
      return sendStoredImage(reply, image, `application-${id}-image-${imageId}`);
    },
  );

  app.post(
    '/ops/v1/promotions/applications/:id/approve',
    {
      config: finance,
      schema: {
        tags: OPS_TAGS,
        summary: "Approves an application: the promotion's bonus is issued (once)",
        security: OPS_SECURITY,
        params: OpsIdParams,
        response: envelopeResponses(OpsApplication),
      },
    },
    async (req) =>
      ok(
        await audited(
          req,
          { action: 'promotion.application.approve', target: `application:${req.params.id}`, detail: {} },
          () => promotions.approve(scope(req), req.params.id),
        ),
      ),
  );

  app.post(
    '/ops/v1/promotions/applications/:id/reject',
    {
      config: finance,
      schema: {
        tags: OPS_TAGS,
        summary: 'Rejects an application with a reason the player sees',
        security: OPS_SECURITY,
        params: OpsIdParams,
        body: OpsReasonBody,
        response: envelopeResponses(OpsApplication),
      },
    },
    async (req) =>
      ok(
        await audited(
          req,
          {
            action: 'promotion.application.reject',
            target: `application:${req.params.id}`,
            detail: { reason: req.body.reason.trim() },
          },
          () => promotions.reject(scope(req), req.params.id, req.body.reason.trim()),
        ),
      ),
  );

  app.get(
    '/ops/v1/bonuses',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary:
          'Bonuses and their turnover requirements, newest first (100 a page; before: the last id seen)',
        security: OPS_SECURITY,
        querystring: OpsBonusesQuery,
        response: envelopeResponses(Type.Array(OpsBonus)),
      },
    },
    async (req) => {
      const operator = operatorOf(req);
      const { merchant, accountId, status, before } = req.query;
      const merchantIds = merchant
        ? [await operators.scopedMerchantId(operator, merchant)]
        : scopeOf(operator).merchantIds;
      return ok(
        await bonuses.listForOps({
          merchantIds,
          limit: 100,
          ...(accountId ? { accountId } : {}),
          ...(status ? { status } : {}),
          ...(before ? { before } : {}),
        }),
      );
    },
  );

  app.post(
    '/ops/v1/bonuses',
    {
      config: finance,
      schema: {
        tags: OPS_TAGS,
        summary:
          'Issues a bonus by hand with a reason: credited through the ledger once per requestId, with its turnover',
        security: OPS_SECURITY,
        body: OpsIssueBonusBody,
        response: envelopeResponses(OpsBonus),
      },
    },
    async (req) => {
      const operator = operatorOf(req);
      const { merchant, accountId, amount, reason } = req.body;
      return ok(
        await audited(
          req,
          {
            action: 'bonus.issue',
            target: `account:${accountId}`,
            detail: { merchant, amount, reason: reason.trim() },
          },
          async () =>
            promotions.issueByHand(
              await operators.scopedMerchantId(operator, merchant),
              operator.id,
              req.body,
            ),
        ),
      );
    },
  );

  app.post(
    '/ops/v1/bonuses/:id/revoke',
    {
      config: finance,
      schema: {
        tags: OPS_TAGS,
        summary:
          "Revokes an open bonus with a reason: the bonus (and winnings, by its rule) leave the player's wallet",
        security: OPS_SECURITY,
        params: OpsIdParams,
        body: OpsReasonBody,
        response: envelopeResponses(OpsBonus),
      },
    },
    async (req) => {
      const operator = operatorOf(req);
      const reason = req.body.reason.trim();
      return ok(
        await audited(
          req,
          { action: 'bonus.revoke', target: `bonus:${req.params.id}`, detail: { reason } },
          async () => {
            const scope = scopeOf(operator);
            const bonus = await bonuses.revoke(
              req.params.id,
              { id: operator.id, merchantIds: scope.merchantIds },
              reason,
            );
            const [row] = await bonuses.listForOps({
              merchantIds: scope.merchantIds,
              limit: 1,
              before: req.params.id + 1,
            });
            return {
              ...bonus,
              merchantId: row?.merchantId ?? 0,
              accountId: row?.accountId ?? 0,
              username: row?.username ?? '',
            };
          },
        ),
      );
    },
  );
};
