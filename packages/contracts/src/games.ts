/** Category codes and the routes of their game centres (spec section 2). */
export const CATEGORY_ROUTES = {
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LIVE: '/live',
  LOTT: '/lott',
  ELOTT: '/elott',
  FISH: '/fish',
  PVP: '/pvp',
  RNG: '/rng',
  COCKFIGHT: '/cockfight',
  HOT: '/hot',
} as const;
export type CategoryCode = keyof typeof CATEGORY_ROUTES;

/** Route to category code; every category but HOT has one (spec section 2). */
export const ROUTE_CATEGORIES: Readonly<Record<string, Exclude<CategoryCode, 'HOT'>>> = Object.fromEntries(
  Object.entries(CATEGORY_ROUTES)
    .filter(([code]) => code !== 'HOT')
    .map(([code, path]) => [path, code]),
) as Record<string, Exclude<CategoryCode, 'HOT'>>;

/** Slot sub-categories (gameClassify) and extra navigation categories. */
export const SLOT_CLASSIFIES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export const ESPORTS_PROVIDERS = ['AV', 'IMES', 'IA', 'AI', 'TF'] as const;
export const COCKFIGHT_PROVIDERS = ['DS88', 'DIG'] as const;
/** Categories never listed in the footer's product list. */
export const FOOTER_EXCLUDED_CATEGORIES = ['PROMO', 'HOME'] as const;

/** Favourite toggles are throttled to one per second (spec section 9). */
export const FAVOURITE_THROTTLE_MS = 1000;

/** Credit a free trial starts with, in minor units; it never touches the ledger. */
export const TRIAL_CREDIT = 200_000;

/** How the portal opens what launchGame answers (spec section 2, game launch); page: a page of the portal. */
export const LAUNCH_MODES = ['popup', 'seamless', 'page'] as const;

/** The lottery areas of spec section 2 (lottoArea) and the vendor whose draws each lists. */
export const LOTTERY_AREAS = { VN: 'TCG_LOTTO_VN', SEA: 'TCG_SEA' } as const;
export type LotteryArea = keyof typeof LOTTERY_AREAS;

const LOTTERY_CODES = new Set(['LOTT', 'ELOTT']);

/**
 * The lottery page a vendor or game opens on (spec section 2, game launch): TCG_LOTTO_VN the Vietnamese
 * lotteries, TCG_SEA the South-East Asian ones, LOTT and ELOTT (by vendor or game type) the others; null
 * for a game that is not a lottery.
 */
export function lotteryPathOf(tile: {
  vassalage: string;
  gameType: string;
}): '/vnLottery' | '/seaLottery' | '/lottery' | null {
  if (tile.vassalage === LOTTERY_AREAS.VN) return '/vnLottery';
  if (tile.vassalage === LOTTERY_AREAS.SEA) return '/seaLottery';
  if (LOTTERY_CODES.has(tile.vassalage) || LOTTERY_CODES.has(tile.gameType)) return '/lottery';
  return null;
}

export type LaunchMode = (typeof LAUNCH_MODES)[number];

export type {
  FavouriteBody,
  FavouriteRemoveQuery,
  Game,
  GameAnnouncements,
  GameListQuery,
  GameType,
  LaunchQuery,
  LaunchResult,
  MaintenanceNotice,
  PvpRoom,
  RecentGame,
  TrialLaunchQuery,
  Vendor,
  VendorLane,
  VendorLanes,
} from './games.schema.ts';
