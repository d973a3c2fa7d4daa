import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { JobRunner } from '../../platform/jobs/job-runner.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { defineModule } from '../../platform/module.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { AccountService } from '../member/member.service.ts';
import type { Ledger } from '../wallet/ledger.service.ts';
import { createChannelAdmin } from './channel-admin.service.ts';
import * as dailyStore from './daily.store.ts';
import type { OwnerLookups } from './decisions.ts';
import { createDepositService } from './deposit.service.ts';
import { depositsRoutes } from './deposits.routes.ts';
import { createPaymentPasswordService } from './payment-password.service.ts';
import * as teamMoney from './team-money.store.ts';
import { createWithdrawalService, type LevelLimits, type TurnoverGate } from './withdrawal.service.ts';
import { withdrawalsRoutes } from './withdrawals.routes.ts';

/** Deposits (bank transfer, gateways), withdrawals to bank cards, payment passwords. */
export function paymentsModule(deps: {
  db: Database;
  ledger: Ledger;
  accounts: AccountService;
  limiter: RateLimiter;
  jobs: Pick<JobRunner, 'schedule'>;
  events: EventBus;
  /** Each order's merchant (its rules) and the names operator lists show. */
  system: {
    merchantById(id: number): Promise<Merchant | null>;
    merchantCodes: OwnerLookups['merchantCodes'];
  };
  /** HMAC-SHA256 key of the sandbox gateway's notifications. */
  gatewaySecret: Buffer;
  /** Bonus turnover a withdrawal waits for (the promotions module's; decision 0030). */
  turnover?: TurnoverGate;
  /** The VIP level's daily withdrawal limits (the vip module's; decision 0031). */
  levelLimits?: LevelLimits;
}) {
  const { db, ledger, accounts, limiter } = deps;
  const paymentPasswords = createPaymentPasswordService(db);
  const owners: OwnerLookups = { merchantCodes: deps.system.merchantCodes, usernames: accounts.usernames };
  const withdrawals = createWithdrawalService({
    db,
    ledger,
    accounts,
    paymentPasswords,
    jobs: deps.jobs,
    events: deps.events,
    merchants: deps.system,
    owners,
    ...(deps.turnover ? { turnover: deps.turnover } : {}),
    ...(deps.levelLimits ? { levelLimits: deps.levelLimits } : {}),
  });
  const deposits = createDepositService({
    db,
    ledger,
    events: deps.events,
    owners,
    gatewaySecret: deps.gatewaySecret,
  });
  /** The dashboard's money per day and the operators' waiting work (reads only). */
  const daily = {
    deposits: (merchantIds: readonly number[] | null, fromDay: string, toDay: string) =>
      dailyStore.depositsByDay(deps.db, merchantIds, fromDay, toDay),
    withdrawals: (merchantIds: readonly number[] | null, fromDay: string, toDay: string) =>
      dailyStore.withdrawalsByDay(deps.db, merchantIds, fromDay, toDay),
    pendingWork: (merchantIds: readonly number[] | null) => dailyStore.pendingWork(deps.db, merchantIds),
    /** Paid money per member and hour over [from, to) (the agent rollups' rebuild). */
    memberMoneyHours: (merchantId: number, from: Date, to: Date) =>
      teamMoney.memberMoneyHours(deps.db, merchantId, from, to),
    /** Paid deposits of at least an amount in [from, to), counted per member (raffle tickets). */
    depositCounts: (
      merchantId: number,
      window: { from: Date; to: Date; atLeast: number; accountId?: number | undefined },
    ) => teamMoney.depositCounts(deps.db, merchantId, window),
    /** A team's deposits and withdrawals, newest first (the agent's transaction list). */
    movements: (
      merchantId: number,
      ownerIds: readonly number[],
      filter: Parameters<typeof teamMoney.movements>[3],
    ) => teamMoney.movements(deps.db, merchantId, ownerIds, filter),
  };
  const channelAdmin = createChannelAdmin(db);
  return defineModule(
    'payments',
    { paymentPasswords, withdrawals, deposits, daily, channelAdmin },
    async (app) => {
      await app.register(depositsRoutes, { deposits, limiter });
      await app.register(withdrawalsRoutes, { withdrawals, paymentPasswords, accounts, limiter });
    },
  );
}
