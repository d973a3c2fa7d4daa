import { defineModule } from '../../platform/module.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { pointsRoutes } from './points.routes.ts';
import { createPoints, type PointsDeps } from './points.service.ts';

/**
 * Points and the points mall (issue 19, decision 0035): points earned from settled bets and given as rewards
 * (`points.award`), kept in the ledger as a unit of their own, spent on mall items or converted to cash.
 */
export function pointsModule(deps: PointsDeps & { limiter: RateLimiter }) {
  const points = createPoints(deps);
  return defineModule('points', { points }, async (app) => {
    await app.register(pointsRoutes, { points, limiter: deps.limiter });
  });
}
