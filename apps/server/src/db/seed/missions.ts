import type { Transaction } from 'kysely';
import type { DB } from '../types.ts';

/**
 * The demo's missions, mission leaderboard prizes and referral rule (decision 0037): a few daily and weekly
 * missions per merchant (slot rounds, valid bet, a deposit, an invited friend), the top three places' prizes
 * and the referrer's bonus. Amounts in minor units (THB satang for Siam, US cents for Lucky). Seeded once: a
 * merchant that has missions keeps its own.
 */
type Seeded = {
  missions: {
    period: 'daily' | 'weekly' | 'once';
    kind: 'rounds' | 'bet' | 'deposit' | 'invite';
    category: string | null;
    target: number;
    reward: number;
    points: number;
    titles: { en: string; th: string };
  }[];
  prizes: number[];
  referral: { reward: number; minDeposit: number; minValidBet: number };
};

const MISSIONS: Record<string, Seeded> = {
  siam: {
    missions: [
      {
        period: 'daily',
        kind: 'rounds',
        category: 'RNG',
        target: 5,
        reward: 2_000,
        points: 10,
        titles: { en: 'Spin any slot 5 times', th: 'หมุนสล็อตเกมใดก็ได้ 5 ครั้ง' },
      },
      {
        period: 'daily',
        kind: 'deposit',
        category: null,
        target: 30_000,
        reward: 3_000,
        points: 20,
        titles: { en: 'Deposit ฿300 today', th: 'ฝากเงิน ฿300 วันนี้' },
      },
      {
        period: 'weekly',
        kind: 'bet',
        category: null,
        target: 500_000,
        reward: 10_000,
        points: 50,
        titles: { en: 'Bet ฿5,000 this week', th: 'เดิมพันครบ ฿5,000 ในสัปดาห์นี้' },
      },
      {
        period: 'weekly',
        kind: 'invite',
        category: null,
        target: 1,
        reward: 5_000,
        points: 40,
        titles: { en: 'Invite a friend', th: 'ชวนเพื่อน 1 คน' },
      },
    ],
    prizes: [100_000, 50_000, 20_000],
    referral: { reward: 10_000, minDeposit: 30_000, minValidBet: 100_000 },
  },
  lucky: {
    missions: [
      {
        period: 'daily',
        kind: 'rounds',
        category: 'RNG',
        target: 10,
        reward: 100,
        points: 10,
        titles: { en: 'Spin any slot 10 times', th: 'หมุนสล็อตเกมใดก็ได้ 10 ครั้ง' },
      },
      {
        period: 'weekly',
        kind: 'bet',
        category: null,
        target: 20_000,
        reward: 500,
        points: 50,
        titles: { en: 'Bet $200 this week', th: 'เดิมพันครบ $200 ในสัปดาห์นี้' },
      },
    ],
    prizes: [5_000, 2_000, 1_000],
    referral: { reward: 500, minDeposit: 1_000, minValidBet: 5_000 },
  },
};

export async function seedMissions(trx: Transaction<DB>, merchantId: number, code: string): Promise<void> {
  const seeded = MISSIONS[code];
  if (!seeded) return;
  const have = await trx
    .selectFrom('missions')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (have) return;
  await trx
    .insertInto('missions')
    .values(
      seeded.missions.map((m, i) => ({
        merchant_id: merchantId,
        period: m.period,
        kind: m.kind,
        category: m.category,
        target: m.target,
        reward: m.reward,
        turnover_multiplier: 1,
        points: m.points,
        titles: JSON.stringify(m.titles),
        status: 'active' as const,
        sort: i,
      })),
    )
    .execute();
  await trx
    .insertInto('mission_prizes')
    .values(
      seeded.prizes.map((amount, i) => ({
        merchant_id: merchantId,
        place: i + 1,
        amount,
        turnover_multiplier: 1,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await trx
    .insertInto('referral_rules')
    .values({
      merchant_id: merchantId,
      enabled: true,
      reward: seeded.referral.reward,
      turnover_multiplier: 1,
      min_deposit: seeded.referral.minDeposit,
      min_valid_bet: seeded.referral.minValidBet,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
