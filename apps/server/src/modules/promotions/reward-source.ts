import { AppError } from '../../platform/app-error.ts';
import type { RewardSource } from '../rewards/reward-source.ts';
import { bonusFor } from './activity.ts';
import type { Promotions } from './promotions.service.ts';

/** What says a promotion's reward is no longer (or never was) the caller's to claim. */
const GONE = new Set(['promotion.not.found', 'promotion.action.invalid']);

/**
 * The promotions' rewards in the reward centre (decision 0034): a sign-up promotion whose qualifying
 * deposit was made (activity state `claim`) is claimed here as on /promotions, through the same call.
 */
export function promotionRewards(promotions: Pick<Promotions, 'forPlayer' | 'reward'>): RewardSource {
  return {
    name: 'bonus',
    async list({ merchant, accountId, language }) {
      const cards = await promotions.forPlayer(merchant, accountId, language);
      return cards
        .filter((card) => card.state === 'claim')
        .map((card) => ({
          id: String(card.id),
          title: card.title,
          detail: null,
          amount: bonusFor(card.rules, null),
          turnoverMultiplier: card.turnoverMultiplier,
          claimable: true,
          availableAt: null,
          expiresAt: card.endAt,
        }));
    },
    async claim({ merchant, accountId, language }, id) {
      const promotionId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
      if (promotionId < 1) throw new AppError('reward.not.found');
      try {
        const card = await promotions.reward(merchant, accountId, promotionId, language);
        return { amount: bonusFor(card.rules, null) };
      } catch (error) {
        if (error instanceof AppError && GONE.has(error.code)) throw new AppError('reward.not.found');
        throw error;
      }
    },
  };
}
