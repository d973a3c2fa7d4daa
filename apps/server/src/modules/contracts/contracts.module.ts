import { CONTRACT_KINDS, type ContractKind } from '@portal/contracts/agent-contracts';
import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { JobRunner } from '../../platform/jobs/job-runner.ts';
import { defineModule } from '../../platform/module.ts';
import type { Ledger } from '../wallet/ledger.service.ts';
import { contractsRoutes } from './contracts.routes.ts';
import { type ContractAccounts, createContracts } from './contracts.service.ts';
import { createSettlement } from './settlement.service.ts';
import type { TeamActivity } from './team-activity.ts';

const MINUTE = 60_000;
/**
 * How often each kind's run looks for complete periods: real-time every 5 minutes (spec section 9), the
 * others every hour (a day or a dividend period is settled in the first hour after it ends, and a run
 * missed while no node was up is caught up by the next).
 */
const EVERY: Readonly<Record<ContractKind, number>> = {
  realtime: 5 * MINUTE,
  hourly: 60 * MINUTE,
  daily: 60 * MINUTE,
  dividend: 60 * MINUTE,
};

/**
 * Agent contracts (issue 17, decision 0027): daily, hourly and real-time salaries and dividends signed
 * between an agent and its direct downline agents, paid level by level by settlement jobs.
 */
export function contractsModule(deps: {
  db: Database;
  ledger: Ledger;
  events: EventBus;
  accounts: ContractAccounts;
  /** The team's valid bets, active members and net loss (the port; see team-activity.ts). */
  activity: TeamActivity;
  jobs: Pick<JobRunner, 'schedule'>;
  /** The merchant's offset from UTC in minutes (its days: the periods are counted in them). */
  offsetOf: (merchantId: number) => Promise<number>;
  now?: () => Date;
}) {
  const contracts = createContracts({
    db: deps.db,
    accounts: deps.accounts,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const settlement = createSettlement({
    db: deps.db,
    ledger: deps.ledger,
    events: deps.events,
    activity: deps.activity,
    offsetOf: deps.offsetOf,
  });
  for (const kind of CONTRACT_KINDS) {
    deps.jobs.schedule({
      name: `contracts.${kind}`,
      every: EVERY[kind],
      run: ({ now, signal }) => settlement.settleAll(kind, now, signal),
    });
  }
  return defineModule('contracts', { contracts: { ...contracts, settlement } }, async (app) => {
    await app.register(contractsRoutes, { contracts });
  });
}
