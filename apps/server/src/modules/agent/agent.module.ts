import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { JobRunner } from '../../platform/jobs/job-runner.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { defineModule } from '../../platform/module.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { ContentService } from '../content/content.service.ts';
import { agentRoutes } from './agent.routes.ts';
import type { TeamDeps } from './agent-deps.ts';
import { createDownlineService } from './downlines.service.ts';
import { reportsRoutes } from './reports.routes.ts';
import { createRollups, type RollupSources, type Rollups } from './rollups.service.ts';
import { createTeamService, offsetOf } from './team.service.ts';

/**
 * The agent programme (issue 17, decision 0026): the member rollups kept from domain events, the team
 * reports read from them, the downline tree (through the member module) and affiliate links.
 */
export function agentModule(
  deps: TeamDeps & {
    db: Database;
    events: EventBus;
    sources: RollupSources;
    content: Pick<ContentService, 'agentAnnouncements'>;
    /** A merchant by id (its time zone for the rollups' days). */
    merchantById: (id: number) => Promise<Merchant | null | undefined>;
    limiter: RateLimiter;
    /** The scheduled rollup repair (decision 0032); without it (a bench, a tool) nothing is scheduled. */
    jobs?: Pick<JobRunner, 'schedule' | 'define'>;
    /** Every merchant's id: the repair goes through them. */
    merchantIds?: () => Promise<number[]>;
    /** The app log: the repair says how many rows it corrected. */
    log?: (line: string) => void;
  },
) {
  const rollups = createRollups({
    db: deps.db,
    events: deps.events,
    sources: deps.sources,
    offsetOf: async (merchantId) => {
      const merchant = await deps.merchantById(merchantId);
      return merchant ? offsetOf(merchant) : 420;
    },
  });
  const team = createTeamService(deps.db, deps);
  const downlines = createDownlineService(deps);
  if (deps.jobs && deps.merchantIds) scheduleRepair(rollups, deps.jobs, deps.merchantIds, deps.log);
  return defineModule('agent', { rollups, team, downlines }, async (app) => {
    await app.register(agentRoutes, {
      team,
      downlines,
      tree: deps.tree,
      content: deps.content,
      limiter: deps.limiter,
    });
    await app.register(reportsRoutes, { team, tree: deps.tree });
  });
}

const HOUR = 3_600_000;
/** How long after a merchant day ends its repair waits: events of its last moments land meanwhile. */
export const REPAIR_GRACE_MS = HOUR;

/**
 * The nightly rollup repair (decision 0032): every hour each merchant's last day that ended at least an
 * hour ago is asked for once (`agent.rollups-repair-day`, keyed by merchant and day: exactly once per
 * (merchant, day) across nodes, however often it is asked), and that run rebuilds the day from the raw
 * rows and logs how many rows it corrected.
 */
export function scheduleRepair(
  rollups: Rollups,
  jobs: Pick<JobRunner, 'schedule' | 'define'>,
  merchantIds: () => Promise<number[]>,
  log: (line: string) => void = () => undefined,
) {
  const repairDay = jobs.define<{ merchantId: number; day: string }>({
    name: 'agent.rollups-repair-day',
    attempts: 3,
    run: async ({ payload, signal }) => {
      signal.throwIfAborted();
      const r = await rollups.repairDay(payload.merchantId, payload.day);
      log(
        `rollups repair: merchant ${payload.merchantId} day ${r.day}: ${r.corrected} rows corrected ` +
          `(${r.memberRows} member, ${r.teamRows} team)`,
      );
      return r;
    },
  });
  jobs.schedule({
    name: 'agent.rollups-repair',
    every: HOUR,
    run: async ({ now }) => {
      for (const merchantId of await merchantIds()) {
        const day = await rollups.lastEndedDay(merchantId, now, REPAIR_GRACE_MS);
        await repairDay.defer({ key: `${merchantId}:${day}`, runAt: now, payload: { merchantId, day } });
      }
    },
  });
}
