import { defineModule } from '../../platform/module.ts';
import type { RewardSource } from './reward-source.ts';
import { rewardsRoutes } from './rewards.routes.ts';
import { createRewards } from './rewards.service.ts';

/**
 * The reward centre (issue 18, decision 0034): owns no table; lists and claims the rewards of the
 * engines app.ts hands it as sources (bonuses, rebates, VIP, and issue 19's engagement rewards).
 */
export function rewardsModule(deps: { sources: readonly RewardSource[] }) {
  const rewards = createRewards(deps.sources);
  return defineModule('rewards', { rewards }, async (app) => {
    await app.register(rewardsRoutes, { rewards });
  });
}
