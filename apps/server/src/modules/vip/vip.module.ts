import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { JobRunner } from '../../platform/jobs/job-runner.ts';
import { localDate } from '../../platform/merchant-periods.ts';
import { defineModule } from '../../platform/module.ts';
import { vipRoutes } from './vip.routes.ts';
import { type ActivitySources, type BonusIssuer, createVip, type LevelRebateRates } from './vip.service.ts';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** A merchant day is rebuilt once it has been over for an hour (late events and bets have arrived). */
const REPAIR_GRACE_MS = HOUR;

/**
 * VIP levels (issue 18, decision 0031): thresholds, upgrades from events, the monthly review, benefits and
 * the level-up and monthly rewards (bonuses through the promotions module's port).
 */
export function vipModule(deps: {
  db: Database;
  events: EventBus;
  jobs: Pick<JobRunner, 'schedule' | 'define'>;
  offsetOf: (merchantId: number) => Promise<number>;
  rebateRates: LevelRebateRates;
  bonuses: BonusIssuer | null;
  /** The raw rows the activity repair reads, and the merchants it walks. */
  sources?: ActivitySources;
  merchantIds?: () => Promise<number[]>;
  now?: () => Date;
}) {
  const vip = createVip(deps);
  deps.jobs.schedule({
    name: 'vip.review',
    every: HOUR,
    run: ({ now, signal }) => vip.review(now, signal),
  });
  if (deps.sources && deps.merchantIds)
    scheduleActivityRepair(vip, deps.jobs, deps.merchantIds, deps.offsetOf);
  return defineModule('vip', { vip }, async (app) => {
    await app.register(vipRoutes, { vip });
  });
}

/**
 * The activity repair: every hour each merchant day of the window that has ended (an hour ago) is rebuilt
 * from the raw rows once (`vip.activity-repair-day`, keyed by merchant and day: exactly once per (merchant,
 * day) across nodes, however often it is asked). A node's first pass asks for the whole window, so a new
 * deployment, a restore or rows written outside the events (the demo's seeded team) are counted; later
 * passes ask for the day that just ended.
 */
function scheduleActivityRepair(
  vip: ReturnType<typeof createVip>,
  jobs: Pick<JobRunner, 'schedule' | 'define'>,
  merchantIds: () => Promise<number[]>,
  offsetOf: (merchantId: number) => Promise<number>,
) {
  const repairDay = jobs.define<{ merchantId: number; day: string }>({
    name: 'vip.activity-repair-day',
    attempts: 3,
    run: async ({ payload, signal }) => {
      signal.throwIfAborted();
      const next = new Date(Date.parse(`${payload.day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
      return vip.rebuildActivity(payload.merchantId, payload.day, next);
    },
  });
  let firstPass = true;
  jobs.schedule({
    name: 'vip.activity-repair',
    every: HOUR,
    run: async ({ now }) => {
      for (const merchantId of await merchantIds()) {
        const offset = await offsetOf(merchantId);
        const last = localDate(now.getTime() - REPAIR_GRACE_MS, offset);
        const lastEnded = Date.parse(`${last}T00:00:00Z`) - DAY;
        const days = firstPass ? await vip.windowOf(merchantId) : 1;
        for (let d = 0; d < days; d++) {
          const day = new Date(lastEnded - d * DAY).toISOString().slice(0, 10);
          await repairDay.defer({ key: `${merchantId}:${day}`, runAt: now, payload: { merchantId, day } });
        }
      }
      firstPass = false;
    },
  });
}
