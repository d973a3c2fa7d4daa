import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Executor } from '../wallet/ledger.service.ts';

export type LevelRow = {
  level: number;
  names: Record<string, string>;
  min_deposit: number;
  min_valid_bet: number;
  withdraw_daily_limit: number | null;
  withdraw_daily_count: number | null;
  level_up_bonus: number;
  monthly_bonus: number;
  turnover_multiplier: number;
};

export async function levels(db: Database, merchantId: number): Promise<LevelRow[]> {
  const rows = await db
    .selectFrom('vip_levels')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('level')
    .execute();
  return rows.map((r) => ({
    level: r.level,
    names: r.names,
    min_deposit: Number(r.min_deposit),
    min_valid_bet: Number(r.min_valid_bet),
    withdraw_daily_limit: r.withdraw_daily_limit === null ? null : Number(r.withdraw_daily_limit),
    withdraw_daily_count: r.withdraw_daily_count,
    level_up_bonus: Number(r.level_up_bonus),
    monthly_bonus: Number(r.monthly_bonus),
    turnover_multiplier: r.turnover_multiplier,
  }));
}

export async function upsertLevel(db: Executor, merchantId: number, l: LevelRow) {
  const values = {
    names: JSON.stringify(l.names),
    min_deposit: l.min_deposit,
    min_valid_bet: l.min_valid_bet,
    withdraw_daily_limit: l.withdraw_daily_limit,
    withdraw_daily_count: l.withdraw_daily_count,
    level_up_bonus: l.level_up_bonus,
    monthly_bonus: l.monthly_bonus,
    turnover_multiplier: l.turnover_multiplier,
  };
  await db
    .insertInto('vip_levels')
    .values({ merchant_id: merchantId, level: l.level, ...values })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'level']).doUpdateSet({ ...values, updated_at: sql`now()` }),
    )
    .execute();
}

export const deleteLevel = (db: Executor, merchantId: number, level: number) =>
  db.deleteFrom('vip_levels').where('merchant_id', '=', merchantId).where('level', '=', level).execute();

export async function windowDays(db: Database, merchantId: number): Promise<number | null> {
  const row = await db
    .selectFrom('vip_settings')
    .select('window_days')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row?.window_days ?? null;
}

export async function setWindowDays(db: Executor, merchantId: number, days: number) {
  await db
    .insertInto('vip_settings')
    .values({ merchant_id: merchantId, window_days: days })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ window_days: days, updated_at: sql`now()` }))
    .execute();
}

export const merchantsWithLevels = async (db: Database) =>
  (await db.selectFrom('vip_levels').select('merchant_id').distinct().execute()).map((r) => r.merchant_id);

/** The accounts of a merchant at one VIP level (a message's audience). */
export async function accountsAtLevel(db: Database, merchantId: number, level: number): Promise<number[]> {
  const rows = await db
    .selectFrom('vip_accounts')
    .select('account_id')
    .where('merchant_id', '=', merchantId)
    .where('level', '=', level)
    .execute();
  return rows.map((r) => r.account_id);
}

export async function accountLevel(db: Database, accountId: number) {
  return db
    .selectFrom('vip_accounts')
    .select(['level', 'reached_at', 'reviewed_at'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** Adds to an account's day (one statement: concurrent events add, never overwrite). */
export async function addActivity(
  db: Executor,
  a: { merchantId: number; accountId: number; day: string; deposits: number; validBet: number },
) {
  await db
    .insertInto('vip_activity')
    .values({
      merchant_id: a.merchantId,
      account_id: a.accountId,
      day: a.day,
      deposits: a.deposits,
      valid_bet: a.validBet,
    })
    .onConflict((oc) =>
      oc.columns(['account_id', 'day']).doUpdateSet({
        deposits: sql`vip_activity.deposits + excluded.deposits`,
        valid_bet: sql`vip_activity.valid_bet + excluded.valid_bet`,
      }),
    )
    .execute();
}

/** An account's merchant day as the raw rows give it (the rebuild's unit). */
export type ActivityDay = { accountId: number; day: string; deposits: number; validBet: number };

/**
 * Replaces a merchant's activity of the days [fromDay, toDay) with these rows (one transaction): the
 * rebuild from the betting and payments rows. Answers the accounts whose totals of those days changed.
 */
export async function replaceActivity(
  db: Database,
  merchantId: number,
  span: { fromDay: string; toDay: string },
  rows: readonly ActivityDay[],
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('vip_activity')
      .select(['account_id', 'day', 'deposits', 'valid_bet'])
      .where('merchant_id', '=', merchantId)
      .where(sql<boolean>`day >= ${span.fromDay}::date and day < ${span.toDay}::date`)
      .execute();
    const key = (accountId: number, day: string) => `${accountId}|${day}`;
    const old = new Map(
      before.map((r) => [
        key(r.account_id, new Date(r.day).toISOString().slice(0, 10)),
        `${Number(r.deposits)}|${Number(r.valid_bet)}`,
      ]),
    );
    const changed = new Set<number>();
    for (const r of rows) {
      if (old.get(key(r.accountId, r.day)) !== `${r.deposits}|${r.validBet}`) changed.add(r.accountId);
      old.delete(key(r.accountId, r.day));
    }
    for (const k of old.keys()) changed.add(Number(k.split('|')[0]));
    if (changed.size === 0) return [];
    await trx
      .deleteFrom('vip_activity')
      .where('merchant_id', '=', merchantId)
      .where(sql<boolean>`day >= ${span.fromDay}::date and day < ${span.toDay}::date`)
      .execute();
    for (let i = 0; i < rows.length; i += 1000)
      await trx
        .insertInto('vip_activity')
        .values(
          rows.slice(i, i + 1000).map((r) => ({
            merchant_id: merchantId,
            account_id: r.accountId,
            day: r.day,
            deposits: r.deposits,
            valid_bet: r.validBet,
          })),
        )
        .execute();
    return [...changed];
  });
}

/** An account's deposits and valid bets over its merchant days from `fromDay` on. */
export async function totals(db: Database, accountId: number, fromDay: string) {
  const row = await db
    .selectFrom('vip_activity')
    .select([
      (eb) => eb.fn.coalesce(eb.fn.sum<string>('deposits'), eb.lit(0)).as('deposits'),
      (eb) => eb.fn.coalesce(eb.fn.sum<string>('valid_bet'), eb.lit(0)).as('valid_bet'),
    ])
    .where('account_id', '=', accountId)
    .where(sql<boolean>`day >= ${fromDay}::date`)
    .executeTakeFirstOrThrow();
  return { deposits: Number(row.deposits), validBet: Number(row.valid_bet) };
}

/** Raises an account's level to `level` if it is below (never lowers: a concurrent higher upgrade stands). */
export async function raise(trx: Executor, merchantId: number, accountId: number, level: number) {
  const r = await trx
    .insertInto('vip_accounts')
    .values({ account_id: accountId, merchant_id: merchantId, level })
    .onConflict((oc) =>
      oc
        .column('account_id')
        .doUpdateSet({ level, reached_at: sql`now()` })
        .where('vip_accounts.level', '<', level),
    )
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function setReviewed(
  trx: Executor,
  accountId: number,
  level: number,
  at: Date,
  lowered: boolean,
) {
  await trx
    .updateTable('vip_accounts')
    .set({ level, reviewed_at: at, ...(lowered ? { reached_at: at } : {}) })
    .where('account_id', '=', accountId)
    .execute();
}

/** The accounts of a merchant at a level, not reviewed since `before`. */
export const unreviewed = (db: Database, merchantId: number, before: Date, limit: number) =>
  db
    .selectFrom('vip_accounts')
    .select(['account_id', 'level'])
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb.or([eb('reviewed_at', 'is', null), eb('reviewed_at', '<', before)]))
    .orderBy('account_id')
    .limit(limit)
    .execute();

/** A reward owed, once per (account, kind, period): false when it was already there. */
export async function insertReward(
  trx: Executor,
  r: {
    merchantId: number;
    accountId: number;
    kind: 'levelUp' | 'monthly';
    level: number;
    period: string;
    amount: number;
    turnoverMultiplier: number;
  },
) {
  const res = await trx
    .insertInto('vip_rewards')
    .values({
      merchant_id: r.merchantId,
      account_id: r.accountId,
      kind: r.kind,
      level: r.level,
      period: r.period,
      amount: r.amount,
      turnover_multiplier: r.turnoverMultiplier,
      status: 'claimable',
    })
    .onConflict((oc) => oc.columns(['account_id', 'kind', 'period']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const rewards = (db: Database, accountId: number, status?: 'claimable' | 'claimed') => {
  let q = db.selectFrom('vip_rewards').selectAll().where('account_id', '=', accountId);
  if (status) q = q.where('status', '=', status);
  return q.orderBy('created_at', 'desc').limit(100).execute();
};

export const reward = (db: Database, accountId: number, id: number) =>
  db
    .selectFrom('vip_rewards')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', String(id))
    .executeTakeFirst();

export async function markClaimed(db: Executor, id: string, ref: string, at: Date) {
  const r = await db
    .updateTable('vip_rewards')
    .set({ status: 'claimed', claimed_at: at, bonus_ref: ref })
    .where('id', '=', id)
    .where('status', '=', 'claimable')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
