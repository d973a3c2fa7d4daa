import { createHash, randomBytes } from 'node:crypto';
import { DEFAULT_REBATE_RATES } from '@portal/contracts/betting';
import type { RebateRate } from '@portal/contracts/betting.schema';
import type { PageOf } from '@portal/contracts/common';
import { type Game, LOTTERY_AREAS } from '@portal/contracts/games';
import type {
  FavouriteBody,
  LaunchResult,
  LobbyLaunchQuery,
  PvpRoom,
  RecentGame,
} from '@portal/contracts/games.schema';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { TtlCache } from '../../platform/cache.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { adapterFor, type GameRef, houseEngineOf, type VendorAdapter } from '../../vendors/adapters.ts';
import { gameNameIn, toGame } from './game-view.ts';
import * as store from './games.store.ts';
import * as playStore from './launch.store.ts';

/** The classification that flags the catalogue's mini game (the seed's MINI_CLASSIFY). */
const MINI_CLASSIFY = 'MINI';

export type PlayService = ReturnType<typeof createPlayService>;

/** A launch token lives as long as a long evening of play; wins and refunds never need it. */
const SESSION_HOURS = 12;
const RECENT_LIMIT = 20;
/** A room counts the players launched at its game in the last five minutes. */
const ROOM_WINDOW_MS = 5 * 60_000;
const ROOM_SEATS = 7;

export type GameSession = {
  /** What vendors call the player: the merchant's code and the account id ('siam-42'). */
  playerId: string;
  merchantId: number;
  accountId: number;
  provider: string;
  expiresAt: Date;
  gameId: number;
  vendorCode: string;
  gameCode: string;
  gameType: string;
  gameName: string;
};

/** A vendor's name for a player: the merchant's code and the account id ('siam-42'). */
export const playerIdOf = (merchantCode: string, accountId: number) => `${merchantCode}-${accountId}`;

export const hashLaunchToken = (token: string) => createHash('sha256').update(token).digest();

type GameKey = { nodeId?: number | undefined; vassalage?: string | undefined; gameCode?: string | undefined };

const refOf = (row: store.GameRow): GameRef => ({
  vendorCode: row.vendor_code,
  gameCode: row.game_code,
  gameType: row.game_type,
  gameClassify: row.game_classify,
});

export function createPlayService(deps: { db: Database; adapters: readonly VendorAdapter[] }) {
  const { db, adapters } = deps;
  // Launch sessions never change once made: a vendor's every bet finds its player without a query.
  const sessions = new TtlCache<GameSession | null>(60_000, 20_000);

  async function findGame(merchant: Merchant, key: GameKey) {
    const lookup =
      key.nodeId !== undefined
        ? { nodeId: key.nodeId }
        : key.vassalage && key.gameCode
          ? { vendor: key.vassalage, gameCode: key.gameCode }
          : null;
    if (!lookup) throw new AppError('validation.failed', 'Give nodeId, or vassalage and gameCode');
    const row = await store.findGame(db, merchant.id, lookup);
    if (!row) throw new AppError('game.not.found');
    return row;
  }

  /** A game to open: under maintenance (its own switch or its vendor's) it is refused, trial or not. */
  async function openable(merchant: Merchant, key: GameKey) {
    const row = await findGame(merchant, key);
    if (row.maintenance) throw new AppError('game.maintenance');
    return row;
  }

  function adapterOf(row: store.GameRow): VendorAdapter {
    const adapter = adapterFor(adapters, refOf(row));
    if (!adapter) throw new AppError('game.launch.elsewhere');
    return adapter;
  }

  async function launch(merchant: Merchant, accountId: number, key: GameKey, language: string) {
    const row = await openable(merchant, key);
    const adapter = adapterOf(row);
    const token = randomBytes(32).toString('base64url');
    const target = adapter.launch(refOf(row), token, language);
    // a page of the portal (the lottery) is played through the platform's own calls: no vendor session
    if (target.mode !== 'page')
      await playStore.insertGameSession(db, {
        merchantId: merchant.id,
        accountId,
        playerId: playerIdOf(merchant.code, accountId),
        gameId: row.id,
        provider: adapter.code,
        tokenHash: hashLaunchToken(token),
        expiresAt: new Date(Date.now() + SESSION_HOURS * 3_600_000),
      });
    await playStore.touchRecent(db, merchant.id, accountId, row.id);
    return { ...target, trial: false, game: toGame(row, language) } satisfies LaunchResult;
  }

  return {
    /**
     * A game of the merchant's catalogue as a module that runs it plays it (the lottery): enabled (else
     * game.not.found), with its names, category and maintenance (its own switch or its vendor's).
     */
    async catalogueGames(merchant: Merchant, vendor: string, gameCodes: readonly string[]) {
      const rows = await Promise.all(
        gameCodes.map((gameCode) => store.findGame(db, merchant.id, { vendor, gameCode })),
      );
      return rows.flatMap((row) =>
        row
          ? [
              {
                id: row.id,
                vendorCode: row.vendor_code,
                gameCode: row.game_code,
                category: row.game_type,
                prizeMode: row.prize_mode,
                name: row.game_name ?? row.node_name,
                names: row.game_names,
                iconUrl: row.icon_url,
                maintenance: row.maintenance,
              },
            ]
          : [],
      );
    },

    /** A real-money launch: a launch token for the vendor, and the game's address. */
    launch(merchant: Merchant, accountId: number, key: GameKey, language: string): Promise<LaunchResult> {
      return launch(merchant, accountId, key, language);
    },

    /**
     * The VN (or SEA) lottery lobby at a game (spec section 7, VN lobby launch): the area names the
     * vendor, a prize mode given must be the game's, and the back URL rides along for the lobby's link.
     */
    async launchLobby(merchant: Merchant, accountId: number, query: LobbyLaunchQuery, language: string) {
      const key = { vassalage: LOTTERY_AREAS[query.lottoArea], gameCode: query.gameCode };
      const row = await findGame(merchant, key);
      if (query.prizeMode && row.prize_mode !== query.prizeMode) throw new AppError('game.not.found');
      const result = await launch(merchant, accountId, { nodeId: row.id }, language);
      return query.backUrl
        ? { ...result, url: `${result.url}&back=${encodeURIComponent(query.backUrl)}` }
        : result;
    },

    /** The sports vendor FB's launch (spec: GCS_gameLaunchFB). */
    async launchSports(merchant: Merchant, accountId: number, language: string): Promise<LaunchResult> {
      const row = (await store.listGames(db, merchant.id, { vassalage: 'FB' }, { offset: 0, limit: 1 }))
        .rows[0];
      if (!row) throw new AppError('game.not.found');
      return launch(merchant, accountId, { nodeId: row.id }, language);
    },

    /**
     * The mini game of the merchant's catalogue (decision 0045): the enabled house game classified MINI,
     * with its maintenance mark; null when the operators switched it off (the portal hides its launcher).
     */
    async miniGame(merchant: Merchant, language: string): Promise<Game | null> {
      const { rows } = await store.listGames(
        db,
        merchant.id,
        { gameClassify: MINI_CLASSIFY, vassalage: 'HOUSE' },
        { offset: 0, limit: 1 },
      );
      const row = rows[0];
      return row ? toGame(row, language) : null;
    },

    /** A free trial: only games flagged supportPlay 0; the vendor's demo credit, never the ledger. */
    async trialLaunch(merchant: Merchant, key: GameKey, language: string): Promise<LaunchResult> {
      const row = await openable(merchant, key);
      if (row.support_play !== 0) throw new AppError('game.trial.unavailable');
      const target = adapterOf(row).trial(refOf(row), language);
      if (!target) throw new AppError('game.trial.unavailable');
      return { ...target, trial: true, game: toGame(row, language) };
    },

    /** The launch behind a token a vendor presents; null when unknown. Expiry is the caller's to judge. */
    async session(token: string): Promise<GameSession | null> {
      const hash = hashLaunchToken(token);
      return sessions.getOrLoad(hash.toString('base64'), async () => {
        const row = await playStore.findGameSession(db, hash);
        if (!row) return null;
        return {
          playerId: row.player_id,
          merchantId: row.merchant_id,
          accountId: row.account_id,
          provider: row.provider,
          expiresAt: new Date(row.expires_at),
          gameId: row.game_id,
          vendorCode: row.vendor_code,
          gameCode: row.game_code,
          gameType: row.game_type,
          gameName: row.game_name,
        };
      });
    },

    /** Forgets the cached launch sessions (a test that ends one by hand). */
    forgetSessions(): void {
      sessions.invalidate();
    },

    async favourites(merchant: Merchant, accountId: number): Promise<number[]> {
      return playStore.favouriteIds(db, merchant.id, accountId);
    },

    /** The favourites, newest first, paged and named in the language. */
    async favouritePage(
      merchant: Merchant,
      accountId: number,
      page: { pageNum: number; pageSize: number },
      language: string,
    ): Promise<PageOf<Game>> {
      const ids = await playStore.favouriteIds(db, merchant.id, accountId);
      const start = (page.pageNum - 1) * page.pageSize;
      const rows = await store.gamesByIds(db, merchant.id, ids.slice(start, start + page.pageSize));
      return {
        content: rows.map((r) => toGame(r, language)),
        pageNum: page.pageNum,
        pageSize: page.pageSize,
        totalPages: Math.ceil(ids.length / page.pageSize),
        total: ids.length,
      };
    },

    /** Adds a favourite (already there: nothing changes; under maintenance: kept, with its mark) and answers the whole list. */
    async addFavourite(merchant: Merchant, accountId: number, body: FavouriteBody): Promise<number[]> {
      const row = await findGame(merchant, { nodeId: body.nodeId });
      await playStore.addFavourite(db, merchant.id, accountId, row.id);
      return playStore.favouriteIds(db, merchant.id, accountId);
    },

    async removeFavourite(merchant: Merchant, accountId: number, nodeId: number): Promise<number[]> {
      await playStore.removeFavourite(db, merchant.id, accountId, nodeId);
      return playStore.favouriteIds(db, merchant.id, accountId);
    },

    async recent(merchant: Merchant, accountId: number, language: string): Promise<RecentGame[]> {
      const rows = await playStore.recentGameIds(db, merchant.id, accountId, RECENT_LIMIT);
      const games = await store.gamesByIds(
        db,
        merchant.id,
        rows.map((r) => r.game_id),
      );
      const when = new Map(rows.map((r) => [r.game_id, new Date(r.played_at).toISOString()]));
      return games.map((g) => ({ game: toGame(g, language), lastPlayedAt: when.get(g.id) ?? '' }));
    },

    /** The card tables of the PvP category as rooms, with the players seen at each lately. */
    async rooms(merchant: Merchant, gameCode: string | undefined, language: string): Promise<PvpRoom[]> {
      const { rows } = await store.listGames(db, merchant.id, { gameType: 'PVP' }, { offset: 0, limit: 100 });
      const tables = rows.filter((r) => (!gameCode || r.game_code === gameCode) && houseEngineOf(refOf(r)));
      const players = await playStore.playersSince(
        db,
        merchant.id,
        tables.map((t) => t.id),
        new Date(Date.now() - ROOM_WINDOW_MS),
      );
      return tables.map((t) => ({
        roomId: `${t.vendor_code}-${t.game_code}`,
        gameCode: t.game_code,
        name: gameNameIn(t, language) ?? t.node_name,
        minBet: Number(t.min_bet),
        maxBet: Number(t.min_bet) * 1000,
        players: Math.min(players.get(t.id) ?? 0, ROOM_SEATS),
        seats: ROOM_SEATS,
      }));
    },

    rebateRates(merchant: Merchant): RebateRate[] {
      const rates = merchant.settings.rebateRates ?? DEFAULT_REBATE_RATES;
      return Object.entries(rates).map(([productType, rate]) => ({ productType, rate }));
    },
  };
}
