import type { OpsGameFlag } from '@portal/contracts/operators';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { gamesWithVendors, nameContains, pageInCatalogueOrder } from './games.store.ts';

/*
 * The catalogue as operators see and change it: every vendor and game of a merchant, enabled or not,
 * with their switches. The portal's reads (games.store.ts) see only what is enabled.
 */

function vendorRows(db: Database) {
  return db
    .selectFrom('vendors')
    .select([
      'vendors.id',
      'vendors.merchant_id',
      'vendors.code',
      'vendors.display_name',
      'vendors.game_type',
      'vendors.enabled',
      'vendors.maintenance',
    ])
    .select((eb) =>
      eb
        .selectFrom('games')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('games.merchant_id', '=', 'vendors.merchant_id')
        .whereRef('games.vendor_code', '=', 'vendors.code')
        .whereRef('games.game_type', '=', 'vendors.game_type')
        .as('game_count'),
    );
}

export type VendorRow = NonNullable<Awaited<ReturnType<typeof findVendor>>>;

export function listVendors(db: Database, merchantId: number) {
  return vendorRows(db)
    .where('vendors.merchant_id', '=', merchantId)
    .orderBy('vendors.sort')
    .orderBy('vendors.id')
    .execute();
}

export function findVendor(db: Database, id: number) {
  return vendorRows(db).where('vendors.id', '=', id).executeTakeFirst();
}

export async function updateVendor(
  db: Database,
  id: number,
  set: { enabled?: boolean; maintenance?: boolean },
): Promise<void> {
  await db.updateTable('vendors').set(set).where('id', '=', id).execute();
}

function gameRows(db: Database) {
  return gamesWithVendors(db).select([
    'games.id',
    'games.merchant_id',
    'games.game_code',
    'games.game_name',
    'games.game_names',
    'games.node_name',
    'games.vendor_code',
    'games.game_type',
    'games.game_classify',
    'games.icon_url',
    'games.show_icon',
    'games.enabled',
    'games.maintenance',
    'games.support_play',
    'games.is_hot',
    'games.hot_rank',
    'games.is_new',
    'vendors.display_name as vendor_name',
    'vendors.enabled as vendor_enabled',
    'vendors.maintenance as vendor_maintenance',
  ]);
}

export type AdminGameRow = NonNullable<Awaited<ReturnType<typeof findGame>>>;

export type AdminGameFilter = {
  search?: string | undefined;
  vendor?: string | undefined;
  category?: string | undefined;
  flag?: OpsGameFlag | undefined;
};

/** One page of a merchant's games in the portal's order, and the count of all that match. */
export async function listGames(
  db: Database,
  merchantId: number,
  filter: AdminGameFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: AdminGameRow[]; total: number }> {
  let query = gameRows(db).where('games.merchant_id', '=', merchantId);
  if (filter.search) query = query.where(nameContains(filter.search, true));
  if (filter.vendor) query = query.where('games.vendor_code', '=', filter.vendor);
  if (filter.category) query = query.where('games.game_type', '=', filter.category);
  if (filter.flag === 'enabled') query = query.where('games.enabled', '=', true);
  if (filter.flag === 'disabled') query = query.where('games.enabled', '=', false);
  if (filter.flag === 'maintenance')
    query = query.where((eb) =>
      eb.or([eb('games.maintenance', '=', true), eb('vendors.maintenance', '=', true)]),
    );
  if (filter.flag === 'hot') query = query.where('games.is_hot', '=', true);
  if (filter.flag === 'new') query = query.where('games.is_new', '=', true);
  if (filter.flag === 'trial') query = query.where('games.support_play', '=', 0);
  return pageInCatalogueOrder(query, page);
}

export function findGame(db: Database, id: number) {
  return gameRows(db).where('games.id', '=', id).executeTakeFirst();
}

/** The merchant's hot list, first place first. */
export function hotGames(db: Database, merchantId: number) {
  return gameRows(db)
    .where('games.merchant_id', '=', merchantId)
    .where('games.is_hot', '=', true)
    .orderBy('games.hot_rank')
    .orderBy('games.id')
    .execute();
}

export async function updateGame(
  db: Database,
  id: number,
  set: { enabled?: boolean; maintenance?: boolean; support_play?: number; is_new?: boolean },
): Promise<void> {
  await db.updateTable('games').set(set).where('id', '=', id).execute();
}

/** The ids on the merchant's hot list in their order, locked until the transaction ends. */
export async function lockHotList(db: Database, merchantId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('games')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('is_hot', '=', true)
    .orderBy('hot_rank')
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

/** Gives each game of the list its place: the first is 1. */
export async function rankHotList(db: Database, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db
      .updateTable('games')
      .set({ is_hot: true, hot_rank: index + 1 })
      .where('id', '=', id)
      .execute();
  }
}

export async function leaveHotList(db: Database, id: number): Promise<void> {
  await db.updateTable('games').set({ is_hot: false, hot_rank: 0 }).where('id', '=', id).execute();
}

const VENDOR_COPY = [
  'code',
  'display_name',
  'game_type',
  'account_type_name',
  'is_game',
  'game_code',
] as const;
const VENDOR_SWITCHES = ['maintenance', 'sort', 'enabled'] as const;
// biome-ignore format: a column list reads best as a block
const GAME_COPY = [
  'vendor_code', 'node_name', 'game_name', 'game_names', 'game_type', 'game_classify', 'prize_mode', 'min_bet',
  'min_line_num', 'show_icon', 'icon_url', 'support_play', 'game_code', 'is_game', 'is_hot', 'hot_rank',
  'is_new', 'is_jackpot', 'sort', 'enabled', 'maintenance',
] as const;

/** Copies one merchant's vendors and games, with their switches and order, to a new merchant. */
export async function copyCatalogue(db: Database, fromId: number, toId: number): Promise<number> {
  const target = sql<number>`${toId}::integer`.as('merchant_id');
  await db
    .insertInto('vendors')
    .columns(['merchant_id', ...VENDOR_COPY, ...VENDOR_SWITCHES])
    .expression(
      db
        .selectFrom('vendors')
        .select([target, ...VENDOR_COPY, ...VENDOR_SWITCHES])
        .where('merchant_id', '=', fromId)
        .orderBy('id'),
    )
    .execute();
  const result = await db
    .insertInto('games')
    .columns(['merchant_id', ...GAME_COPY])
    .expression(
      db
        .selectFrom('games')
        .select([target, ...GAME_COPY])
        .where('merchant_id', '=', fromId)
        .orderBy('id'),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}
