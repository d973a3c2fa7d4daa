import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { JobRunner } from '../../platform/jobs/job-runner.ts';
import { defineModule } from '../../platform/module.ts';
import type { Ledger } from '../wallet/ledger.service.ts';
import { rebatesRoutes } from './rebates.routes.ts';
import { createRebates, type LevelOf, type RebateAccounts, type ValidBets } from './rebates.service.ts';

/** The daily job looks for due merchant days this often (the pay hour is met within it). */
export const REBATE_JOB_EVERY_MS = 5 * 60_000;

/**
 * Rebates (issue 18, decision 0031): rates per VIP level and category, agents' downline rates, the daily
 * rebate job and the manual claim, each valid bet paid once through the ledger (entry type rebate, house
 * account rebate_expense).
 */
export function rebatesModule(deps: {
  db: Database;
  ledger: Ledger;
  events: EventBus;
  /** The betting module's valid bets per account and category. */
  bets: ValidBets;
  /** The VIP level of an account (the vip module's; 0 when it has none). */
  levelOf: LevelOf;
  accounts: RebateAccounts;
  jobs: Pick<JobRunner, 'schedule'>;
  offsetOf: (merchantId: number) => Promise<number>;
  now?: () => Date;
}) {
  const rebates = createRebates(deps);
  deps.jobs.schedule({
    name: 'rebates.daily',
    every: REBATE_JOB_EVERY_MS,
    run: ({ now, signal }) => rebates.runDue(now, signal),
  });
  return defineModule('rebates', { rebates }, async (app) => {
    await app.register(rebatesRoutes, { rebates });
  });
}
