import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope, Page } from '@portal/contracts/common.schema';
import {
  OpsDecisionBody,
  OpsDeposit,
  OpsResolveBody,
  OpsWithdrawal,
} from '@portal/contracts/operators.schema';
import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type {
  DepositDecisions,
  OperatorScope,
  OpsFilter,
  OpsPage,
  WithdrawalDecisions,
} from '../payments/decisions.ts';
import { actorOf, type OperatorService, scopeOf } from './operator.service.ts';
import { bodyOptional, callerOf, OPS_SECURITY, OPS_TAGS, operatorOf, opsConfig } from './operator-guard.ts';
import { OpsDepositQuery, OpsIdParams, OpsProofParams, OpsWithdrawalQuery } from './ops.schema.ts';
import { StoredImage, sendStoredImage } from './stored-image.ts';

export type OpsPaymentsDeps = {
  operators: OperatorService;
  deposits: DepositDecisions;
  withdrawals: WithdrawalDecisions;
};

/** What every decided order tells its audit row. */
type Decided = { merchant: string; amount: number; status: string; orderNo: string; username: string };

const emptyPage = <T>(pageNum: number, pageSize: number): OpsPage<T> => ({
  content: [],
  pageNum,
  pageSize,
  totalPages: 0,
  total: 0,
});

type ListQuery<S> = {
  merchant?: string;
  status?: S;
  start?: string;
  end?: string;
  pageNum?: number;
  pageSize?: number;
};

const VERDICTS = ['approve', 'reject'] as const;
type Verdict = (typeof VERDICTS)[number];

/**
 * Deposits and withdrawals for operators: lists within the operator's merchants, and decisions that
 * the payments module makes, each recorded in the audit log with its outcome, refused ones included.
 */
export const opsPaymentsRoutes: FastifyPluginAsyncTypebox<OpsPaymentsDeps> = async (app, deps) => {
  const { operators } = deps;
  const reader = opsConfig('viewer');
  const decider = opsConfig('finance');

  /** The list filter of a request; null when the merchant asked for is unknown or outside the scope. */
  async function filterOf<S>(req: FastifyRequest, query: ListQuery<S>): Promise<OpsFilter<S> | null> {
    const scope = scopeOf(operatorOf(req));
    const filter: OpsFilter<S> = { scope, pageNum: query.pageNum ?? 1, pageSize: query.pageSize ?? 10 };
    if (query.status !== undefined) filter.status = query.status;
    if (query.start !== undefined) filter.start = query.start;
    if (query.end !== undefined) filter.end = query.end;
    if (query.merchant !== undefined) {
      const merchantId = await operators.merchantIdOf(query.merchant);
      if (merchantId === null || (scope.merchantIds && !scope.merchantIds.includes(merchantId))) return null;
      filter.merchantId = merchantId;
    }
    return filter;
  }

  /** Runs a decision with its audit row: written before, completed with the outcome or the refusal. */
  function decide<T extends Decided>(
    req: FastifyRequest,
    action: string,
    target: string,
    detail: Record<string, unknown>,
    run: () => Promise<T>,
  ): Promise<T> {
    const operator = operatorOf(req);
    // Until the order tells its merchant, the row belongs to the operator's (a refusal keeps it).
    return operators.audit.around(
      actorOf(operator, callerOf(req)),
      { action, target, detail, merchantId: operator.merchantId },
      run,
      async (order) => ({
        merchantId: await operators.merchantIdOf(order.merchant),
        detail: {
          outcome: order.status,
          amount: order.amount,
          orderNo: order.orderNo,
          player: order.username,
        },
      }),
      (error) => req.log.error({ failure: String(error), action, target }, 'audit row not completed'),
    );
  }

  const scopeOfReq = (req: FastifyRequest) => scopeOf(operatorOf(req));

  /** A list for operators: empty when the merchant asked for is unknown or outside the scope. */
  async function listed<S, T>(
    req: FastifyRequest,
    query: ListQuery<S>,
    list: (filter: OpsFilter<S>) => Promise<OpsPage<T>>,
  ) {
    const filter = await filterOf(req, query);
    if (!filter) return ok(emptyPage<T>(query.pageNum ?? 1, query.pageSize ?? 10));
    return ok(await list(filter));
  }

  /** The approve and reject routes of one kind of order, each decided with its audit row. */
  function verdictRoutes<T extends Decided>(
    kind: 'deposit' | 'withdrawal',
    order: TSchema,
    summaries: Record<Verdict, string>,
    decisions: Record<Verdict, (id: number, scope: OperatorScope, note?: string) => Promise<T>>,
  ) {
    for (const verdict of VERDICTS) {
      app.post(
        `/ops/v1/${kind}s/:id/${verdict}`,
        {
          config: decider,
          preValidation: bodyOptional,
          schema: {
            tags: OPS_TAGS,
            summary: summaries[verdict],
            security: OPS_SECURITY,
            params: OpsIdParams,
            body: OpsDecisionBody,
            response: envelopeResponses(order),
          },
        },
        async (req) => {
          const { id } = req.params;
          const note = req.body.note;
          const decided = await decide(
            req,
            `${kind}.${verdict}`,
            `${kind}:${id}`,
            { note: note ?? null },
            () => decisions[verdict](id, scopeOfReq(req), note),
          );
          return ok(decided);
        },
      );
    }
  }

  // --- deposits

  app.get(
    '/ops/v1/deposits',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "Deposits of the operator's merchants, newest first; merchant narrows to one merchant code",
        security: OPS_SECURITY,
        querystring: OpsDepositQuery,
        response: envelopeResponses(Page(OpsDeposit)),
      },
    },
    (req) => listed(req, req.query, (filter) => deps.deposits.listForOps(filter)),
  );

  verdictRoutes(
    'deposit',
    OpsDeposit,
    {
      approve: 'Approves a pending deposit: the player is credited once',
      reject: 'Rejects a pending deposit: nothing is credited',
    },
    deps.deposits,
  );

  // --- withdrawals

  app.get(
    '/ops/v1/withdrawals',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "Withdrawals of the operator's merchants, newest first, with the payee's full account",
        security: OPS_SECURITY,
        querystring: OpsWithdrawalQuery,
        response: envelopeResponses(Page(OpsWithdrawal)),
      },
    },
    (req) => listed(req, req.query, (filter) => deps.withdrawals.listForOps(filter)),
  );

  verdictRoutes(
    'withdrawal',
    OpsWithdrawal,
    {
      approve: 'Marks a pending withdrawal paid: the held funds leave; the player is asked to confirm',
      reject: 'Rejects a pending withdrawal: the held funds go back to the player',
    },
    deps.withdrawals,
  );

  app.post(
    '/ops/v1/withdrawals/:id/resolve',
    {
      config: decider,
      schema: {
        tags: OPS_TAGS,
        summary: 'Closes a not-received case: received (the proof does not stand) or refunded to the wallet',
        security: OPS_SECURITY,
        params: OpsIdParams,
        body: OpsResolveBody,
        response: envelopeResponses(OpsWithdrawal),
      },
    },
    async (req) => {
      const { id } = req.params;
      const { outcome, note } = req.body;
      const order = await decide(
        req,
        'withdrawal.resolve',
        `withdrawal:${id}`,
        { note: note ?? null, resolution: outcome },
        () => deps.withdrawals.resolve(id, scopeOfReq(req), outcome, note),
      );
      return ok(order);
    },
  );

  app.get(
    '/ops/v1/withdrawals/:id/proofs/:proofId',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: 'A proof image of a not-received case (PNG or JPEG), as the player uploaded it',
        security: OPS_SECURITY,
        params: OpsProofParams,
        produces: ['image/png', 'image/jpeg', 'application/json'],
        response: {
          200: StoredImage,
          '4xx': ErrorEnvelope,
          '5xx': ErrorEnvelope,
        },
      },
    },
    async (req, reply) => {
      const { id, proofId } = req.params;
      const operator = operatorOf(req);
      const proof = await deps.withdrawals.proof(id, proofId, scopeOf(operator));
      await operators.audit.record(actorOf(operator, callerOf(req)), {
        action: 'withdrawal.proof.view',
        target: `withdrawal:${id}`,
        merchantId: operator.merchantId,
        detail: { proofId },
      });
      return sendStoredImage(reply, proof, `withdrawal-${id}-proof-${proofId}`);
    },
  );
};
