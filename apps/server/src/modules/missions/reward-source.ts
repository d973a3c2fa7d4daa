import { AppError } from '../../platform/app-error.ts';
import type { RewardSource } from '../rewards/reward-source.ts';
import type { Missions } from './missions.service.ts';

/**
 * The completed missions in the reward centre (decision 0034): each claimable mission of its current period,
 * claimed through the missions module's own claim (a bonus under the claim's key, and its points, once).
 */
export function missionRewards(missions: Pick<Missions, 'claimables' | 'claim'>): RewardSource {
  return {
    name: 'mission',
    async list({ merchant, accountId, language }) {
      return (await missions.claimables(merchant.id, accountId, language)).map((m) => ({
        id: String(m.id),
        title: m.title,
        detail: null,
        amount: m.reward,
        turnoverMultiplier: m.turnoverMultiplier,
        claimable: true,
        availableAt: null,
        expiresAt: m.endsAt,
      }));
    },
    async claim({ merchant, accountId, language }, id) {
      const missionId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
      if (missionId < 1) throw new AppError('reward.not.found');
      try {
        return { amount: (await missions.claim(merchant.id, accountId, missionId, language)).amount };
      } catch (error) {
        if (error instanceof AppError && error.code === 'mission.not.found')
          throw new AppError('reward.not.found');
        if (error instanceof AppError && error.code === 'mission.not.claimable')
          throw new AppError('reward.not.claimable');
        throw error;
      }
    },
  };
}
