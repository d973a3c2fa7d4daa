import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The points module's tables (decision 0035); only this file writes them. */

export async function settings(db: Database, merchantId: number) {
  return db
    .selectFrom('points_settings')
    .select(['cash_per_point', 'min_convert'])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

export async function rates(db: Database, merchantId: number) {
  return db
    .selectFrom('points_rates')
    .select(['category', 'bet_per_point'])
    .where('merchant_id', '=', merchantId)
    .orderBy('category')
    .execute();
}

export async function rateOf(db: Database, merchantId: number, category: string): Promise<number> {
  const row = await db
    .selectFrom('points_rates')
    .select('bet_per_point')
    .where('merchant_id', '=', merchantId)
    .where('category', '=', category)
    .executeTakeFirst();
  return row ? Number(row.bet_per_point) : 0;
}

export async function saveSettings(
  db: Database,
  merchantId: number,
  value: {
    cashPerPoint: number;
    minConvert: number;
    rates: Array<{ category: string; betPerPoint: number }>;
  },
) {
  await db
    .insertInto('points_settings')
    .values({ merchant_id: merchantId, cash_per_point: value.cashPerPoint, min_convert: value.minConvert })
    .onConflict((oc) =>
      oc.column('merchant_id').doUpdateSet({
        cash_per_point: value.cashPerPoint,
        min_convert: value.minConvert,
        updated_at: sql`now()`,
      }),
    )
    .execute();
  await db.deleteFrom('points_rates').where('merchant_id', '=', merchantId).execute();
  if (value.rates.length > 0) {
    await db
      .insertInto('points_rates')
      .values(
        value.rates.map((r) => ({
          merchant_id: merchantId,
          category: r.category,
          bet_per_point: r.betPerPoint,
        })),
      )
      .execute();
  }
}

/** Claims bets for counting, once each: answers the keys claimed now (a key claimed before is left out). */
export async function claimBets(
  db: Database,
  rows: ReadonlyArray<{ merchantId: number; betKey: string; accountId: number }>,
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const inserted = await db
    .insertInto('points_bets')
    .values(
      rows.map((r) => ({ merchant_id: r.merchantId, bet_key: r.betKey, account_id: r.accountId, points: 0 })),
    )
    .onConflict((oc) => oc.columns(['merchant_id', 'bet_key']).doNothing())
    .returning('bet_key')
    .execute();
  return new Set(inserted.map((r) => r.bet_key));
}

/** The points each counted bet earned (the rest stay 0). */
export async function setBetPoints(
  db: Database,
  merchantId: number,
  earned: ReadonlyArray<{ betKey: string; points: number }>,
) {
  if (earned.length === 0) return;
  const keys = earned.map((e) => e.betKey);
  await sql`update points_bets b set points = v.points
    from unnest(${keys}::text[], ${earned.map((e) => e.points)}::int[]) as v(bet_key, points)
    where b.merchant_id = ${merchantId} and b.bet_key = any(${keys}::text[]) and b.bet_key = v.bet_key`.execute(
    db,
  );
}

/** Adds a valid bet to the account's carry in a category, locked: answers the carry before the add. */
export async function lockCarry(db: Database, accountId: number, category: string): Promise<number> {
  await db
    .insertInto('points_carry')
    .values({ account_id: accountId, category, carry: 0 })
    .onConflict((oc) => oc.columns(['account_id', 'category']).doNothing())
    .execute();
  const row = await db
    .selectFrom('points_carry')
    .select('carry')
    .where('account_id', '=', accountId)
    .where('category', '=', category)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return Number(row.carry);
}

export async function setCarry(db: Database, accountId: number, category: string, carry: number) {
  await db
    .updateTable('points_carry')
    .set({ carry })
    .where('account_id', '=', accountId)
    .where('category', '=', category)
    .execute();
}

const ITEM_COLUMNS = [
  'id',
  'name',
  'description',
  'picture_url',
  'price',
  'stock',
  'enabled',
  'sort',
  'updated_at',
] as const;

export async function items(db: Database, merchantId: number, onlyEnabled: boolean) {
  let query = db.selectFrom('points_items').select(ITEM_COLUMNS).where('merchant_id', '=', merchantId);
  if (onlyEnabled) query = query.where('enabled', '=', true);
  return query.orderBy('sort').orderBy('id').execute();
}

export async function item(db: Database, merchantId: number, id: number) {
  return db
    .selectFrom('points_items')
    .select(ITEM_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export type ItemValues = {
  name: Record<string, string>;
  description: Record<string, string>;
  pictureUrl: string;
  price: number;
  stock: number;
  enabled: boolean;
  sort: number;
};

export async function insertItem(db: Database, merchantId: number, v: ItemValues) {
  const row = await db
    .insertInto('points_items')
    .values({
      merchant_id: merchantId,
      name: JSON.stringify(v.name),
      description: JSON.stringify(v.description),
      picture_url: v.pictureUrl,
      price: v.price,
      stock: v.stock,
      enabled: v.enabled,
      sort: v.sort,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateItem(db: Database, merchantId: number, id: number, v: ItemValues) {
  const row = await db
    .updateTable('points_items')
    .set({
      name: JSON.stringify(v.name),
      description: JSON.stringify(v.description),
      picture_url: v.pictureUrl,
      price: v.price,
      stock: v.stock,
      enabled: v.enabled,
      sort: v.sort,
      updated_at: sql`now()`,
    })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes one from an enabled item's stock; undefined when it is gone, disabled or out of stock. */
export async function takeOne(db: Database, merchantId: number, id: number) {
  return db
    .updateTable('points_items')
    .set({ stock: sql`stock - 1` })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('enabled', '=', true)
    .where('stock', '>', 0)
    .returning(['id', 'name', 'price', 'stock'])
    .executeTakeFirst();
}

const EXCHANGE_COLUMNS = [
  'id',
  'account_id',
  'kind',
  'item_id',
  'item_name',
  'points',
  'amount',
  'cash_per_point',
  'status',
  'remark',
  'created_at',
  'decided_at',
] as const;

export type ExchangeRow = Awaited<ReturnType<typeof exchangeByRequest>> & {};

export async function exchangeByRequest(db: Database, accountId: number, requestId: string) {
  return db
    .selectFrom('points_exchanges')
    .select(EXCHANGE_COLUMNS)
    .where('account_id', '=', accountId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export async function insertExchange(
  db: Database,
  row: {
    merchantId: number;
    accountId: number;
    kind: 'item' | 'cash';
    itemId: number | null;
    itemName: Record<string, string>;
    points: number;
    amount: number;
    cashPerPoint: number;
    status: 'pending' | 'approved';
    requestId: string;
  },
) {
  return db
    .insertInto('points_exchanges')
    .values({
      merchant_id: row.merchantId,
      account_id: row.accountId,
      kind: row.kind,
      item_id: row.itemId,
      item_name: JSON.stringify(row.itemName),
      points: row.points,
      amount: row.amount,
      cash_per_point: row.cashPerPoint,
      status: row.status,
      request_id: row.requestId,
      ...(row.status === 'approved' ? { decided_at: new Date() } : {}),
    })
    .returning(EXCHANGE_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function exchangesOf(
  db: Database,
  accountId: number,
  page: { pageNum: number; pageSize: number },
) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('points_exchanges')
      .select(EXCHANGE_COLUMNS)
      .where('account_id', '=', accountId)
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
    db
      .selectFrom('points_exchanges')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function exchangesOfMerchant(
  db: Database,
  merchantId: number,
  filter: { status?: 'pending' | 'approved' | 'rejected'; pageNum: number; pageSize: number },
) {
  let base = db.selectFrom('points_exchanges').where('merchant_id', '=', merchantId);
  if (filter.status) base = base.where('status', '=', filter.status);
  const [rows, count] = await Promise.all([
    base
      .select(EXCHANGE_COLUMNS)
      .orderBy('id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.pageNum - 1) * filter.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Decides a pending exchange; undefined when there is none pending with that id. */
export async function decide(
  db: Database,
  merchantId: number,
  id: number,
  decision: { status: 'approved' | 'rejected'; remark: string; by: number },
) {
  return db
    .updateTable('points_exchanges')
    .set({
      status: decision.status,
      remark: decision.remark,
      decided_by: decision.by,
      decided_at: sql`now()`,
    })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(EXCHANGE_COLUMNS)
    .executeTakeFirst();
}

export async function exchangeById(db: Database, merchantId: number, id: number) {
  return db
    .selectFrom('points_exchanges')
    .select(EXCHANGE_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function giveBack(db: Database, itemId: number) {
  await db.updateTable('points_items').set({ stock: sql`stock + 1` }).where('id', '=', itemId).execute();
}
