import { AppError } from '../../platform/app-error.ts';
import type { RewardSource } from '../rewards/reward-source.ts';
import type { Vip } from './vip.service.ts';

const TITLES = {
  en: { levelUp: 'Level-up reward', monthly: 'Monthly bonus' },
  th: { levelUp: 'รางวัลเลื่อนระดับ', monthly: 'โบนัสประจำเดือน' },
} as const;

/**
 * The VIP rewards in the reward centre (decision 0034): level-up rewards and monthly bonuses owed to the
 * player, claimed through the VIP module's own claim (a bonus under the reward's key, once).
 */
export function vipRewards(vip: Pick<Vip, 'claimables' | 'claim' | 'levels'>): RewardSource {
  return {
    name: 'vip',
    async list({ merchant, accountId, language }) {
      const [rewards, levels] = await Promise.all([vip.claimables(accountId), vip.levels(merchant.id)]);
      const titles = language.startsWith('th') ? TITLES.th : TITLES.en;
      return rewards.map((reward) => {
        const names = levels.levels.find((level) => level.level === reward.level)?.names ?? {};
        const levelName = names[language.slice(0, 2)] ?? names.en ?? String(reward.level);
        return {
          id: String(reward.id),
          title: `${titles[reward.kind]}: ${levelName}`,
          detail: reward.kind === 'monthly' ? reward.period : null,
          amount: reward.amount,
          turnoverMultiplier: reward.turnoverMultiplier,
          claimable: true,
          availableAt: null,
          expiresAt: null,
        };
      });
    },
    async claim({ merchant, accountId }, id) {
      const rewardId = /^\d{1,15}$/.test(id) ? Number(id) : 0;
      if (rewardId < 1) throw new AppError('reward.not.found');
      try {
        return { amount: (await vip.claim(merchant.id, accountId, rewardId)).amount };
      } catch (error) {
        if (error instanceof AppError && error.code === 'vip.reward.not.found')
          throw new AppError('reward.not.found');
        throw error;
      }
    },
  };
}
