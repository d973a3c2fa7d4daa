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
 * The activity repair: every hour each merchant day that has ended (an hour ago) is rebuilt from the raw
 * rows once (`vip.activity-repair-day`, keyed by merchant and day: exactly once per (merchant, day) across
 * nodes, however often it is asked). Once per merchant ever (the key `<merchant>:window`), the days of the
 * window before it are rebuilt in one run too, so a new deployment or rows written outside the events (the
 * demo's seeded team) are counted within an hour of the start.
 */
function scheduleActivityRepair(
  vip: ReturnType<typeof createVip>,
  jobs: Pick<JobRunner, 'schedule' | 'define'>,
  merchantIds: () => Promise<number[]>,
  offsetOf: (merchantId: number) => Promise<number>,
) {
  const dayAfter = (day: string, days = 1) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
  const repair = jobs.define<{ merchantId: number; fromDay: string; toDay: string }>({
    name: 'vip.activity-repair-day',
    attempts: 3,
    run: async ({ payload, signal }) => {
      signal.throwIfAborted();
      return vip.rebuildActivity(payload.merchantId, payload.fromDay, payload.toDay);
    },
  });
  let firstPass = true;
  jobs.schedule({
    name: 'vip.activity-repair',
    every: HOUR,
    run: async ({ now }) => {
      for (const merchantId of await merchantIds()) {
        const offset = await offsetOf(merchantId);
        // the last merchant day that ended at least the grace before now
        const day = dayAfter(localDate(now.getTime() - REPAIR_GRACE_MS, offset), -1);
        await repair.defer({
          key: `${merchantId}:${day}`,
          runAt: now,
          payload: { merchantId, fromDay: day, toDay: dayAfter(day) },
        });
        if (firstPass) {
          const fromDay = dayAfter(day, -(await vip.windowOf(merchantId)));
          await repair.defer({
            key: `${merchantId}:window`,
            runAt: now,
            payload: { merchantId, fromDay, toDay: day },
          });
        }
      }
      firstPass = false;
    },
  });
}
