import type { BonusStatus, ForfeitRule } from '@portal/contracts/promotions';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The bonuses and their counted bets: the only file that touches bonuses and bonus_bets (decision 0013). */

export type Executor = Database;

export type BonusRow = NonNullable<Awaited<ReturnType<typeof byId>>>;

export function byId(db: Executor, id: number) {
  return db.selectFrom('bonuses').selectAll().where('id', '=', id).executeTakeFirst();
}

export function byKey(db: Executor, merchantId: number, key: string) {
  return db
    .selectFrom('bonuses')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** The bonus row locked for an update (counting, closing): one writer per bonus at a time. */
export function lock(db: Executor, id: number) {
  return db.selectFrom('bonuses').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export type NewBonus = {
  merchantId: number;
  accountId: number;
  promotionId: number | null;
  source: string;
  reference: string;
  idempotencyKey: string;
  amount: number;
  turnoverMultiplier: number;
  categoryWeights: Record<string, number>;
  forfeitRule: ForfeitRule;
  expiresAt: Date | null;
  createdAt: Date;
};

/** Inserts a bonus once per (merchant, key); undefined when the key was used before. */
export function insert(db: Executor, b: NewBonus) {
  const required = b.amount * b.turnoverMultiplier;
  return db
    .insertInto('bonuses')
    .values({
      merchant_id: b.merchantId,
      account_id: b.accountId,
      promotion_id: b.promotionId,
      source: b.source,
      reference: b.reference,
      idempotency_key: b.idempotencyKey,
      amount: b.amount,
      turnover_multiplier: b.turnoverMultiplier,
      category_weights: JSON.stringify(b.categoryWeights),
      forfeit_rule: b.forfeitRule,
      required,
      // A bonus with nothing to play is met at once.
      status: required === 0 ? 'met' : 'active',
      closed_at: required === 0 ? b.createdAt : null,
      expires_at: b.expiresAt,
      created_at: b.createdAt,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'idempotency_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function setEntry(db: Executor, id: number, entryId: number) {
  return db.updateTable('bonuses').set({ entry_id: entryId }).where('id', '=', id).execute();
}

/** The open requirements of a player, oldest first. */
export function activeOf(db: Executor, accountId: number) {
  return db
    .selectFrom('bonuses')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
}

/** Every bonus of a player, newest first (the Bonus details page). */
export function listOf(db: Executor, merchantId: number, accountId: number, limit: number) {
  return db
    .selectFrom('bonuses')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('account_id', '=', accountId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Bonuses for operators, newest first (a keyset page: ids below `before`). */
export function listForOps(
  db: Executor,
  f: {
    merchantIds: readonly number[] | null;
    accountId?: number;
    status?: BonusStatus;
    before?: number;
    limit: number;
  },
) {
  let q = db.selectFrom('bonuses').selectAll();
  if (f.merchantIds) q = q.where('merchant_id', 'in', f.merchantIds.length ? f.merchantIds : [-1]);
  if (f.accountId) q = q.where('account_id', '=', f.accountId);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.before) q = q.where('id', '<', f.before);
  return q.orderBy('id', 'desc').limit(f.limit).execute();
}

/** The active bonuses whose expiry has passed, a batch. */
export function expiredIds(db: Executor, now: Date, limit: number) {
  return db
    .selectFrom('bonuses')
    .select('id')
    .where('status', '=', 'active')
    .where('expires_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Active bonuses after `afterId`, a batch (the reconcile job walks them all). */
export function activeAfter(db: Executor, afterId: number, limit: number) {
  return db
    .selectFrom('bonuses')
    .select(['id', 'merchant_id', 'account_id', 'created_at'])
    .where('status', '=', 'active')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function close(
  db: Executor,
  id: number,
  c: { status: BonusStatus; at: Date; takenBack: number; by: string | null; reason: string | null },
) {
  return db
    .updateTable('bonuses')
    .set({ status: c.status, closed_at: c.at, taken_back: c.takenBack, closed_by: c.by, reason: c.reason })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .returningAll()
    .executeTakeFirst();
}

export type CountedBet = {
  bonusId: number;
  vendor: string;
  betTxId: string;
  roundId: string;
  category: string;
  outcome: string;
  stake: number;
  payout: number;
  counted: number;
};

/** Records bets towards a bonus; a bet already counted is left as it is (never twice). */
export async function insertBets(db: Executor, bets: readonly CountedBet[]) {
  if (bets.length === 0) return;
  await db
    .insertInto('bonus_bets')
    .values(
      bets.map((b) => ({
        bonus_id: b.bonusId,
        vendor: b.vendor,
        bet_tx_id: b.betTxId,
        round_id: b.roundId,
        category: b.category,
        outcome: b.outcome,
        stake: b.stake,
        payout: b.payout,
        counted: b.counted,
      })),
    )
    .onConflict((oc) => oc.columns(['bonus_id', 'vendor', 'bet_tx_id']).doNothing())
    .execute();
}

/**
 * Marks hedged rounds (decision 0030): a round of one vendor where the bets counted for a bonus include
 * both a won and a lost bet. Its bets count nothing.
 */
export function markHedged(db: Executor, bonusId: number) {
  return sql`
    update bonus_bets b set hedged = true, counted = 0
    where b.bonus_id = ${bonusId} and not b.hedged
      and exists (select 1 from bonus_bets o
                  where o.bonus_id = b.bonus_id and o.vendor = b.vendor and o.round_id = b.round_id
                    and o.outcome in ('won', 'lost') and b.outcome in ('won', 'lost')
                    and o.outcome <> b.outcome)`.execute(db);
}

/**
 * Sets the progress to the sum of what its bets count, and meets the requirement when it is reached;
 * answers the row after.
 */
export function refreshProgress(db: Executor, bonusId: number, at: Date) {
  return sql<{ status: BonusStatus; progress: string; required: string }>`
    update bonuses set
      progress = least(required, (select coalesce(sum(counted), 0) from bonus_bets where bonus_id = ${bonusId})),
      status = case when (select coalesce(sum(counted), 0) from bonus_bets where bonus_id = ${bonusId}) >= required
                    then 'met' else status end,
      closed_at = case when (select coalesce(sum(counted), 0) from bonus_bets where bonus_id = ${bonusId}) >= required
                    then ${at} else closed_at end
    where id = ${bonusId} and status = 'active'
    returning status, progress, required`.execute(db);
}

/** The net winnings of the bets counted for a bonus (payout less stake, not below zero). */
export async function winningsOf(db: Executor, bonusId: number): Promise<number> {
  const row = await db
    .selectFrom('bonus_bets')
    .select(sql<string>`coalesce(sum(payout - stake), 0)`.as('net'))
    .where('bonus_id', '=', bonusId)
    .where('outcome', 'in', ['won', 'lost'])
    .executeTakeFirstOrThrow();
  return Math.max(0, Number(row.net));
}
