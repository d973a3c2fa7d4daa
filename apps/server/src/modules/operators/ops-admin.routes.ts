import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Page } from '@portal/contracts/common.schema';
import { AuditEntry, OperatorAccount, OperatorCreateBody } from '@portal/contracts/operators.schema';
import { Type } from 'typebox';
import { ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import { type OperatorService, scopeOf } from './operator.service.ts';
import { callerOf, OPS_SECURITY, OPS_TAGS, operatorOf, opsConfig } from './operator-guard.ts';
import { AuditQuery, OpsIdParams } from './ops.schema.ts';

const OperatorsQuery = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
});

/** Administrators only: the audit log and the operator accounts, within the administrator's merchants. */
export const opsAdminRoutes: FastifyPluginAsyncTypebox<{ operators: OperatorService }> = async (
  app,
  { operators },
) => {
  const admin = opsConfig('admin');

  app.get(
    '/ops/v1/audit',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: 'The audit log, newest first: who did what, when, on which merchant, from where',
        description:
          'action matches exactly or as a family (deposit lists deposit.approve, deposit.reject.refused...); ' +
          'start is inclusive, end exclusive.',
        security: OPS_SECURITY,
        querystring: AuditQuery,
        response: envelopeResponses(Page(AuditEntry)),
      },
    },
    async (req) => {
      const { pageNum = 1, pageSize = 20, ...filters } = req.query;
      return ok(
        await operators.audit.list({
          ...filters,
          merchantIds: scopeOf(operatorOf(req)).merchantIds,
          pageNum,
          pageSize,
        }),
      );
    },
  );

  app.get(
    '/ops/v1/operators',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: "The operators of the administrator's merchants",
        security: OPS_SECURITY,
        querystring: OperatorsQuery,
        response: envelopeResponses(Page(OperatorAccount)),
      },
    },
    async (req) =>
      ok(await operators.list(operatorOf(req), req.query.pageNum ?? 1, req.query.pageSize ?? 50)),
  );

  app.post(
    '/ops/v1/operators',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: 'Creates an operator (a strong password; merchant omitted: every merchant of the scope)',
        security: OPS_SECURITY,
        body: OperatorCreateBody,
        response: envelopeResponses(OperatorAccount),
      },
    },
    async (req) => ok(await operators.create(operatorOf(req), callerOf(req), req.body)),
  );

  for (const [verb, status] of [
    ['disable', 'disabled'],
    ['enable', 'active'],
  ] as const) {
    app.post(
      `/ops/v1/operators/:id/${verb}`,
      {
        config: admin,
        schema: {
          tags: OPS_TAGS,
          summary:
            verb === 'disable'
              ? 'Disables an operator and ends its sessions at once'
              : 'Lets a disabled operator log in again',
          security: OPS_SECURITY,
          params: OpsIdParams,
          response: envelopeResponses(OperatorAccount),
        },
      },
      async (req) => ok(await operators.setStatus(operatorOf(req), callerOf(req), req.params.id, status)),
    );
  }

  app.post(
    '/ops/v1/operators/:id/2fa/reset',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: "Forgets an operator's authenticator app and recovery codes (not the caller's own)",
        description: 'The operator sets up an app again at its next login; its sessions go on.',
        security: OPS_SECURITY,
        params: OpsIdParams,
        response: envelopeResponses(OperatorAccount),
      },
    },
    async (req) => ok(await operators.resetTwoFactor(operatorOf(req), callerOf(req), req.params.id)),
  );
};
