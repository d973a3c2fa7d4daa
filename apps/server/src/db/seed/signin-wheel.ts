import type { Transaction } from 'kysely';
import type { DB } from '../types.ts';

/**
 * The demo's sign-in calendars and wheels (issue 19, decision 0036): a 7-day calendar with a bonus each
 * day (turnover 1x), wheel tickets on days 3 and 7 and a streak reward, no condition, a missed day starts
 * again; a wheel of 8 slices whose weights sum to 1,000 (so each weight reads as per mille). Amounts in
 * minor units (THB satang for Siam, US cents for Lucky). An operator's own calendar or wheel is kept.
 */
type Reward = { cash: number; turnoverMultiplier: number; tickets: number };
type Prize = { labels: { en: string; th: string }; kind: 'cash' | 'none'; amount: number; weight: number };

const day = (cash: number, tickets = 0): Reward => ({ cash, turnoverMultiplier: 1, tickets });
const TRY_AGAIN = { en: 'Try again', th: 'ลองใหม่' };

export const SIGNIN_CALENDARS: Record<string, { days: Reward[]; streak: Reward }> = {
  siam: {
    days: [day(500), day(500), day(1000, 1), day(1000), day(1500), day(2000), day(3000, 1)],
    streak: day(5000, 2),
  },
  lucky: {
    days: [day(20), day(20), day(30, 1), day(30), day(50), day(50), day(100, 1)],
    streak: day(200, 2),
  },
};

const cash = (amount: number, en: string, th: string, weight: number): Prize => ({
  labels: { en, th },
  kind: 'cash',
  amount,
  weight,
});
const nothing = (weight: number): Prize => ({ labels: TRY_AGAIN, kind: 'none', amount: 0, weight });

export const WHEELS: Record<string, Prize[]> = {
  siam: [
    cash(500, '฿5', '฿5', 300),
    nothing(250),
    cash(1000, '฿10', '฿10', 200),
    cash(2000, '฿20', '฿20', 120),
    nothing(60),
    cash(5000, '฿50', '฿50', 50),
    cash(10000, '฿100', '฿100', 15),
    cash(50000, '฿500', '฿500', 5),
  ],
  lucky: [
    cash(20, '$0.20', '$0.20', 300),
    nothing(250),
    cash(50, '$0.50', '$0.50', 200),
    cash(100, '$1', '$1', 120),
    nothing(60),
    cash(200, '$2', '$2', 50),
    cash(500, '$5', '$5', 15),
    cash(2000, '$20', '$20', 5),
  ],
};

export async function seedSigninWheel(trx: Transaction<DB>, merchantId: number, code: string): Promise<void> {
  const calendar = SIGNIN_CALENDARS[code];
  if (calendar)
    await trx
      .insertInto('signin_calendars')
      .values({
        merchant_id: merchantId,
        enabled: true,
        length: 7,
        days: JSON.stringify(calendar.days),
        streak_reward: JSON.stringify(calendar.streak),
        condition: 'none',
        condition_amount: 0,
        reset_on_miss: true,
      })
      .onConflict((oc) => oc.column('merchant_id').doNothing())
      .execute();
  const wheel = WHEELS[code];
  if (wheel)
    await trx
      .insertInto('wheel_configs')
      .values({
        merchant_id: merchantId,
        enabled: true,
        prizes: JSON.stringify(wheel.map((p) => ({ ...p, turnoverMultiplier: p.kind === 'cash' ? 1 : 0 }))),
      })
      .onConflict((oc) => oc.column('merchant_id').doNothing())
      .execute();
}
