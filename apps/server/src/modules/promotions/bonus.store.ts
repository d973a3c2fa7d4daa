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

/** A settled bet as it arrives to be counted: whose it is, when it settled, and what it staked and paid. */
export type SettledBet = {
  accountId: number;
  vendor: string;
  betTxId: string;
  roundId: string;
  category: string;
  outcome: string;
  stake: number;
  payout: number;
  validBet: number;
  settledAt: Date;
};

/**
 * Counts settled bets in one statement for every open requirement of their players that was issued before
 * they settled (or only for `bonusId`): one row per (bonus, vendor, bet), a bet already counted left as it is
 * (never twice), the valid bet times its category's weight in percent (100 when not listed), rounded down.
 * Answers the bonuses that got a new row.
 */
export async function countBets(
  db: Executor,
  bets: readonly SettledBet[],
  bonusId?: number,
): Promise<Array<{ bonusId: number; added: number }>> {
  if (bets.length === 0) return [];
  const values = sql.join(
    bets.map(
      (b) =>
        sql`(${b.accountId}::int, ${b.vendor}::text, ${b.betTxId}::text, ${b.roundId}::text, ${b.category}::text, ${b.outcome}::text, ${b.stake}::bigint, ${b.payout}::bigint, ${b.validBet}::bigint, ${b.settledAt}::timestamptz)`,
    ),
  );
  const only = bonusId === undefined ? sql`` : sql`and b.id = ${bonusId}`;
  const result = await sql<{ bonus_id: number; added: string }>`
    with incoming (account_id, vendor, bet_tx_id, round_id, category, outcome, stake, payout, valid_bet, settled_at) as (
      values ${values}
    ), counted as (
      insert into bonus_bets (bonus_id, vendor, bet_tx_id, round_id, category, outcome, stake, payout, counted)
      select b.id, i.vendor, i.bet_tx_id, i.round_id, i.category, i.outcome, i.stake, i.payout,
             greatest(0, floor(i.valid_bet * coalesce((b.category_weights ->> i.category)::numeric, 100) / 100))::bigint
      from incoming i
      join bonuses b on b.account_id = i.account_id and b.status = 'active' and b.created_at <= i.settled_at ${only}
      on conflict (bonus_id, vendor, bet_tx_id) do nothing
      returning bonus_id, counted
    )
    select bonus_id, sum(counted) as added from counted group by bonus_id`.execute(db);
  return result.rows.map((r) => ({ bonusId: Number(r.bonus_id), added: Number(r.added) }));
}

/**
 * Marks hedged rounds (decision 0030): a round of one vendor where the bets counted for a bonus include
 * both a won and a lost bet. Its bets count nothing. Only the given rounds are looked at (null: all of the
 * bonuses' rounds); answers the bonuses whose rows changed.
 */
export async function markHedged(
  db: Executor,
  bonusIds: readonly number[],
  rounds: ReadonlyArray<{ vendor: string; roundId: string }> | null,
): Promise<number[]> {
  if (bonusIds.length === 0) return [];
  const only = rounds
    ? sql`and (b.vendor, b.round_id) in (select * from unnest(${rounds.map((r) => r.vendor)}::text[], ${rounds.map((r) => r.roundId)}::text[]))`
    : sql``;
  const result = await sql<{ bonus_id: number }>`
    update bonus_bets b set hedged = true, counted = 0
    where b.bonus_id = any(${[...bonusIds]}::int[]) and not b.hedged and b.outcome in ('won', 'lost') ${only}
      and exists (select 1 from bonus_bets o
                  where o.bonus_id = b.bonus_id and o.vendor = b.vendor and o.round_id = b.round_id
                    and o.outcome in ('won', 'lost') and o.outcome <> b.outcome)
    returning b.bonus_id`.execute(db);
  return [...new Set(result.rows.map((r) => Number(r.bonus_id)))];
}

/** Adds newly counted bets to open requirements and meets those that reach theirs. */
export function addProgress(
  db: Executor,
  added: ReadonlyArray<{ bonusId: number; added: number }>,
  at: Date,
) {
  return sql`
    update bonuses b set
      progress = least(b.required, b.progress + d.added),
      status = case when b.progress + d.added >= b.required then 'met' else b.status end,
      closed_at = case when b.progress + d.added >= b.required then ${at}::timestamptz else b.closed_at end
    from unnest(${added.map((a) => a.bonusId)}::int[], ${added.map((a) => a.added)}::bigint[]) as d(id, added)
    where b.id = d.id and b.status = 'active'`.execute(db);
}

/**
 * Sets each open requirement's progress to the sum of what its bets count (capped at the requirement) and
 * meets it when it is reached.
 */
export function refreshProgress(db: Executor, bonusIds: readonly number[], at: Date) {
  return sql`
    update bonuses b set
      progress = least(b.required, s.total),
      status = case when s.total >= b.required then 'met' else b.status end,
      closed_at = case when s.total >= b.required then ${at}::timestamptz else b.closed_at end
    from (select bonus_id, coalesce(sum(counted), 0) as total from bonus_bets
          where bonus_id = any(${[...bonusIds]}::int[]) group by bonus_id) s
    where b.id = s.bonus_id and b.status = 'active'`.execute(db);
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
