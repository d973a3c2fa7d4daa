import { AppError } from '../../platform/app-error.ts';
import type { RewardSource } from '../rewards/reward-source.ts';
import type { Raffles } from './raffles.service.ts';

/**
 * Raffle prizes in the reward centre (decision 0034): each place the player won and has not claimed, claimed
 * through the raffles module's own claim (the same one MCSFE_claimRafflePromotion calls), once.
 */
export function raffleRewards(raffles: Pick<Raffles, 'claimables' | 'claim'>): RewardSource {
  return {
    name: 'raffle',
    async list({ merchant, accountId, language }) {
      return (await raffles.claimables(merchant.id, accountId, language)).map((w) => ({
        id: String(w.raffleId),
        title: w.title,
        detail: null,
        amount: w.amount,
        turnoverMultiplier: w.turnoverMultiplier,
        claimable: true,
        availableAt: null,
        expiresAt: null,
      }));
    },
    async claim({ merchant, accountId }, id) {
      const raffleId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
      if (raffleId < 1) throw new AppError('reward.not.found');
      try {
        return { amount: (await raffles.claim(merchant.id, accountId, raffleId)).amount };
      } catch (error) {
        if (error instanceof AppError && ['raffle.prize.none', 'raffle.not.found'].includes(error.code))
          throw new AppError('reward.not.found');
        if (error instanceof AppError && error.code === 'raffle.not.drawn')
          throw new AppError('reward.not.claimable');
        throw error;
      }
    },
  };
}
