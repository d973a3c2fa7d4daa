import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DepositDecisions, WithdrawalDecisions } from '../payments/decisions.ts';
import type { OperatorService } from './operator.service.ts';

// SKELETON: filled in by the operators work: the operator API under /ops/v1.
export type OpsRoutesDeps = {
  operators: OperatorService;
  // Tightened to DepositDecisions and WithdrawalDecisions once the payments services implement them.
  deposits: Partial<DepositDecisions> | object;
  withdrawals: Partial<WithdrawalDecisions> | object;
};

export const opsRoutes: FastifyPluginAsyncTypebox<OpsRoutesDeps> = async () => {};
