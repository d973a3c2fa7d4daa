import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AccountService } from '../accounts/account.service.ts';
import type { PaymentPasswordService } from './payment-password.service.ts';
import type { WithdrawalService } from './withdrawal.service.ts';

// SKELETON: filled in by the withdrawals work.
export type WithdrawalsRoutesDeps = {
  withdrawals: WithdrawalService;
  paymentPasswords: PaymentPasswordService;
  accounts: AccountService;
};

export const withdrawalsRoutes: FastifyPluginAsyncTypebox<WithdrawalsRoutesDeps> = async () => {};
