import type { PageOf } from '@portal/contracts/common';
import type { Announcement, Winner } from '@portal/contracts/content';
import type {
  Game,
  GameAnnouncements,
  GameListQuery,
  GameType,
  MaintenanceNotice,
  VendorLanes,
} from '@portal/contracts/games';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { TtlCache } from '../../platform/cache.ts';
import type { Merchant } from '../../platform/merchant.ts';
import {
  gameNameIn,
  nameLanguage,
  toGame,
  VENDOR_ICON_VARIANTS,
  type VendorIconVariant,
  vendorIcon,
} from './game-view.ts';
import * as store from './games.store.ts';

export type GamesService = ReturnType<typeof createGamesService>;

const HOT_LIMIT = 30;

function vendorIcons(code: string) {
  return Object.fromEntries(VENDOR_ICON_VARIANTS.map((v) => [v, vendorIcon(code, v)])) as Record<
    VendorIconVariant,
    string
  >;
}

/** The winner board shows an account as its first two and last characters. */
export function maskAccount(username: string): string {
  return `${username.slice(0, 2)}***${username.length > 3 ? username.slice(-1) : ''}`;
}

/** The language games are named in: the asked one, else the merchant's default (as announcements). */
function listLanguage(merchant: Merchant, language: string | undefined): string {
  return nameLanguage(language ?? merchant.defaultLanguage);
}

/** A merchant code in the query must be the site's own: no reading another merchant's catalogue. */
function assertOwnMerchant(merchant: Merchant, code: string | undefined) {
  if (code !== undefined && code !== '' && code.toLowerCase() !== merchant.code)
    throw new AppError('merchant.mismatch');
}

/** The winners list page's page size (spec section 9). */
export const WINNER_PAGE_SIZE = 42;

const toWinner = (r: store.WinnerRow): Winner => ({
  vo: {
    account: r.account,
    gameName: r.game_name,
    gameCategory: r.game_category,
    vassalage: r.vassalage,
    winAmount: Number(r.win_amount),
    winTime: new Date(r.won_at).toISOString(),
  },
});

export function createGamesService(
  db: Database,
  options: {
    cacheTtlMs?: number;
    /** The merchant's current player notices (the content module's announcements), for the game announcements. */
    notices?: (merchant: Merchant, language: string) => Promise<Announcement[]>;
  } = {},
) {
  const cache = new TtlCache<unknown>(options.cacheTtlMs ?? 10_000, 5000);

  return {
    /** Vendors grouped by category, in the operator's order (the navigation and game centres). */
    async vendorLanes(merchant: Merchant, merchantCode?: string): Promise<VendorLanes> {
      assertOwnMerchant(merchant, merchantCode);
      return cache.getOrLoad(`${merchant.id}:lanes`, async () => {
        const vendors = await store.listVendors(db, merchant.id);
        const lanes = new Map<string, VendorLanes['lanes'][number]>();
        for (const v of vendors) {
          const lane = lanes.get(v.game_type) ?? { gameCategory: v.game_type, vendors: [] };
          lane.vendors.push({
            displayName: v.display_name,
            vassalage: v.code,
            gameType: v.game_type,
            accountTypeName: v.account_type_name,
            isGame: v.is_game,
            gameCode: v.game_code,
            maintenance: v.maintenance,
            icons: vendorIcons(v.code),
          });
          lanes.set(v.game_type, lane);
        }
        return { lanes: [...lanes.values()] };
      }) as Promise<VendorLanes>;
    },

    async hotGames(
      merchant: Merchant,
      query: { merchantCode?: string | undefined; language?: string | undefined } = {},
    ): Promise<Game[]> {
      assertOwnMerchant(merchant, query.merchantCode);
      const language = listLanguage(merchant, query.language);
      return cache.getOrLoad(`${merchant.id}:hot:${language}`, async () =>
        (await store.listHotGames(db, merchant.id, HOT_LIMIT)).map((r) => toGame(r, language)),
      ) as Promise<Game[]>;
    },

    async gameList(merchant: Merchant, query: GameListQuery): Promise<PageOf<Game>> {
      assertOwnMerchant(merchant, query.merchant);
      const pageNum = query.pageNo ?? 1;
      const pageSize = query.pageSize ?? 6;
      const filter: store.GameFilter = {
        gameType: query.gameType,
        vassalage: query.vassalage,
        gameClassify: query.gameClassify,
        gameName: query.gameName?.trim() || undefined,
        minBet: query.minBet,
        minLineNum: query.minLineNum,
        isNew: query.isNew === 1,
        isJackpot: query.isJackpot === 1,
      };
      const language = listLanguage(merchant, query.language);
      const key = `${merchant.id}:list:${language}:${JSON.stringify(filter)}:${pageNum}:${pageSize}`;
      return cache.getOrLoad(key, async () => {
        const { rows, total } = await store.listGames(db, merchant.id, filter, {
          offset: (pageNum - 1) * pageSize,
          limit: pageSize,
        });
        return {
          content: rows.map((r) => toGame(r, language)),
          pageNum,
          pageSize,
          totalPages: Math.ceil(total / pageSize),
          total,
        };
      }) as Promise<PageOf<Game>>;
    },

    async winners(
      merchant: Merchant,
      query: { gameCategory?: string | undefined; limitNum?: number | undefined },
    ): Promise<Winner[]> {
      const category = !query.gameCategory || query.gameCategory === 'ALL' ? null : query.gameCategory;
      const limit = query.limitNum ?? 20;
      return cache.getOrLoad(`${merchant.id}:winners:${category}:${limit}`, async () => {
        const rows = await store.listWinners(db, merchant.id, category, limit);
        return rows.map(toWinner);
      }) as Promise<Winner[]>;
    },

    /** One page of the winners list (page size 42), the latest first. */
    async winnerPage(
      merchant: Merchant,
      query: {
        gameCategory?: string | undefined;
        pageNo?: number | undefined;
        pageSize?: number | undefined;
      },
    ): Promise<PageOf<Winner>> {
      const category = !query.gameCategory || query.gameCategory === 'ALL' ? null : query.gameCategory;
      const pageNum = query.pageNo ?? 1;
      const pageSize = query.pageSize ?? WINNER_PAGE_SIZE;
      return cache.getOrLoad(`${merchant.id}:winner-page:${category}:${pageNum}:${pageSize}`, async () => {
        const { rows, total } = await store.pageWinners(db, merchant.id, category, {
          offset: (pageNum - 1) * pageSize,
          limit: pageSize,
        });
        return {
          content: rows.map(toWinner),
          pageNum,
          pageSize,
          totalPages: Math.ceil(total / pageSize),
          total,
        };
      }) as Promise<PageOf<Winner>>;
    },

    /** The game types of the catalogue (or of one vendor), in the operator's vendor order. */
    async gameTypes(
      merchant: Merchant,
      query: { merchantCode?: string | undefined; vassalage?: string | undefined } = {},
    ): Promise<GameType[]> {
      assertOwnMerchant(merchant, query.merchantCode);
      const all = (await cache.getOrLoad(`${merchant.id}:types`, async () => {
        const [vendors, counts] = await Promise.all([
          store.listVendors(db, merchant.id),
          store.countGamesByVendor(db, merchant.id),
        ]);
        const countOf = new Map(counts.map((c) => [`${c.game_type}:${c.vendor_code}`, Number(c.n)]));
        const types = new Map<string, GameType & { open: boolean }>();
        for (const v of vendors) {
          const type = types.get(v.game_type) ?? {
            gameType: v.game_type,
            vassalages: [],
            gameCount: 0,
            maintenance: true,
            open: false,
          };
          type.vassalages.push(v.code);
          type.gameCount += countOf.get(`${v.game_type}:${v.code}`) ?? 0;
          if (!v.maintenance) type.open = true;
          type.maintenance = !type.open;
          types.set(v.game_type, type);
        }
        return [...types.values()].map(({ open: _open, ...type }) => type);
      })) as GameType[];
      const vendor = query.vassalage?.toUpperCase();
      return vendor ? all.filter((t) => t.vassalages.some((v) => v.toUpperCase() === vendor)) : all;
    },

    /**
     * The game announcements: the merchant's current player notices, and the vendors and games of the
     * type (or of all) under maintenance, named in the asked language.
     */
    async gameAnnouncements(
      merchant: Merchant,
      query: { gameType?: string | undefined; language?: string | undefined } = {},
    ): Promise<GameAnnouncements> {
      const language = listLanguage(merchant, query.language);
      const maintenance = (await cache.getOrLoad(`${merchant.id}:maintenance:${language}`, async () => {
        const [vendors, games] = await Promise.all([
          store.listVendors(db, merchant.id),
          store.gamesUnderMaintenance(db, merchant.id),
        ]);
        const vendorName = new Map(vendors.map((v) => [`${v.game_type}:${v.code}`, v.display_name]));
        const list: MaintenanceNotice[] = vendors
          .filter((v) => v.maintenance)
          .map((v) => ({
            gameType: v.game_type,
            vassalage: v.code,
            displayName: v.display_name,
            gameName: null,
          }));
        for (const g of games)
          list.push({
            gameType: g.game_type,
            vassalage: g.vendor_code,
            displayName: vendorName.get(`${g.game_type}:${g.vendor_code}`) ?? g.vendor_code,
            gameName: gameNameIn(g, language) ?? g.node_name,
          });
        return list;
      })) as MaintenanceNotice[];
      const notices = options.notices ? await options.notices(merchant, language) : [];
      return {
        notices,
        maintenance: query.gameType ? maintenance.filter((m) => m.gameType === query.gameType) : maintenance,
      };
    },

    /** A real win for the winner board; the account shows masked ('de***o'). */
    async recordWin(
      merchantId: number,
      win: { username: string; gameName: string; category: string; vendor: string; amount: number },
    ): Promise<void> {
      await store.insertWinner(db, merchantId, {
        account: maskAccount(win.username),
        gameName: win.gameName,
        category: win.category,
        vendor: win.vendor,
        amount: win.amount,
      });
    },

    /** Drops the cached catalogue reads of one merchant (after an operator's change), or of all. */
    invalidate(merchantId?: number): void {
      cache.invalidate(merchantId === undefined ? '' : `${merchantId}:`);
    },
  };
}
