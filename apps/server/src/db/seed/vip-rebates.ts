import { type ClaimPeriod, DEFAULT_REBATE_BPS, type RebateMode } from '@portal/contracts/rebates';
import type { Transaction } from 'kysely';
import type { DB } from '../types.ts';

/**
 * The demo's rebates and VIP levels (decision 0031), matching the seeded promotions: Siam's "Unlimited
 * Daily Rebate, paid at noon the next day" (slots 1.2 %, live 0.8 %, sports, esports, lottery and fishing 1 %:
 * the spec's rates are level 0's and Bronze's) with the manual claim too, and its "VIP Royal Club" of six
 * levels reviewed on the first of each month; Lucky's three Star levels and a manual rebate claimed once a
 * week. Amounts in minor units (THB satang for Siam, US cents for Lucky); rates in basis points.
 */
type Level = {
  names: { en: string; th: string };
  minDeposit: number;
  minValidBet: number;
  withdrawDailyLimit: number | null;
  withdrawDailyCount: number | null;
  levelUpBonus: number;
  monthlyBonus: number;
  /** Added to every paying category's base rate at this level. */
  rebateBonusBps: number;
};

const THB = 100;
const USD = 100;

export const REBATE_SETTINGS: Record<
  string,
  { mode: RebateMode; dailyHour: number; claimPeriod: ClaimPeriod }
> = {
  siam: { mode: 'both', dailyHour: 12, claimPeriod: 'day' },
  lucky: { mode: 'manual', dailyHour: 12, claimPeriod: 'week' },
};

export const VIP_LEVELS: Record<string, { windowDays: number; turnover: number; levels: Level[] }> = {
  siam: {
    windowDays: 90,
    turnover: 1,
    levels: [
      {
        names: { en: 'Bronze', th: 'บรอนซ์' },
        minDeposit: 0,
        minValidBet: 0,
        withdrawDailyLimit: null,
        withdrawDailyCount: null,
        levelUpBonus: 0,
        monthlyBonus: 0,
        rebateBonusBps: 0,
      },
      {
        names: { en: 'Silver', th: 'ซิลเวอร์' },
        minDeposit: 1_000 * THB,
        minValidBet: 0,
        withdrawDailyLimit: null,
        withdrawDailyCount: 6,
        levelUpBonus: 100 * THB,
        monthlyBonus: 50 * THB,
        rebateBonusBps: 10,
      },
      {
        names: { en: 'Gold', th: 'โกลด์' },
        minDeposit: 10_000 * THB,
        minValidBet: 50_000 * THB,
        withdrawDailyLimit: null,
        withdrawDailyCount: 8,
        levelUpBonus: 500 * THB,
        monthlyBonus: 200 * THB,
        rebateBonusBps: 20,
      },
      {
        names: { en: 'Platinum', th: 'แพลทินัม' },
        minDeposit: 50_000 * THB,
        minValidBet: 250_000 * THB,
        withdrawDailyLimit: null,
        withdrawDailyCount: 10,
        levelUpBonus: 1_888 * THB,
        monthlyBonus: 500 * THB,
        rebateBonusBps: 30,
      },
      {
        names: { en: 'Diamond', th: 'ไดมอนด์' },
        minDeposit: 200_000 * THB,
        minValidBet: 1_000_000 * THB,
        withdrawDailyLimit: null,
        withdrawDailyCount: 15,
        levelUpBonus: 3_888 * THB,
        monthlyBonus: 1_000 * THB,
        rebateBonusBps: 40,
      },
      {
        names: { en: 'Royal', th: 'รอยัล' },
        minDeposit: 1_000_000 * THB,
        minValidBet: 5_000_000 * THB,
        withdrawDailyLimit: null,
        withdrawDailyCount: 20,
        levelUpBonus: 8_888 * THB,
        monthlyBonus: 2_888 * THB,
        rebateBonusBps: 60,
      },
    ],
  },
  lucky: {
    windowDays: 30,
    turnover: 3,
    levels: [
      {
        names: { en: 'Star', th: 'สตาร์' },
        minDeposit: 0,
        minValidBet: 0,
        withdrawDailyLimit: null,
        withdrawDailyCount: null,
        levelUpBonus: 0,
        monthlyBonus: 0,
        rebateBonusBps: 0,
      },
      {
        names: { en: 'Bright Star', th: 'ไบรท์สตาร์' },
        minDeposit: 100 * USD,
        minValidBet: 0,
        withdrawDailyLimit: null,
        withdrawDailyCount: 5,
        levelUpBonus: 10 * USD,
        monthlyBonus: 5 * USD,
        rebateBonusBps: 10,
      },
      {
        names: { en: 'Superstar', th: 'ซูเปอร์สตาร์' },
        minDeposit: 1_000 * USD,
        minValidBet: 5_000 * USD,
        withdrawDailyLimit: null,
        withdrawDailyCount: 10,
        levelUpBonus: 50 * USD,
        monthlyBonus: 20 * USD,
        rebateBonusBps: 20,
      },
    ],
  },
};

/** A merchant's rebate settings, rates and VIP levels; what an operator changed since stays. */
export async function seedVipRebates(trx: Transaction<DB>, merchantId: number, code: string): Promise<void> {
  const settings = REBATE_SETTINGS[code];
  if (settings) {
    await trx
      .insertInto('rebate_settings')
      .values({
        merchant_id: merchantId,
        mode: settings.mode,
        daily_hour: settings.dailyHour,
        claim_period: settings.claimPeriod,
      })
      .onConflict((oc) => oc.column('merchant_id').doNothing())
      .execute();
    const base = Object.entries(DEFAULT_REBATE_BPS).map(([category, rate]) => ({
      merchant_id: merchantId,
      level: 0,
      category,
      rate,
    }));
    await trx
      .insertInto('rebate_rates')
      .values(base)
      .onConflict((oc) => oc.columns(['merchant_id', 'level', 'category']).doNothing())
      .execute();
  }
  const vip = VIP_LEVELS[code];
  if (!vip) return;
  await trx
    .insertInto('vip_settings')
    .values({ merchant_id: merchantId, window_days: vip.windowDays })
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .execute();
  await trx
    .insertInto('vip_levels')
    .values(
      vip.levels.map((l, i) => ({
        merchant_id: merchantId,
        level: i + 1,
        names: JSON.stringify(l.names),
        min_deposit: l.minDeposit,
        min_valid_bet: l.minValidBet,
        withdraw_daily_limit: l.withdrawDailyLimit,
        withdraw_daily_count: l.withdrawDailyCount,
        level_up_bonus: l.levelUpBonus,
        monthly_bonus: l.monthlyBonus,
        turnover_multiplier: vip.turnover,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_id', 'level']).doNothing())
    .execute();
  const rates = vip.levels.flatMap((l, i) =>
    Object.entries(DEFAULT_REBATE_BPS).map(([category, rate]) => ({
      merchant_id: merchantId,
      level: i + 1,
      category,
      rate: rate > 0 ? rate + l.rebateBonusBps : 0,
    })),
  );
  await trx
    .insertInto('rebate_rates')
    .values(rates)
    .onConflict((oc) => oc.columns(['merchant_id', 'level', 'category']).doNothing())
    .execute();
}
