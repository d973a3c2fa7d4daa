import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';

export type GameFilter = {
  gameType?: string | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  gameName?: string | undefined;
  minBet?: number | undefined;
  minLineNum?: number | undefined;
  isNew?: boolean | undefined;
  isJackpot?: boolean | undefined;
};

const gameColumns = [
  'id',
  'vendor_code',
  'node_name',
  'game_name',
  'game_names',
  'game_type',
  'game_classify',
  'prize_mode',
  'min_bet',
  'min_line_num',
  'show_icon',
  'icon_url',
  'support_play',
  'game_code',
  'is_game',
  'is_hot',
  'is_new',
  'is_jackpot',
] as const;

/**
 * Games whose shown name in any language, stored name or internal (node) name contains the text, and
 * with `orCode` also those whose game code does; case does not matter, % and _ are plain characters.
 */
export function nameContains(text: string, orCode = false) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return (eb: ExpressionBuilder<DB, 'games'>) =>
    eb.or([
      eb('games.game_name', 'ilike', pattern),
      eb('games.node_name', 'ilike', pattern),
      ...(orCode ? [eb('games.game_code', 'ilike', pattern)] : []),
      sql<boolean>`exists (select 1 from jsonb_each_text(games.game_names) as n where n.value ilike ${pattern})`,
    ]);
}

/** A game is under maintenance when it is, or its vendor is: listed with the mark, never launched. */
const underMaintenance = sql<boolean>`games.maintenance or vendors.maintenance`.as('maintenance');

/** Games with their vendor's row (a vendor is one code in one category of one merchant). */
export function gamesWithVendors(db: Database) {
  return db
    .selectFrom('games')
    .innerJoin('vendors', (j) =>
      j
        .onRef('vendors.merchant_id', '=', 'games.merchant_id')
        .onRef('vendors.code', '=', 'games.vendor_code')
        .onRef('vendors.game_type', '=', 'games.game_type'),
    );
}

/** The merchant's enabled games of enabled vendors, with their vendor rows: every catalogue read starts here. */
function catalogue(db: Database, merchantId: number) {
  return gamesWithVendors(db)
    .where('games.merchant_id', '=', merchantId)
    .where('games.enabled', '=', true)
    .where('vendors.enabled', '=', true);
}

/** The merchant's enabled vendors, in the operator's order. */
export function listVendors(db: Database, merchantId: number) {
  return db
    .selectFrom('vendors')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export type VendorRow = Awaited<ReturnType<typeof listVendors>>[number];

export function listHotGames(db: Database, merchantId: number, limit: number) {
  return catalogue(db, merchantId)
    .select(gameColumns.map((c) => `games.${c}` as const))
    .select(['vendors.account_type_name', underMaintenance])
    .where('games.is_hot', '=', true)
    .orderBy('games.hot_rank')
    .orderBy('games.id')
    .limit(limit)
    .execute();
}

export type GameRow = Awaited<ReturnType<typeof listHotGames>>[number];

/** One page of games and the count of all that match. */
export async function listGames(
  db: Database,
  merchantId: number,
  filter: GameFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: GameRow[]; total: number }> {
  let query = catalogue(db, merchantId);
  if (filter.gameType) query = query.where('games.game_type', '=', filter.gameType);
  if (filter.vassalage) query = query.where('games.vendor_code', '=', filter.vassalage);
  if (filter.gameClassify) query = query.where('games.game_classify', '=', filter.gameClassify);
  if (filter.gameName) query = query.where(nameContains(filter.gameName));
  if (filter.minBet !== undefined) query = query.where('games.min_bet', '<=', filter.minBet);
  if (filter.minLineNum !== undefined) query = query.where('games.min_line_num', '>=', filter.minLineNum);
  if (filter.isNew) query = query.where('games.is_new', '=', true);
  if (filter.isJackpot) query = query.where('games.is_jackpot', '=', true);

  return pageInCatalogueOrder(
    query
      .select(gameColumns.map((c) => `games.${c}` as const))
      .select(['vendors.account_type_name', underMaintenance]),
    page,
  );
}

/**
 * One page of games in the catalogue's order and the count of all that match, in one query (a page
 * past the end asks for the count alone).
 */
export async function pageInCatalogueOrder<O>(
  query: SelectQueryBuilder<DB, 'games' | 'vendors', O>,
  page: { offset: number; limit: number },
): Promise<{ rows: O[]; total: number }> {
  const rows = await query
    .select(sql<number>`count(*) over ()`.as('total_count'))
    .orderBy('games.sort')
    .orderBy('games.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  if (rows.length > 0) return { rows, total: Number(rows[0]?.total_count) };
  if (page.offset === 0) return { rows: [], total: 0 };
  const count = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return { rows: [], total: Number(count?.n ?? 0) };
}

export function listWinners(db: Database, merchantId: number, category: string | null, limit: number) {
  let query = db.selectFrom('winners').selectAll().where('merchant_id', '=', merchantId);
  if (category) query = query.where('game_category', '=', category);
  return query.orderBy('won_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export type WinnerRow = Awaited<ReturnType<typeof listWinners>>[number];

/** One page of the winners, the latest first, and the count of all (the winners list page). */
export async function pageWinners(
  db: Database,
  merchantId: number,
  category: string | null,
  page: { offset: number; limit: number },
) {
  let query = db.selectFrom('winners').where('merchant_id', '=', merchantId);
  if (category) query = query.where('game_category', '=', category);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('won_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** The enabled games' count per vendor and category of the merchant's catalogue. */
export function countGamesByVendor(db: Database, merchantId: number) {
  return catalogue(db, merchantId)
    .select(['games.game_type', 'games.vendor_code'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .groupBy(['games.game_type', 'games.vendor_code'])
    .execute();
}

/** The enabled games under maintenance (their own switch; a vendor's switch is read from its row). */
export function gamesUnderMaintenance(db: Database, merchantId: number) {
  return catalogue(db, merchantId)
    .select([
      'games.game_type',
      'games.vendor_code',
      'games.game_name',
      'games.game_names',
      'games.node_name',
    ])
    .where('games.maintenance', '=', true)
    .where('vendors.maintenance', '=', false)
    .orderBy('games.sort')
    .orderBy('games.id')
    .limit(50)
    .execute();
}

/** One enabled game of the merchant, by node id or by vendor and game code. */
export function findGame(
  db: Database,
  merchantId: number,
  key: { nodeId: number } | { vendor: string; gameCode: string },
) {
  let query = catalogue(db, merchantId)
    .select(gameColumns.map((c) => `games.${c}` as const))
    .select(['vendors.account_type_name', underMaintenance]);
  query =
    'nodeId' in key
      ? query.where('games.id', '=', key.nodeId)
      : query.where('games.vendor_code', '=', key.vendor).where('games.game_code', '=', key.gameCode);
  return query.executeTakeFirst();
}

/** Games by id, in the order given (favourites and recent games). */
export async function gamesByIds(
  db: Database,
  merchantId: number,
  ids: readonly number[],
): Promise<GameRow[]> {
  if (ids.length === 0) return [];
  const rows = await catalogue(db, merchantId)
    .select(gameColumns.map((c) => `games.${c}` as const))
    .select(['vendors.account_type_name', underMaintenance])
    .where('games.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function insertWinner(
  db: Database,
  merchantId: number,
  win: { account: string; gameName: string; category: string; vendor: string; amount: number },
) {
  await db
    .insertInto('winners')
    .values({
      merchant_id: merchantId,
      account: win.account,
      game_name: win.gameName,
      game_category: win.category,
      vassalage: win.vendor,
      win_amount: win.amount,
      won_at: new Date(),
    })
    .execute();
}
