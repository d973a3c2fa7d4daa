import { type LaunchMode, lotteryPathOf } from '@portal/contracts/games';
import type { SandboxKind } from '@portal/contracts/vendors.schema';

/**
 * The vendor seam (DESIGN.md 5a and 6): how the platform launches a vendor's game. Money never goes
 * through an adapter: the vendor's servers call the seamless wallet (/gsw/v1/{code}/...) themselves.
 * The embedded defaults are the in-house provider and the sandbox vendor, both served by this platform;
 * a real vendor is another adapter with its own code, launch URLs and credentials.
 */

export type GameRef = {
  vendorCode: string;
  gameCode: string;
  gameType: string;
  gameClassify: string | null;
};

export type LaunchTarget = { url: string; mode: LaunchMode };

export type VendorAdapter = {
  /** The integration's code: the {vendor} of its seamless wallet calls and its bet records' provider. */
  readonly code: string;
  serves(game: GameRef): boolean;
  /** A real-money launch: the vendor's game address carrying the platform's launch token. */
  launch(game: GameRef, token: string, language: string): LaunchTarget;
  /** A free trial with the vendor's demo credit, or null when the vendor offers none for the game. */
  trial(game: GameRef, language: string): LaunchTarget | null;
};

/**
 * Which in-house engine plays a game: slots for RNG and crash games, the baccarat table for cards, the
 * dice of the mini game for the RNG game classified MINI (decision 0045).
 */
export function houseEngineOf(game: GameRef): 'slot' | 'table' | 'mini' | null {
  if (game.gameType === 'LIVE' || game.gameType === 'PVP') return 'table';
  if (game.gameType === 'RNG') {
    if (game.gameClassify === 'MINI') return 'mini';
    return game.gameClassify === 'TG' ? 'table' : 'slot';
  }
  if (game.gameType === 'CRASH') return 'slot';
  return null;
}

const SANDBOX_KINDS: Readonly<Record<string, SandboxKind>> = {
  SPORTS: 'sports',
  ESPORTS: 'esports',
  COCKFIGHT: 'cockfight',
  FISH: 'fish',
};

/** Which sandbox game a category plays, if the sandbox vendor serves it. */
export function sandboxKindOf(game: Pick<GameRef, 'gameType'>): SandboxKind | null {
  return SANDBOX_KINDS[game.gameType] ?? null;
}

function pageUrl(path: string, params: Record<string, string>): string {
  return `${path}?${new URLSearchParams(params).toString()}`;
}

/** The in-house provider: slots and the baccarat table, in the game popup. */
export const houseAdapter: VendorAdapter = {
  code: 'HOUSE',
  serves: (game) => houseEngineOf(game) !== null,
  launch(game, token, language) {
    const url = pageUrl(`/play/house/${houseEngineOf(game)}/${game.gameCode}`, { token, lang: language });
    return { url, mode: 'popup' };
  },
  trial(game, language) {
    const url = pageUrl(`/play/house/${houseEngineOf(game)}/${game.gameCode}`, {
      trial: '1',
      lang: language,
    });
    return { url, mode: 'popup' };
  },
};

/** The sandbox vendor: a stand-in external vendor's sportsbook and fishing, on the /seamless page. */
export const sandboxAdapter: VendorAdapter = {
  code: 'SANDBOX',
  serves: (game) => sandboxKindOf(game) !== null,
  launch(game, token, language) {
    return { url: pageUrl(`/play/sandbox/${game.gameCode}`, { token, lang: language }), mode: 'seamless' };
  },
  trial(game, language) {
    return {
      url: pageUrl(`/play/sandbox/${game.gameCode}`, { trial: '1', lang: language }),
      mode: 'seamless',
    };
  },
};

/**
 * The lottery: its games are played on the portal's lottery pages (the platform's own lottery module), so
 * a launch is the page's address at the game and carries no token; it has no free trial.
 */
export const lotteryAdapter: VendorAdapter = {
  code: 'LOTTERY',
  serves: (game) => lotteryPathOf({ vassalage: game.vendorCode, gameType: game.gameType }) !== null,
  launch(game, _token, language) {
    const path = lotteryPathOf({ vassalage: game.vendorCode, gameType: game.gameType }) ?? '/lottery';
    return { url: pageUrl(path, { gameCode: game.gameCode, lang: language }), mode: 'page' };
  },
  trial: () => null,
};

export const EMBEDDED_ADAPTERS: readonly VendorAdapter[] = [houseAdapter, sandboxAdapter, lotteryAdapter];

/** The adapter that launches a game, or null when none does. */
export function adapterFor(adapters: readonly VendorAdapter[], game: GameRef): VendorAdapter | null {
  return adapters.find((a) => a.serves(game)) ?? null;
}
