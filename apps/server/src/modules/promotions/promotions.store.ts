import type { EntryStatus } from '@portal/contracts/promotions';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Audience, PromotionRules, PromotionsTable } from './promotions.tables.ts';

/** Promotions, entries and application images: the only file that touches those tables (decision 0013). */

export type Executor = Database;

export type PromotionRow = NonNullable<Awaited<ReturnType<typeof promotionById>>>;
export type EntryRow = NonNullable<Awaited<ReturnType<typeof entryById>>>;

export function promotionById(db: Executor, id: number) {
  return db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A merchant's promotions (raffles are not run: never listed), in the merchant's order. */
export function promotionsOf(db: Executor, merchantIds: readonly number[] | null) {
  let q = db.selectFrom('promotions').selectAll().where('type', '<>', 'raffle');
  if (merchantIds) q = q.where('merchant_id', 'in', merchantIds.length ? merchantIds : [-1]);
  return q.orderBy('merchant_id').orderBy('sort').orderBy('id').execute();
}

/** The promotions shown on the portal: not paused, not ended long ago (a week), in order. */
export function shownOf(db: Executor, merchantId: number, now: Date) {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('type', '<>', 'raffle')
    .where('paused', '=', false)
    .where((eb) =>
      eb.or([eb('end_at', 'is', null), eb('end_at', '>', new Date(now.getTime() - 7 * 86_400_000))]),
    )
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The promotions a deposit may pay: running now, of the types a deposit moves. */
export function depositPromotions(db: Executor, merchantId: number, now: Date) {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('type', 'in', ['welcome', 'reload', 'signup'])
    .where('paused', '=', false)
    .where('start_at', '<=', now)
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', now)]))
    .orderBy('id')
    .execute();
}

export type PromotionColumns = {
  merchantId: number;
  type: PromotionsTable['type'];
  audience: Audience;
  startAt: Date;
  endAt: Date | null;
  rules: PromotionRules;
  turnoverMultiplier: number;
  categoryWeights: Record<string, number>;
  forfeitRule: 'bonus' | 'bonus_and_winnings';
  title: Record<string, string>;
  content: Record<string, string>;
  banner: string | null;
  sort: number;
};

const columnsOf = (p: PromotionColumns) => ({
  merchant_id: p.merchantId,
  type: p.type,
  audience: JSON.stringify(p.audience),
  start_at: p.startAt,
  end_at: p.endAt,
  rules: JSON.stringify(p.rules),
  turnover_multiplier: p.turnoverMultiplier,
  category_weights: JSON.stringify(p.categoryWeights),
  forfeit_rule: p.forfeitRule,
  title: JSON.stringify(p.title),
  content: JSON.stringify(p.content),
  banner: p.banner,
  sort: p.sort,
});

export function insertPromotion(db: Executor, p: PromotionColumns) {
  return db.insertInto('promotions').values(columnsOf(p)).returningAll().executeTakeFirstOrThrow();
}

export function updatePromotion(db: Executor, id: number, p: PromotionColumns) {
  return db
    .updateTable('promotions')
    .set({ ...columnsOf(p), updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function setPaused(db: Executor, id: number, paused: boolean) {
  return db
    .updateTable('promotions')
    .set({ paused, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Ends a promotion now (a promotion that has not started ends at its start: it never runs). */
export function endNow(db: Executor, id: number, at: Date) {
  return db
    .updateTable('promotions')
    .set({
      end_at: sql`greatest(start_at + interval '1 millisecond', least(coalesce(end_at, ${at}), ${at}))`,
      updated_at: at,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

// -- entries ------------------------------------------------------------------------------------------

export function entryById(db: Executor, id: number) {
  return db.selectFrom('promotion_entries').selectAll().where('id', '=', id).executeTakeFirst();
}

export function lockEntry(db: Executor, id: number) {
  return db.selectFrom('promotion_entries').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** A player's entries in some promotions (every period). */
export function entriesOf(db: Executor, accountId: number, promotionIds: readonly number[]) {
  if (promotionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('promotion_entries')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('promotion_id', 'in', promotionIds)
    .orderBy('id')
    .execute();
}

export function entryOf(db: Executor, promotionId: number, accountId: number, periodKey: string) {
  return db
    .selectFrom('promotion_entries')
    .selectAll()
    .where('promotion_id', '=', promotionId)
    .where('account_id', '=', accountId)
    .where('period_key', '=', periodKey)
    .executeTakeFirst();
}

/** Adds an entry once per (promotion, account, period); undefined when there was one. */
export function insertEntry(
  db: Executor,
  e: {
    merchantId: number;
    promotionId: number;
    accountId: number;
    periodKey: string;
    status: EntryStatus;
    comment?: string | null;
    bonusId?: number | null;
  },
) {
  return db
    .insertInto('promotion_entries')
    .values({
      merchant_id: e.merchantId,
      promotion_id: e.promotionId,
      account_id: e.accountId,
      period_key: e.periodKey,
      status: e.status,
      comment: e.comment ?? null,
      bonus_id: e.bonusId ?? null,
    })
    .onConflict((oc) => oc.columns(['promotion_id', 'account_id', 'period_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Moves an entry from one state to another; undefined when it was not in `from` any more. */
export function moveEntry(
  db: Executor,
  id: number,
  from: readonly EntryStatus[],
  change: {
    status: EntryStatus;
    bonusId?: number | null;
    reason?: string | null;
    reviewedBy?: number | null;
    at?: Date;
  },
) {
  return db
    .updateTable('promotion_entries')
    .set({
      status: change.status,
      ...(change.bonusId !== undefined ? { bonus_id: change.bonusId } : {}),
      ...(change.reason !== undefined ? { reason: change.reason } : {}),
      ...(change.reviewedBy !== undefined ? { reviewed_by: change.reviewedBy } : {}),
      ...(change.at ? { decided_at: change.at } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
}

/** Applications for operators (custom promotions' entries), newest first, with their image ids. */
export function applications(
  db: Executor,
  f: { merchantIds: readonly number[] | null; status?: EntryStatus; limit: number },
) {
  let q = db
    .selectFrom('promotion_entries as e')
    .innerJoin('promotions as p', 'p.id', 'e.promotion_id')
    .select([
      'e.id',
      'e.merchant_id',
      'e.promotion_id',
      'e.account_id',
      'e.status',
      'e.comment',
      'e.reason',
      'e.bonus_id',
      'e.created_at',
      'e.decided_at',
      'p.title',
      sql<
        number[]
      >`coalesce((select array_agg(i.id order by i.id) from promotion_images i where i.entry_id = e.id), '{}')`.as(
        'image_ids',
      ),
    ])
    .where('p.type', '=', 'custom');
  if (f.merchantIds) q = q.where('e.merchant_id', 'in', f.merchantIds.length ? f.merchantIds : [-1]);
  if (f.status) q = q.where('e.status', '=', f.status);
  return q.orderBy('e.id', 'desc').limit(f.limit).execute();
}

export async function insertImages(
  db: Executor,
  entryId: number,
  images: ReadonlyArray<{ mime: 'image/png' | 'image/jpeg'; data: Uint8Array }>,
) {
  if (images.length === 0) return;
  await db
    .insertInto('promotion_images')
    .values(images.map((i) => ({ entry_id: entryId, mime: i.mime, size: i.data.byteLength, data: i.data })))
    .execute();
}

export function image(db: Executor, entryId: number, imageId: number) {
  return db
    .selectFrom('promotion_images')
    .select(['mime', 'data'])
    .where('id', '=', imageId)
    .where('entry_id', '=', entryId)
    .executeTakeFirst();
}
