import type { LotteryDraw, LotteryGame, LotteryRank, LotteryTicket } from '@portal/contracts/lottery.schema';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { TtlCache } from '../../platform/cache.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { maskAccount } from '../games/games.service.ts';
import { drawLabel } from './draws.service.ts';
import * as draws from './draws.store.ts';
import type { TicketStatus } from './lottery.tables.ts';
import * as tickets from './tickets.store.ts';

/** The catalogue's view of a lottery game (the games module's). */
export type ListedGame = {
  vendorCode: string;
  gameCode: string;
  category: string;
  prizeMode: string | null;
  name: string;
  names: Record<string, string>;
  iconUrl: string;
  maintenance: boolean;
};

export type LobbyDeps = {
  db: Database;
  /** The merchant's enabled games of a vendor among these codes (a disabled one is left out). */
  catalogueGames: (merchant: Merchant, vendor: string, codes: readonly string[]) => Promise<ListedGame[]>;
  /** Winners' names for the ranking (masked there). */
  usernames: (ids: readonly number[]) => Promise<Map<number, string>>;
  now?: () => Date;
};

const DAY_MS = 86_400_000;
const AREAS: Record<string, readonly string[]> = { VN: ['TCG_LOTTO_VN'], SEA: ['TCG_SEA'] };
const PRIZE_MODES = new Set(['LOTT', 'ZY', 'ELOTT', 'SEA']);
const iso = (at: Date | string) => new Date(at).toISOString();

export function drawView(row: draws.DrawRow, gameCode: string): LotteryDraw {
  const drawn = row.status === 'drawn' || row.status === 'settled';
  return {
    id: Number(row.id),
    gameCode,
    issue: row.issue,
    closesAt: iso(row.closes_at),
    drawAt: iso(row.draw_at),
    status: row.status,
    commitment: row.commitment,
    // The secret is revealed once drawn, never before: before the draw it is sealed anyway.
    secret: drawn && row.result_source !== 'operator' ? row.secret : null,
    label: drawLabel(gameCode, row.issue),
    result: drawn ? row.result : null,
    source: drawn ? row.result_source : null,
  };
}

/**
 * The lottery as players read it (issue 16): its games with the current and last draw, a draw, past
 * results, and a member's tickets. Games and their draws are cached for a second per merchant: a fast
 * game's lobby is read by every player at every countdown, and a draw changes once a minute at most.
 */
export function createLobby(deps: LobbyDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const cache = new TtlCache<LotteryGame[]>(1000, 500);

  async function listed(merchant: Merchant, rows: readonly draws.GameRow[]) {
    const vendors = [...new Set(rows.map((r) => r.vendor_code))];
    const found = await Promise.all(
      vendors.map((vendor) =>
        deps.catalogueGames(
          merchant,
          vendor,
          rows.filter((r) => r.vendor_code === vendor).map((r) => r.game_code),
        ),
      ),
    );
    return new Map(found.flat().map((g) => [`${g.vendorCode}:${g.gameCode}`, g]));
  }

  async function allGames(merchant: Merchant): Promise<LotteryGame[]> {
    return cache.getOrLoad(String(merchant.id), async () => {
      const rows = (await draws.gamesOf(db, merchant.id)).filter((r) => r.enabled);
      const catalogue = await listed(merchant, rows);
      const at = now();
      const games = await Promise.all(
        rows.map(async (row): Promise<LotteryGame | null> => {
          const game = catalogue.get(`${row.vendor_code}:${row.game_code}`);
          if (!game) return null;
          const [current] = await draws.openDraws(db, row.id, at, 1);
          const [last] = await draws.pastDraws(db, row.id, 1);
          return {
            gameCode: row.game_code,
            vendorCode: row.vendor_code,
            family: row.family,
            prizeMode:
              game.prizeMode && PRIZE_MODES.has(game.prizeMode)
                ? (game.prizeMode as LotteryGame['prizeMode'])
                : null,
            name: game.name,
            names: game.names,
            iconUrl: game.iconUrl,
            maintenance: game.maintenance,
            source: row.source,
            minStake: Number(row.min_stake),
            maxStake: Number(row.max_stake),
            cancelAllowed: row.cancel_allowed,
            odds: row.odds,
            current: current ? drawView(current, row.game_code) : null,
            last: last ? drawView(last, row.game_code) : null,
          };
        }),
      );
      return games.filter((g): g is LotteryGame => g !== null);
    });
  }

  async function gameRow(merchant: Merchant, gameCode: string) {
    const row = await draws.findGame(db, merchant.id, gameCode);
    if (!row?.enabled) throw new AppError('game.not.found');
    return row;
  }

  function ticketView(row: tickets.MemberTicket, at: Date): LotteryTicket {
    const drawn = row.draw_status === 'drawn' || row.draw_status === 'settled';
    return {
      id: Number(row.id),
      orderId: Number(row.order_id),
      gameCode: row.game_code,
      family: row.family,
      issue: row.issue,
      drawAt: iso(row.draw_at),
      play: row.play,
      pick: row.pick,
      combinations: row.combinations,
      unitStake: Number(row.unit_stake),
      multiplier: row.multiplier,
      stake: Number(row.stake),
      odds: row.odds,
      status: row.status,
      payout: Number(row.payout),
      result: drawn ? row.result : null,
      chaseDraws: row.chase_draws,
      stopOnWin: row.stop_on_win,
      cancellable:
        row.status === 'open' &&
        row.cancel_allowed &&
        row.draw_status === 'open' &&
        new Date(row.closes_at) > at,
      placedAt: iso(row.created_at),
      settledAt: row.settled_at ? iso(row.settled_at) : null,
    };
  }

  return {
    /** The merchant's lottery games, narrowed to a prize mode or an area (VN, SEA). */
    async games(
      merchant: Merchant,
      query: { prizeMode?: string | undefined; lottoArea?: string | undefined } = {},
    ) {
      const area = query.lottoArea ? AREAS[query.lottoArea] : undefined;
      return (await allGames(merchant)).filter(
        (g) =>
          (!query.prizeMode || g.prizeMode === query.prizeMode) && (!area || area.includes(g.vendorCode)),
      );
    },

    /** A draw of a game: the given issue, else the current one (else the last drawn). */
    async draw(merchant: Merchant, gameCode: string, issue?: string): Promise<LotteryDraw> {
      const row = await gameRow(merchant, gameCode);
      const found = issue
        ? await draws.findDrawByIssue(db, row.id, issue)
        : ((await draws.openDraws(db, row.id, now(), 1))[0] ?? (await draws.pastDraws(db, row.id, 1))[0]);
      if (!found) throw new AppError('not.found', 'This draw does not exist');
      return drawView(found, row.game_code);
    },

    /** Past results, newest first, before an issue when paging. */
    async results(
      merchant: Merchant,
      gameCode: string,
      options: { before?: string; pageSize?: number } = {},
    ) {
      const row = await gameRow(merchant, gameCode);
      const before = options.before ? await draws.findDrawByIssue(db, row.id, options.before) : undefined;
      if (options.before && !before) throw new AppError('not.found', 'This draw does not exist');
      const rows = await draws.pastDraws(
        db,
        row.id,
        options.pageSize ?? 50,
        before ? new Date(before.draw_at) : undefined,
      );
      return rows.map((r) => drawView(r, row.game_code));
    },

    /** A member's tickets, newest first: a keyset page. */
    async tickets(
      merchant: Merchant,
      accountId: number,
      query: {
        gameCode?: string | undefined;
        status?: TicketStatus | undefined;
        since?: Date | undefined;
        until?: Date | undefined;
        beforeId?: number | undefined;
        pageSize?: number | undefined;
      },
    ) {
      const gameId = query.gameCode ? (await gameRow(merchant, query.gameCode)).id : undefined;
      const limit = query.pageSize ?? 20;
      const rows = await tickets.ticketsOf(db, {
        accountId,
        merchantId: merchant.id,
        ...(query.since ? { since: query.since } : {}),
        ...(query.until ? { until: query.until } : {}),
        ...(gameId ? { gameId } : {}),
        ...(query.status ? { status: query.status } : {}),
        ...(query.beforeId ? { beforeId: query.beforeId } : {}),
        limit: limit + 1,
      });
      const at = now();
      const page = rows.slice(0, limit).map((r) => ticketView(r, at));
      return { content: page, next: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null };
    },

    /** One of a member's tickets. */
    async ticket(merchant: Merchant, accountId: number, id: number): Promise<LotteryTicket> {
      const [row] = await tickets.ticketsOf(db, {
        accountId,
        merchantId: merchant.id,
        beforeId: id + 1,
        limit: 1,
      });
      if (!row || Number(row.id) !== id) throw new AppError('not.found');
      return ticketView(row, now());
    },

    /** The games with the most slips of the last day first (the rest in the menu's order). */
    async popular(merchant: Merchant): Promise<LotteryGame[]> {
      const [games, rows, counts] = await Promise.all([
        allGames(merchant),
        draws.gamesOf(db, merchant.id),
        tickets.ticketCounts(db, merchant.id, new Date(now().getTime() - DAY_MS)),
      ]);
      const idOf = new Map(rows.map((r) => [r.game_code, r.id]));
      const count = (g: LotteryGame) => counts.get(idOf.get(g.gameCode) ?? 0) ?? 0;
      return [...games].sort((a, b) => count(b) - count(a));
    },

    /** The games a member bet on lately, the latest first, narrowed like `games`. */
    async recent(merchant: Merchant, accountId: number, query: { lottoArea?: string | undefined } = {}) {
      const [ids, rows, games] = await Promise.all([
        tickets.recentGameIds(db, accountId, 20),
        draws.gamesOf(db, merchant.id),
        this.games(merchant, query),
      ]);
      const codeOf = new Map(rows.map((r) => [r.id, r.game_code]));
      const byCode = new Map(games.map((g) => [g.gameCode, g]));
      return ids.flatMap((id) => byCode.get(codeOf.get(id) ?? '') ?? []);
    },

    /** The biggest wins of the last week, masked: the winners' ranking of a game or of all. */
    async ranking(merchant: Merchant, gameCode?: string): Promise<LotteryRank[]> {
      const gameId = gameCode ? (await gameRow(merchant, gameCode)).id : undefined;
      const wins = await tickets.bigWins(db, {
        merchantId: merchant.id,
        since: new Date(now().getTime() - 7 * DAY_MS),
        ...(gameId ? { gameId } : {}),
        limit: 20,
      });
      const [names, games] = await Promise.all([
        deps.usernames([...new Set(wins.map((w) => w.account_id))]),
        allGames(merchant),
      ]);
      const nameOf = new Map(games.map((g) => [g.gameCode, g.name]));
      return wins.map((w) => ({
        account: maskAccount(names.get(w.account_id) ?? ''),
        gameCode: w.game_code,
        gameName: nameOf.get(w.game_code) ?? w.game_code,
        issue: w.issue,
        payout: Number(w.payout),
        settledAt: iso(w.settled_at ?? now()),
      }));
    },

    invalidate: () => cache.invalidate(),
  };
}

export type Lobby = ReturnType<typeof createLobby>;
