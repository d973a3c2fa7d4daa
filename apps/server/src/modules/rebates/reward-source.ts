import { AppError } from '../../platform/app-error.ts';
import type { RewardSource } from '../rewards/reward-source.ts';
import type { Rebates } from './rebates.service.ts';

const TITLES = { en: 'Rebate on your valid bets', th: 'เงินคืนจากยอดเล่น' } as const;
/** The one manual rebate a player has at a time: what accrued since the last payment. */
const MANUAL_ID = 'manual';

/**
 * The manual rebate in the reward centre (decision 0034): what accrued since the last payment, where the
 * merchant lets players claim it, paid by the rebates module's own claim (the watermark pays each bet
 * once). A rebate the daily run pays by itself is not listed.
 */
export function rebateRewards(rebates: Pick<Rebates, 'accrued' | 'claim'>): RewardSource {
  return {
    name: 'rebate',
    async list({ merchant, accountId, language }) {
      const accrued = await rebates.accrued(merchant.id, accountId);
      if (accrued.mode === 'daily' || accrued.total <= 0) return [];
      return [
        {
          id: MANUAL_ID,
          title: language.startsWith('th') ? TITLES.th : TITLES.en,
          // the manual rebate page shows it by category; the reward centre shows the sum
          detail: null,
          amount: accrued.total,
          turnoverMultiplier: 0,
          claimable: accrued.claimable,
          availableAt: accrued.claimable ? null : accrued.nextClaimAt,
          expiresAt: null,
        },
      ];
    },
    async claim({ merchant, accountId }, id) {
      if (id !== MANUAL_ID) throw new AppError('reward.not.found');
      try {
        return { amount: (await rebates.claim(merchant.id, accountId)).amount };
      } catch (error) {
        if (error instanceof AppError && error.code === 'rebate.nothing')
          throw new AppError('reward.not.found');
        if (error instanceof AppError && error.code === 'rebate.claim.too.soon')
          throw new AppError('reward.not.claimable');
        throw error;
      }
    },
  };
}
