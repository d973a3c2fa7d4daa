import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DepositService } from './deposit.service.ts';

// SKELETON: filled in by the deposits work.
export type DepositsRoutesDeps = { deposits: DepositService };

export const depositsRoutes: FastifyPluginAsyncTypebox<DepositsRoutesDeps> = async () => {};
