import type { PageOf } from '@portal/contracts/common';
import type { Winner } from '@portal/contracts/content';
import type { Game, GameListQuery, VendorLanes } from '@portal/contracts/games';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { TtlCache } from '../../platform/cache.ts';
import type { Merchant } from '../../platform/merchant.ts';
import {
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

export function createGamesService(db: Database, options: { cacheTtlMs?: number } = {}) {
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
        return rows.map((r) => ({
          vo: {
            account: r.account,
            gameName: r.game_name,
            gameCategory: r.game_category,
            vassalage: r.vassalage,
            winAmount: Number(r.win_amount),
            winTime: new Date(r.won_at).toISOString(),
          },
        }));
      }) as Promise<Winner[]>;
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
