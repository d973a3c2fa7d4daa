import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { defineModule } from '../../platform/module.ts';
import type { PointsAwarder } from '../points/points.service.ts';
import { engagementRoutes } from './engagement.routes.ts';
import { type BonusIssuer, createEngagement, type DayActivity, type Rng } from './engagement.service.ts';

/**
 * The sign-in task and the wheel (issue 19, decision 0036): daily check-ins with a streak, their rewards
 * (cash as bonuses in the reward centre, wheel tickets, points), and the wheel's spins.
 */
export function engagementModule(deps: {
  db: Database;
  events: EventBus;
  offsetOf: (merchantId: number) => Promise<number>;
  bonuses: BonusIssuer;
  activity: DayActivity;
  points: PointsAwarder;
  rng?: Rng;
  now?: () => Date;
}) {
  const engagement = createEngagement(deps);
  return defineModule('engagement', { engagement }, async (app) => {
    await app.register(engagementRoutes, { engagement });
  });
}
