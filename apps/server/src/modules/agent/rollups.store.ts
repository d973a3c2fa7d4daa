import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Writes of the member rollups (decision 0026): upserts that add, and a range replaced whole. */

export type BetHour = {
  merchantId: number;
  accountId: number;
  hour: Date;
  gameCategory: string;
  bets: number;
  stake: number;
  validBet: number;
  payout: number;
};

export type MoneyHour = {
  merchantId: number;
  accountId: number;
  hour: Date;
  deposits: number;
  depositCount: number;
  withdrawals: number;
  withdrawalCount: number;
};

const CHUNK = 1000;

const betValues = (rows: readonly BetHour[]) =>
  rows.map((r) => ({
    merchant_id: r.merchantId,
    account_id: r.accountId,
    hour: r.hour,
    game_category: r.gameCategory,
    bets: r.bets,
    stake: r.stake,
    valid_bet: r.validBet,
    payout: r.payout,
  }));

const moneyValues = (rows: readonly MoneyHour[]) =>
  rows.map((r) => ({
    merchant_id: r.merchantId,
    account_id: r.accountId,
    hour: r.hour,
    deposits: r.deposits,
    deposit_count: r.depositCount,
    withdrawals: r.withdrawals,
    withdrawal_count: r.withdrawalCount,
  }));

/** Adds a settled bet to its member's hour (one statement: concurrent adds do not lose each other). */
export async function addBets(db: Database, row: BetHour): Promise<void> {
  await db
    .insertInto('member_hourly')
    .values(betValues([row]))
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'account_id', 'hour', 'game_category']).doUpdateSet({
        bets: sql`member_hourly.bets + excluded.bets`,
        stake: sql`member_hourly.stake + excluded.stake`,
        valid_bet: sql`member_hourly.valid_bet + excluded.valid_bet`,
        payout: sql`member_hourly.payout + excluded.payout`,
      }),
    )
    .execute();
}

/** Adds paid money to its member's hour. */
export async function addMoney(db: Database, row: MoneyHour): Promise<void> {
  await db
    .insertInto('member_money_hourly')
    .values(moneyValues([row]))
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'account_id', 'hour']).doUpdateSet({
        deposits: sql`member_money_hourly.deposits + excluded.deposits`,
        deposit_count: sql`member_money_hourly.deposit_count + excluded.deposit_count`,
        withdrawals: sql`member_money_hourly.withdrawals + excluded.withdrawals`,
        withdrawal_count: sql`member_money_hourly.withdrawal_count + excluded.withdrawal_count`,
      }),
    )
    .execute();
}

/** Replaces a merchant's rollups of the hours in [from, to) with the given rows, in one transaction. */
export async function replaceHours(
  db: Database,
  merchantId: number,
  range: { from: Date; to: Date },
  bets: readonly BetHour[],
  money: readonly MoneyHour[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of ['member_hourly', 'member_money_hourly'] as const) {
      await trx
        .deleteFrom(table)
        .where('merchant_id', '=', merchantId)
        .where('hour', '>=', range.from)
        .where('hour', '<', range.to)
        .execute();
    }
    for (let i = 0; i < bets.length; i += CHUNK)
      await trx
        .insertInto('member_hourly')
        .values(betValues(bets.slice(i, i + CHUNK)))
        .execute();
    for (let i = 0; i < money.length; i += CHUNK)
      await trx
        .insertInto('member_money_hourly')
        .values(moneyValues(money.slice(i, i + CHUNK)))
        .execute();
  });
}
