import { AppError } from '../../platform/app-error.ts';
import type { RewardSource } from '../rewards/reward-source.ts';
import type { Engagement } from './engagement.service.ts';

const TITLES = {
  en: {
    day: (n: number) => `Sign-in reward: day ${n}`,
    streak: (n: number) => `Sign-in streak reward: ${n} days`,
  },
  th: { day: (n: number) => `รางวัลเช็คอิน: วันที่ ${n}`, streak: (n: number) => `รางวัลเช็คอินต่อเนื่อง ${n} วัน` },
} as const;

/**
 * The sign-in task's cash rewards in the reward centre (decision 0034): each check-in's day and streak
 * rewards, claimed as a bonus with its turnover requirement, once.
 */
export function signinRewards(engagement: Pick<Engagement, 'claimables' | 'claim'>): RewardSource {
  return {
    name: 'signin',
    async list({ accountId, language }) {
      const titles = language.startsWith('th') ? TITLES.th : TITLES.en;
      return (await engagement.claimables(accountId)).map((reward) => ({
        id: String(reward.id),
        title: reward.kind === 'day' ? titles.day(reward.streakDay) : titles.streak(reward.streakDay),
        detail: null,
        amount: reward.amount,
        turnoverMultiplier: reward.turnoverMultiplier,
        claimable: true,
        availableAt: null,
        expiresAt: null,
      }));
    },
    async claim({ merchant, accountId }, id) {
      const rewardId = /^\d{1,15}$/.test(id) ? Number(id) : 0;
      if (rewardId < 1) throw new AppError('reward.not.found');
      return engagement.claim(merchant.id, accountId, rewardId);
    },
  };
}
