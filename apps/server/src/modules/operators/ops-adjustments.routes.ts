import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Page } from '@portal/contracts/common.schema';
import {
  OpsAdjustment,
  OpsAdjustmentBody,
  OpsAdjustmentDecisionBody,
  OpsAdjustmentRules,
  OpsAdjustmentsQuery,
  OpsPagedQuery,
  OpsPlayerParams,
} from '@portal/contracts/operators-players.schema';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { Adjustments } from './adjustments.service.ts';
import { actorOf, scopeOf } from './operator.service.ts';
import { bodyOptional, callerOf, OPS_SECURITY, OPS_TAGS, operatorOf, opsConfig } from './operator-guard.ts';
import { OpsIdParams } from './ops.schema.ts';
import { type OpsPlayersDeps, playerChanges } from './ops-players.routes.ts';

export type OpsAdjustmentsDeps = Omit<OpsPlayersDeps, 'notes'> & { adjustments: Adjustments };

/** What an adjustment's audit row keeps once it is known. */
const outcomeOf = (a: OpsAdjustment) => ({
  adjustment: a.id,
  player: a.username,
  direction: a.direction,
  amount: a.amount,
  status: a.status,
  entryId: a.entryId,
});

/**
 * Manual adjustments of a player's main wallet (decision 0020): finance and administrators ask; above the
 * approval limit a second finance operator or administrator, not the requester, approves or rejects. Every
 * role sees them. Every request and decision is in the audit log, refused ones included.
 */
export const opsAdjustmentsRoutes: FastifyPluginAsyncTypebox<OpsAdjustmentsDeps> = async (app, deps) => {
  const { operators, adjustments } = deps;
  const reader = opsConfig('viewer');
  const finance = opsConfig('finance');
  const { playerOf, changed } = playerChanges(deps);
  const scopeOfReq = (req: FastifyRequest) => scopeOf(operatorOf(req)).merchantIds;

  app.get(
    '/ops/v1/adjustments/rules',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: 'How adjustments are decided: the amount above which a second operator must approve',
        security: OPS_SECURITY,
        response: envelopeResponses(OpsAdjustmentRules),
      },
    },
    async () => ok({ approvalLimit: adjustments.approvalLimit }),
  );

  app.get(
    '/ops/v1/adjustments',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary:
          "Adjustments of the operator's merchants, newest first (status=pending: the approvers' queue)",
        security: OPS_SECURITY,
        querystring: OpsAdjustmentsQuery,
        response: envelopeResponses(Page(OpsAdjustment)),
      },
    },
    async (req) => {
      const { merchant, status, pageNum = 1, pageSize = 10 } = req.query;
      const operator = operatorOf(req);
      const merchantId =
        merchant === undefined ? undefined : await operators.scopedMerchantId(operator, merchant);
      return ok(
        await adjustments.list(
          {
            merchantIds: scopeOf(operator).merchantIds,
            ...(merchantId !== undefined ? { merchantId } : {}),
            ...(status ? { status } : {}),
          },
          { pageNum, pageSize },
        ),
      );
    },
  );

  app.get(
    '/ops/v1/players/:id/adjustments',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "The player's manual adjustments, newest first",
        security: OPS_SECURITY,
        params: OpsPlayerParams,
        querystring: OpsPagedQuery,
        response: envelopeResponses(Page(OpsAdjustment)),
      },
    },
    async (req) => {
      const account = await playerOf(req, req.params.id);
      const { pageNum = 1, pageSize = 10 } = req.query;
      return ok(
        await adjustments.list(
          { merchantIds: [account.merchant_id], accountId: account.id },
          { pageNum, pageSize },
        ),
      );
    },
  );

  app.post(
    '/ops/v1/players/:id/adjustments',
    {
      config: finance,
      schema: {
        tags: OPS_TAGS,
        summary: "Credits or debits the player's main wallet with a reason, against manual_adjustment",
        description:
          'Within the approval limit (GET /ops/v1/adjustments/rules) it is posted at once (status posted); ' +
          'above it, it waits (status pending) for another finance operator or administrator. A debit below ' +
          'zero answers wallet.insufficient.funds and posts nothing. requestId makes a retry safe: the same ' +
          'one answers the same adjustment, with other details adjustment.request.conflict.',
        security: OPS_SECURITY,
        params: OpsPlayerParams,
        body: OpsAdjustmentBody,
        response: envelopeResponses(OpsAdjustment),
      },
    },
    async (req) => {
      const operator = operatorOf(req);
      const { direction, amount, reason, requestId } = req.body;
      const adjustment = await changed(
        req,
        req.params.id,
        'player.adjust',
        { direction, amount, reason, requestId },
        (account) =>
          adjustments.request(operator, { id: account.id, merchantId: account.merchant_id }, req.body),
        outcomeOf,
      );
      return ok(adjustment);
    },
  );

  for (const verdict of ['approve', 'reject'] as const) {
    app.post(
      `/ops/v1/adjustments/:id/${verdict}`,
      {
        config: finance,
        preValidation: bodyOptional,
        schema: {
          tags: OPS_TAGS,
          summary:
            verdict === 'approve'
              ? 'Approves a waiting adjustment: posted once (never by the operator who asked for it)'
              : 'Rejects a waiting adjustment: nothing is posted (its requester may withdraw it so)',
          security: OPS_SECURITY,
          params: OpsIdParams,
          body: OpsAdjustmentDecisionBody,
          response: envelopeResponses(OpsAdjustment),
        },
      },
      async (req) => {
        const operator = operatorOf(req);
        const { id } = req.params;
        const note = req.body.note;
        const decided = await operators.audit.around(
          actorOf(operator, callerOf(req)),
          {
            action: `adjustment.${verdict}`,
            target: `adjustment:${id}`,
            detail: { note: note ?? null },
            merchantId: operator.merchantId,
          },
          () => adjustments[verdict](operator, id, scopeOfReq(req), note),
          async (adjustment) => ({
            merchantId: await operators.merchantIdOf(adjustment.merchant),
            detail: outcomeOf(adjustment),
          }),
          (error) => req.log.error({ failure: String(error), verdict }, 'audit row not completed'),
        );
        return ok(decided);
      },
    );
  }
};
