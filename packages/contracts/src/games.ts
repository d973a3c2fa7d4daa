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

/** How the portal opens what launchGame answers (spec section 2, game launch). */
export const LAUNCH_MODES = ['popup', 'seamless'] as const;

export type LaunchMode = (typeof LAUNCH_MODES)[number];

export type {
  FavouriteBody,
  FavouriteRemoveQuery,
  Game,
  GameListQuery,
  LaunchQuery,
  LaunchResult,
  PvpRoom,
  RecentGame,
  TrialLaunchQuery,
  Vendor,
  VendorLane,
  VendorLanes,
} from './games.schema.ts';
