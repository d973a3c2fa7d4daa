import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { JobRunner } from '../../platform/jobs/job-runner.ts';
import { defineModule } from '../../platform/module.ts';
import type { PointsAwarder } from '../points/points.service.ts';
import { missionsRoutes } from './missions.routes.ts';
import { type BonusIssuer, createMissions } from './missions.service.ts';

/**
 * Missions, the mission leaderboard and player referrals (issue 19, decision 0037): progress from events,
 * claims paid as bonuses, the weekly leaderboard paid by the `missions.leaderboard` job, referral codes.
 */
export function missionsModule(deps: {
  db: Database;
  events: EventBus;
  jobs: Pick<JobRunner, 'schedule'>;
  offsetOf: (merchantId: number) => Promise<number>;
  bonuses: BonusIssuer;
  addressesOf: (accountId: number) => Promise<string[]>;
  deviceOf: (accountId: number) => Promise<string | null>;
  points: PointsAwarder;
  usernames: (ids: readonly number[]) => Promise<Map<number, string>>;
  now?: () => Date;
}) {
  const missions = createMissions(deps);
  deps.jobs.schedule({
    name: 'missions.leaderboard',
    every: 60 * 60_000,
    run: ({ now, signal }) => missions.payLeaderboards(now, signal),
  });
  return defineModule('missions', { missions }, async (app) => {
    await app.register(missionsRoutes, { missions });
  });
}
