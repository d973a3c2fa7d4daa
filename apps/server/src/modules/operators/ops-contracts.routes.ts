import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AgentContract,
  ContractDefault,
  ContractPaymentPage,
  OpsContractPage,
  OpsContractParams,
  OpsContractsQuery,
  OpsDefaultBody,
  OpsDefaultsQuery,
  OpsPaymentsQuery,
  OpsSettleBody,
  OpsSettled,
} from '@portal/contracts/agent-contracts.schema';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError, ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { Contracts } from '../contracts/contracts.service.ts';
import type { Settlement } from '../contracts/settlement.service.ts';
import { type AuditEntry, auditedChange } from './audited-change.ts';
import type { OperatorService } from './operator.service.ts';
import { bodyOptional, OPS_SECURITY, OPS_TAGS, operatorOf, opsConfig } from './operator-guard.ts';

/** Why an operator ends a contract: kept in the audit row (optional, for the command line). */
const TerminateBody = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 300 })) },
  { additionalProperties: false },
);

export type OpsContractsDeps = {
  operators: OperatorService;
  contracts: Pick<Contracts, 'page' | 'paymentsPage' | 'forceTerminate' | 'defaults' | 'setDefault'> & {
    settlement: Pick<Settlement, 'settle'>;
  };
};

/**
 * Agent contracts for operators (issue 17, decision 0027): viewers read a merchant's contracts, payments
 * and default terms; administrators force-terminate a contract, set the default (top-level) terms, and
 * settle a kind again now (owed payments and periods not yet paid; a failed job run is also re-run from
 * the jobs screen). Each change is audited, a refused one too.
 */
export const opsContractsRoutes: FastifyPluginAsyncTypebox<OpsContractsDeps> = async (
  app,
  { operators, contracts },
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
    '/ops/v1/contracts',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "A merchant's agent contracts, newest first, by kind and state",
        security: OPS_SECURITY,
        querystring: OpsContractsQuery,
        response: envelopeResponses(OpsContractPage),
      },
    },
    async (req) => {
      const { merchant, kind, status, pageNum, pageSize } = req.query;
      return ok(
        await contracts.page({
          merchantId: await merchantOf(req, merchant),
          ...(kind ? { kind } : {}),
          ...(status ? { status } : {}),
          pageNum: pageNum ?? 1,
          pageSize: pageSize ?? 20,
        }),
      );
    },
  );

  app.post(
    '/ops/v1/contracts/:id/terminate',
    {
      config: admin,
      preValidation: bodyOptional,
      schema: {
        tags: OPS_TAGS,
        summary: 'Ends a contract now, whatever its state; the period it is in is still settled',
        security: OPS_SECURITY,
        querystring: OpsDefaultsQuery,
        params: OpsContractParams,
        body: TerminateBody,
        response: envelopeResponses(AgentContract),
      },
    },
    async (req) =>
      ok(
        await audited(
          req,
          {
            action: 'contract.terminate',
            target: `contract:${req.params.id}`,
            detail: req.body.reason?.trim() ? { reason: req.body.reason.trim() } : {},
          },
          async () => {
            const merchantId = await merchantOf(req, req.query.merchant);
            return { merchantId, value: await contracts.forceTerminate(merchantId, req.params.id) };
          },
        ),
      ),
  );

  app.get(
    '/ops/v1/contracts/payments',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "A merchant's contract payments, newest period first: paid, owed or nothing due",
        security: OPS_SECURITY,
        querystring: OpsPaymentsQuery,
        response: envelopeResponses(ContractPaymentPage),
      },
    },
    async (req) => {
      const { merchant, kind, status, pageNum, pageSize } = req.query;
      return ok(
        await contracts.paymentsPage({
          merchantId: await merchantOf(req, merchant),
          ...(kind ? { kind } : {}),
          ...(status ? { status } : {}),
          pageNum: pageNum ?? 1,
          pageSize: pageSize ?? 20,
        }),
      );
    },
  );

  app.get(
    '/ops/v1/contracts/defaults',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "A merchant's default (top-level) terms per kind: what the house pays its top agents",
        security: OPS_SECURITY,
        querystring: OpsDefaultsQuery,
        response: envelopeResponses(Type.Array(ContractDefault)),
      },
    },
    async (req) => ok(await contracts.defaults(await merchantOf(req, req.query.merchant))),
  );

  app.put(
    '/ops/v1/contracts/defaults',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: "Sets a merchant's default terms of a kind; the live house contracts take them",
        security: OPS_SECURITY,
        body: OpsDefaultBody,
        response: envelopeResponses(ContractDefault),
      },
    },
    async (req) => {
      const { merchant, kind, terms, enabled } = req.body;
      return ok(
        await audited(
          req,
          {
            action: 'contract.default',
            target: `contracts:${merchant.toLowerCase()}:${kind}`,
            detail: { terms, enabled },
          },
          async () => {
            const merchantId = await merchantOf(req, merchant);
            return { merchantId, value: await contracts.setDefault(merchantId, kind, terms, enabled) };
          },
        ),
      );
    },
  );

  app.post(
    '/ops/v1/contracts/settle',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary:
          'Settles a kind of a merchant now (or as of `at`): periods not yet paid and owed payments (each once)',
        security: OPS_SECURITY,
        body: OpsSettleBody,
        response: envelopeResponses(OpsSettled),
      },
    },
    async (req) => {
      const { merchant, kind } = req.body;
      const at = req.body.at ? new Date(req.body.at) : new Date();
      if (at.getTime() > Date.now() + 86_400_000)
        throw new AppError('validation.failed', 'at: at most a day ahead');
      return ok(
        await audited(
          req,
          {
            action: 'contract.settle',
            target: `contracts:${merchant.toLowerCase()}:${kind}`,
            detail: req.body.at ? { at: at.toISOString() } : {},
          },
          async () => {
            const merchantId = await merchantOf(req, merchant);
            return { merchantId, value: await contracts.settlement.settle(merchantId, kind, at) };
          },
        ),
      );
    },
  );
};
