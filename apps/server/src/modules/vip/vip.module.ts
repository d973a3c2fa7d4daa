import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { JobRunner } from '../../platform/jobs/job-runner.ts';
import { defineModule } from '../../platform/module.ts';
import { vipRoutes } from './vip.routes.ts';
import { type BonusIssuer, createVip, type LevelRebateRates } from './vip.service.ts';

/**
 * VIP levels (issue 18, decision 0031): thresholds, upgrades from events, the monthly review, benefits and
 * the level-up and monthly rewards (bonuses through the promotions module's port).
 */
export function vipModule(deps: {
  db: Database;
  events: EventBus;
  jobs: Pick<JobRunner, 'schedule'>;
  offsetOf: (merchantId: number) => Promise<number>;
  rebateRates: LevelRebateRates;
  bonuses: BonusIssuer | null;
  now?: () => Date;
}) {
  const vip = createVip(deps);
  deps.jobs.schedule({
    name: 'vip.review',
    every: 60 * 60_000,
    run: ({ now, signal }) => vip.review(now, signal),
  });
  return defineModule('vip', { vip }, async (app) => {
    await app.register(vipRoutes, { vip });
  });
}
