import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { defineModule } from '../../platform/module.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { ContentService } from '../content/content.service.ts';
import { agentRoutes } from './agent.routes.ts';
import type { TeamDeps } from './agent-deps.ts';
import { createDownlineService } from './downlines.service.ts';
import { reportsRoutes } from './reports.routes.ts';
import { createRollups, type RollupSources } from './rollups.service.ts';
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
