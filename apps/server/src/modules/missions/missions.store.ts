import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Executor } from '../wallet/ledger.service.ts';
import type { MissionKind, MissionPeriod } from './missions.tables.ts';

export type MissionRow = {
  id: number;
  merchant_id: number;
  period: MissionPeriod;
  kind: MissionKind;
  category: string | null;
  target: number;
  reward: number;
  turnover_multiplier: number;
  points: number;
  /** Loyalty points credited on claim (decision 0046). */
  reward_points: number;
  titles: Record<string, string>;
  status: 'active' | 'paused';
  sort: number;
};

const toRow = (r: Record<string, unknown>): MissionRow =>
  ({
    ...r,
    target: Number(r.target),
    reward: Number(r.reward),
  }) as MissionRow;

export async function missions(db: Executor, merchantId: number, activeOnly: boolean): Promise<MissionRow[]> {
  let q = db
    .selectFrom('missions')
    .select([
      'id',
      'merchant_id',
      'period',
      'kind',
      'category',
      'target',
      'reward',
      'turnover_multiplier',
      'points',
      'reward_points',
      'titles',
      'status',
      'sort',
    ])
    .where('merchant_id', '=', merchantId);
  if (activeOnly) q = q.where('status', '=', 'active');
  return (await q.orderBy('sort').orderBy('id').execute()).map(toRow);
}

export async function mission(db: Executor, id: number): Promise<MissionRow | undefined> {
  const row = await db.selectFrom('missions').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** A mission as an operator saves it; `reward_points` absent keeps what the row has (0 on a new one). */
export type MissionInput = Omit<MissionRow, 'id' | 'merchant_id' | 'reward_points'> & {
  reward_points?: number | undefined;
};

const values = (m: MissionInput) => ({
  period: m.period,
  kind: m.kind,
  category: m.category,
  target: m.target,
  reward: m.reward,
  turnover_multiplier: m.turnover_multiplier,
  points: m.points,
  ...(m.reward_points === undefined ? {} : { reward_points: m.reward_points }),
  titles: JSON.stringify(m.titles),
  status: m.status,
  sort: m.sort,
});

export async function insertMission(db: Executor, merchantId: number, m: MissionInput) {
  const row = await db
    .insertInto('missions')
    .values({ merchant_id: merchantId, ...values(m) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMission(db: Executor, id: number, m: MissionInput) {
  await db
    .updateTable('missions')
    .set({ ...values(m), updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Adds to an account's progress on missions in their periods (one row per mission and period). */
export async function addProgress(
  db: Executor,
  rows: { missionId: number; accountId: number; merchantId: number; period: string; amount: number }[],
) {
  if (rows.length === 0) return [];
  return db
    .insertInto('mission_progress')
    .values(
      rows.map((r) => ({
        mission_id: r.missionId,
        account_id: r.accountId,
        merchant_id: r.merchantId,
        period: r.period,
        progress: r.amount,
        points: 0,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['mission_id', 'account_id', 'period']).doUpdateSet({
        progress: sql`mission_progress.progress + excluded.progress`,
      }),
    )
    .returning(['mission_id', 'progress'])
    .execute();
}

export async function progressOf(
  db: Executor,
  accountId: number,
  keys: { missionId: number; period: string }[],
) {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('mission_progress')
    .select(['mission_id', 'period', 'progress', 'claimed_at'])
    .where('account_id', '=', accountId)
    .where((eb) =>
      eb.or(keys.map((k) => eb.and([eb('mission_id', '=', k.missionId), eb('period', '=', k.period)]))),
    )
    .execute();
  return rows.map((r) => ({ ...r, progress: Number(r.progress) }));
}

/** Marks a reached, unclaimed progress claimed (with its points): true for the one caller that did. */
export async function markClaimed(
  db: Executor,
  k: { missionId: number; accountId: number; period: string; target: number; points: number; at: Date },
) {
  const done = await db
    .updateTable('mission_progress')
    .set({ claimed_at: k.at, points: k.points })
    .where('mission_id', '=', k.missionId)
    .where('account_id', '=', k.accountId)
    .where('period', '=', k.period)
    .where('claimed_at', 'is', null)
    .where('progress', '>=', k.target)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** The week's ranking: mission points of the claims made in [from, to), most first, then who got there first. */
export async function ranking(db: Executor, merchantId: number, from: Date, to: Date, limit: number) {
  const rows = await db
    .selectFrom('mission_progress')
    .select(({ fn }) => [
      'account_id',
      fn.sum<string | number>('points').as('points'),
      fn.max('claimed_at').as('last'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('claimed_at', '>=', from)
    .where('claimed_at', '<', to)
    .where('points', '>', 0)
    .groupBy('account_id')
    .orderBy('points', 'desc')
    .orderBy('last', 'asc')
    .orderBy('account_id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ accountId: r.account_id, points: Number(r.points) }));
}

export async function pointsOf(db: Executor, accountId: number, from: Date, to: Date) {
  const row = await db
    .selectFrom('mission_progress')
    .select(({ fn }) => fn.sum<string | number>('points').as('points'))
    .where('account_id', '=', accountId)
    .where('claimed_at', '>=', from)
    .where('claimed_at', '<', to)
    .executeTakeFirst();
  return Number(row?.points ?? 0);
}

export async function prizes(db: Executor, merchantId: number) {
  const rows = await db
    .selectFrom('mission_prizes')
    .select(['place', 'amount', 'turnover_multiplier'])
    .where('merchant_id', '=', merchantId)
    .orderBy('place')
    .execute();
  return rows.map((r) => ({
    place: r.place,
    amount: Number(r.amount),
    turnoverMultiplier: r.turnover_multiplier,
  }));
}

export async function setPrizes(
  db: Database,
  merchantId: number,
  list: { place: number; amount: number; turnoverMultiplier: number }[],
) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('mission_prizes').where('merchant_id', '=', merchantId).execute();
    if (list.length > 0)
      await trx
        .insertInto('mission_prizes')
        .values(
          list.map((p) => ({
            merchant_id: merchantId,
            place: p.place,
            amount: p.amount,
            turnover_multiplier: p.turnoverMultiplier,
          })),
        )
        .execute();
  });
}

export async function merchantsWithPrizes(db: Executor) {
  const rows = await db.selectFrom('mission_prizes').select('merchant_id').distinct().execute();
  return rows.map((r) => r.merchant_id);
}

/** Records a payout; false when the place of that week was paid already. */
export async function insertPayout(
  db: Executor,
  p: { merchantId: number; period: string; place: number; accountId: number; points: number; amount: number },
) {
  const row = await db
    .insertInto('mission_payouts')
    .values({
      merchant_id: p.merchantId,
      period: p.period,
      place: p.place,
      account_id: p.accountId,
      points: p.points,
      amount: p.amount,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'period', 'place']).doNothing())
    .returning('place')
    .executeTakeFirst();
  return row !== undefined;
}

export async function payouts(db: Executor, merchantId: number, period: string) {
  const rows = await db
    .selectFrom('mission_payouts')
    .select(['place', 'account_id', 'points', 'amount', 'paid_at'])
    .where('merchant_id', '=', merchantId)
    .where('period', '=', period)
    .orderBy('place')
    .execute();
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

/** An account's claims, newest first (operators). */
export async function claimsOf(db: Executor, accountId: number, limit: number) {
  const rows = await db
    .selectFrom('mission_progress')
    .select(['mission_id', 'period', 'progress', 'claimed_at', 'points'])
    .where('account_id', '=', accountId)
    .orderBy('period', 'desc')
    .orderBy('mission_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, progress: Number(r.progress) }));
}

// Referral

export type ReferralRule = {
  enabled: boolean;
  reward: number;
  turnoverMultiplier: number;
  minDeposit: number;
  minValidBet: number;
  refuseSameAddress: boolean;
  refuseSameDevice: boolean;
};

export async function rule(db: Executor, merchantId: number): Promise<ReferralRule | null> {
  const r = await db
    .selectFrom('referral_rules')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return r
    ? {
        enabled: r.enabled,
        reward: Number(r.reward),
        turnoverMultiplier: r.turnover_multiplier,
        minDeposit: Number(r.min_deposit),
        minValidBet: Number(r.min_valid_bet),
        refuseSameAddress: r.refuse_same_address,
        refuseSameDevice: r.refuse_same_device,
      }
    : null;
}

export async function setRule(db: Executor, merchantId: number, r: ReferralRule) {
  const v = {
    enabled: r.enabled,
    reward: r.reward,
    turnover_multiplier: r.turnoverMultiplier,
    min_deposit: r.minDeposit,
    min_valid_bet: r.minValidBet,
    refuse_same_address: r.refuseSameAddress,
    refuse_same_device: r.refuseSameDevice,
  };
  await db
    .insertInto('referral_rules')
    .values({ merchant_id: merchantId, ...v })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ ...v, updated_at: sql<Date>`now()` }))
    .execute();
}

export async function codeOf(db: Executor, accountId: number) {
  const r = await db
    .selectFrom('referral_codes')
    .select('code')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return r?.code ?? null;
}

/** Gives the account a code: false when the code is taken (the caller draws another). */
export async function insertCode(db: Executor, merchantId: number, accountId: number, code: string) {
  const row = await db
    .insertInto('referral_codes')
    .values({ merchant_id: merchantId, account_id: accountId, code })
    .onConflict((oc) => oc.doNothing())
    .returning('code')
    .executeTakeFirst();
  return row !== undefined;
}

export async function ownerOf(db: Executor, merchantId: number, code: string) {
  const r = await db
    .selectFrom('referral_codes')
    .select('account_id')
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code.toUpperCase())
    .executeTakeFirst();
  return r?.account_id ?? null;
}

/** Whether another friend of the referrer registered from this address (or this device's hash). */
export async function referredFrom(
  db: Executor,
  referrerId: number,
  from: { ip: string } | { deviceHash: string },
) {
  let q = db.selectFrom('referrals').select('friend_id').where('referrer_id', '=', referrerId);
  q = 'ip' in from ? q.where('ip', '=', from.ip) : q.where('device_hash', '=', from.deviceHash);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertReferral(
  db: Executor,
  r: {
    friendId: number;
    referrerId: number;
    merchantId: number;
    friendName: string;
    ip: string;
    deviceHash: string | null;
    refusedReason: string | null;
  },
) {
  const row = await db
    .insertInto('referrals')
    .values({
      friend_id: r.friendId,
      referrer_id: r.referrerId,
      merchant_id: r.merchantId,
      friend_name: r.friendName,
      ip: r.ip,
      device_hash: r.deviceHash,
      status: r.refusedReason ? 'refused' : 'registered',
      refused_reason: r.refusedReason,
      reward: null,
      rewarded_at: null,
    })
    .onConflict((oc) => oc.column('friend_id').doNothing())
    .returning('friend_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Counts a referred friend's deposit or valid bet; answers the row after (undefined: not referred). */
export async function addFriendActivity(
  db: Executor,
  friendId: number,
  add: { deposits: number; validBet: number },
) {
  const row = await db
    .updateTable('referrals')
    .set({
      deposits: sql`deposits + ${add.deposits}`,
      valid_bet: sql`valid_bet + ${add.validBet}`,
      status: sql`case when status = 'registered' and deposits + ${add.deposits} > 0 then 'deposited' else status end`,
    })
    .where('friend_id', '=', friendId)
    .returning(['referrer_id', 'merchant_id', 'status', 'deposits', 'valid_bet'])
    .executeTakeFirst();
  return row ? { ...row, deposits: Number(row.deposits), validBet: Number(row.valid_bet) } : undefined;
}

/** Marks a friend rewarded: true for the one caller that did. */
export async function markRewarded(db: Executor, friendId: number, reward: number, at: Date) {
  const done = await db
    .updateTable('referrals')
    .set({ status: 'rewarded', reward, rewarded_at: at })
    .where('friend_id', '=', friendId)
    .where('status', 'in', ['registered', 'deposited'])
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

export async function friendsOf(db: Executor, referrerId: number) {
  const rows = await db
    .selectFrom('referrals')
    .select([
      'friend_id',
      'friend_name',
      'status',
      'refused_reason',
      'reward',
      'created_at',
      'rewarded_at',
      'ip',
    ])
    .where('referrer_id', '=', referrerId)
    .orderBy('created_at', 'desc')
    .orderBy('friend_id', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({ ...r, reward: r.reward === null ? null : Number(r.reward) }));
}
