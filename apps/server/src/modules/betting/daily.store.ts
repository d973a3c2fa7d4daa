import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

const DAY_MS = 86_400_000;

/** The UTC day (yyyy-MM-dd) an instant falls in. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Rewrites the rollup of every UTC day from `fromDay` to the day of `now`, from the bets settled then:
 * one statement per table, each idempotent (a day is replaced whole), so a rerun or a second node's run
 * changes nothing. Won and lost bets count; a refunded bet was never a bet.
 */
export async function rollUp(db: Database, fromDay: string, now: Date): Promise<void> {
  const from = new Date(`${fromDay}T00:00:00Z`);
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS);
  await db.transaction().execute(async (trx) => {
    await sql`delete from bet_daily where day >= ${fromDay}::date and day < ${dayOf(to)}::date`.execute(trx);
    await sql`
      insert into bet_daily (merchant_id, day, bets, stake, valid_bet, payout, players, updated_at)
      select merchant_id, (settled_at at time zone 'UTC')::date, count(*), sum(stake), sum(valid_bet),
             sum(payout), count(distinct account_id), ${now}
      from bets
      where settled_at >= ${from} and settled_at < ${to} and status in ('won', 'lost')
      group by 1, 2`.execute(trx);
    await sql`
      insert into bet_daily_players (merchant_id, day, account_id)
      select distinct merchant_id, (settled_at at time zone 'UTC')::date, account_id
      from bets
      where settled_at >= ${from} and settled_at < ${to} and status in ('won', 'lost')
      on conflict do nothing`.execute(trx);
  });
}

export type DailyBets = {
  merchantId: number;
  day: string;
  bets: number;
  stake: number;
  validBet: number;
  payout: number;
};

/** The rolled-up days of some merchants (null: all) from one day to another, both included. */
export async function days(
  db: Database,
  merchantIds: readonly number[] | null,
  fromDay: string,
  toDay: string,
): Promise<DailyBets[]> {
  let query = db
    .selectFrom('bet_daily')
    .select(['merchant_id', sql<string>`day::text`.as('day'), 'bets', 'stake', 'valid_bet', 'payout'])
    .where(sql<boolean>`day between ${fromDay}::date and ${toDay}::date`)
    .orderBy('day');
  if (merchantIds) query = query.where('merchant_id', 'in', [...merchantIds, -1]);
  const rows = await query.execute();
  return rows.map((r) => ({
    merchantId: r.merchant_id,
    day: r.day,
    bets: Number(r.bets),
    stake: Number(r.stake),
    validBet: Number(r.valid_bet),
    payout: Number(r.payout),
  }));
}

/** The distinct players who bet over a period's days. */
export async function activePlayers(
  db: Database,
  merchantIds: readonly number[] | null,
  fromDay: string,
  toDay: string,
): Promise<number> {
  const within = merchantIds ? sql`and merchant_id in (${sql.join([...merchantIds, -1])})` : sql``;
  const result = await sql<{ n: string }>`
    select count(*)::text as n from (
      select distinct merchant_id, account_id from bet_daily_players
      where day between ${fromDay}::date and ${toDay}::date ${within}) p`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** When the rollup last ran (the newest row's time); null before the first run with bets. */
export async function rolledUpAt(db: Database): Promise<Date | null> {
  const row = await db
    .selectFrom('bet_daily')
    .select((eb) => eb.fn.max('updated_at').as('at'))
    .executeTakeFirst();
  return row?.at ? new Date(row.at as Date) : null;
}

export type MemberHour = {
  accountId: number;
  hour: Date;
  gameCategory: string;
  bets: number;
  stake: number;
  validBet: number;
  payout: number;
};

/**
 * Settled bets (won and lost) per member, UTC hour of settling and game category, over [from, to): what
 * the agent programme's member_hourly holds, recomputed from the bets for its rebuild.
 */
export async function memberHours(
  db: Database,
  merchantId: number,
  from: Date,
  to: Date,
): Promise<MemberHour[]> {
  const result = await sql<{
    account_id: number;
    hour: Date;
    game_category: string;
    bets: string;
    stake: string;
    valid_bet: string;
    payout: string;
  }>`
    select account_id, date_bin('1 hour', settled_at, timestamptz '2000-01-01 00:00:00+00') as hour, game_category,
           count(*)::text as bets, sum(stake)::text as stake, sum(valid_bet)::text as valid_bet, sum(payout)::text as payout
    from bets
    where merchant_id = ${merchantId} and settled_at >= ${from} and settled_at < ${to} and status in ('won', 'lost')
    group by 1, 2, 3`.execute(db);
  return result.rows.map((r) => ({
    accountId: r.account_id,
    hour: new Date(r.hour),
    gameCategory: r.game_category,
    bets: Number(r.bets),
    stake: Number(r.stake),
    validBet: Number(r.valid_bet),
    payout: Number(r.payout),
  }));
}
