import { type Static, Type } from 'typebox';
import { LanguageCode, OneOf } from './common.schema.ts';
import { Announcement } from './content.schema.ts';
import { LAUNCH_MODES, PRIZE_MODES } from './games.ts';

export const VendorIcons = Type.Object({
  DEFAULT: Type.String(),
  ACTIVE: Type.String(),
  WHITE: Type.String(),
  COLOR: Type.String(),
  PURPLE: Type.String(),
});

export const Vendor = Type.Object({
  displayName: Type.String(),
  vassalage: Type.String(),
  gameType: Type.String(),
  accountTypeName: Type.String(),
  /** 'VASSALAGE' opens a popup game list; 'GAME' starts directly. */
  isGame: Type.String(),
  gameCode: Type.Union([Type.String(), Type.Null()]),
  maintenance: Type.Boolean(),
  icons: VendorIcons,
});
export type Vendor = Static<typeof Vendor>;

export const VendorLane = Type.Object({ gameCategory: Type.String(), vendors: Type.Array(Vendor) });
export type VendorLane = Static<typeof VendorLane>;
export const VendorLanes = Type.Object({ lanes: Type.Array(VendorLane) });
export type VendorLanes = Static<typeof VendorLanes>;

export const Game = Type.Object({
  nodeId: Type.Integer(),
  nodeName: Type.String(),
  gameName: Type.Union([Type.String(), Type.Null()]),
  gameType: Type.String(),
  vassalage: Type.String(),
  accountTypeName: Type.String(),
  gameClassify: Type.Union([Type.String(), Type.Null()]),
  prizeMode: Type.Union([Type.String(), Type.Null()]),
  /** Minor units. */
  minBet: Type.Integer(),
  minLineNum: Type.Integer(),
  showIcon: Type.Union([Type.String(), Type.Null()]),
  iconUrl: Type.String(),
  /** 0: a free trial is offered (spec section 3). */
  supportPlay: Type.Integer(),
  gameCode: Type.String(),
  isGame: Type.String(),
  isHot: Type.Boolean(),
  isNew: Type.Boolean(),
  isJackpot: Type.Boolean(),
  /** The game or its vendor is under maintenance: listed with the mark, a launch is refused (game.maintenance). */
  maintenance: Type.Boolean(),
});
export type Game = Static<typeof Game>;

const Flag01 = Type.Union([Type.Literal(0), Type.Literal(1)]);

export const GameListQuery = Type.Object({
  clientType: Type.Optional(Type.String({ maxLength: 20 })),
  platform: Type.Optional(Type.String({ maxLength: 40 })),
  merchant: Type.Optional(Type.String({ maxLength: 40 })),
  gameType: Type.Optional(Type.String({ pattern: '^[A-Z_]{2,20}$' })),
  vassalage: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,30}$' })),
  gameClassify: Type.Optional(Type.String({ pattern: '^[A-Z]{2,10}$' })),
  gameName: Type.Optional(Type.String({ maxLength: 60 })),
  minBet: Type.Optional(Type.Integer({ minimum: 0 })),
  minLineNum: Type.Optional(Type.Integer({ minimum: 0 })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 6 })),
  isNew: Type.Optional(Flag01),
  isJackpot: Type.Optional(Flag01),
  language: Type.Optional(LanguageCode),
});
export type GameListQuery = Static<typeof GameListQuery>;

export const HotGamesQuery = Type.Object({
  merchantCode: Type.Optional(Type.String({ maxLength: 40 })),
  isPlatform: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
  platform: Type.Optional(Type.String({ maxLength: 60 })),
  language: Type.Optional(LanguageCode),
});

export const VendorQuery = Type.Object({ merchantCode: Type.Optional(Type.String({ maxLength: 40 })) });

export const VendorCode = Type.String({ pattern: '^[A-Za-z0-9_]{1,30}$' });

const GAME_CODE_PATTERN = '^[A-Za-z0-9_]{1,40}$';
export const GameCode = Type.String({ pattern: GAME_CODE_PATTERN });

export const CategoryCode = Type.String({ pattern: '^[A-Z_]{2,20}$' });

/** GET /wps/game/launchGame: a real-money launch (login required; trial accounts refused). */
export const LaunchQuery = Type.Object({
  /** The game's nodeId, or vassalage and gameCode together. */
  nodeId: Type.Optional(Type.Integer({ minimum: 1 })),
  vassalage: Type.Optional(VendorCode),
  gameCode: Type.Optional(GameCode),
  language: Type.Optional(LanguageCode),
});

/**
 * GET /wps/game/launchGame with a lottery area: the VN (or SEA) lottery lobby at a game (spec section 7:
 * lottoArea, launchMode LOTT, prizeMode, game code, device, back URL, language). The lobby is the
 * portal's own page, so the answer is its address (mode page); the area names the vendor.
 */
export const LobbyLaunchQuery = Type.Object({
  lottoArea: Type.Union([Type.Literal('VN'), Type.Literal('SEA')], { examples: ['VN'] }),
  launchMode: Type.Literal('LOTT', { examples: ['LOTT'] }),
  gameCode: Type.String({ pattern: GAME_CODE_PATTERN, examples: ['VN_NORTH'] }),
  prizeMode: Type.Optional(OneOf(PRIZE_MODES)),
  device: Type.Optional(Type.Union([Type.Literal('WEB'), Type.Literal('H5')])),
  /** Where the lobby's back link returns: a path of this site. */
  backUrl: Type.Optional(Type.String({ pattern: '^/(?![/\\\\])[^\\s]{0,300}$' })),
  language: Type.Optional(LanguageCode),
});

export type LobbyLaunchQuery = Static<typeof LobbyLaunchQuery>;

export type LaunchQuery = Static<typeof LaunchQuery>;

/** GET /wps/relay/GCS_gameTrialLaunch: a free trial (no login needed; only games with supportPlay 0). */
export const TrialLaunchQuery = LaunchQuery;

export type TrialLaunchQuery = Static<typeof TrialLaunchQuery>;

export const LaunchResult = Type.Object({
  /** The game's address: a page of this site (in-house and sandbox games) or the vendor's. */
  url: Type.String(),
  /** popup: the game popup (iframe); seamless: the /seamless page. */
  mode: OneOf(LAUNCH_MODES),
  trial: Type.Boolean(),
  game: Game,
});

export type LaunchResult = Static<typeof LaunchResult>;

/** POST /wps/relay/MCSFE_addFavoriteGameV2 (spec: nodeId, vendor, gameType). */
export const FavouriteBody = Type.Object({
  nodeId: Type.Integer({ minimum: 1 }),
  vendor: Type.Optional(VendorCode),
  gameType: Type.Optional(CategoryCode),
});

export type FavouriteBody = Static<typeof FavouriteBody>;

/** DELETE /wps/relay/MCSFE_removeFavoriteGameV2?nodeId= */
export const FavouriteRemoveQuery = Type.Object({ nodeId: Type.Integer({ minimum: 1 }) });

export type FavouriteRemoveQuery = Static<typeof FavouriteRemoveQuery>;

/** GET /wps/relay/MCSFE_getFavoriteGamesList and GCS_recentGame paging. */
export const GamePageQuery = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 12 })),
});

export const RecentGame = Type.Object({ game: Game, lastPlayedAt: Type.String({ format: 'date-time' }) });

export type RecentGame = Static<typeof RecentGame>;

/** GET /wps/relay/GLS2_roomList: the in-house card tables standing for PvP rooms. */
export const RoomQuery = Type.Object({ gameCode: Type.Optional(GameCode) });

export const PvpRoom = Type.Object({
  roomId: Type.String(),
  gameCode: Type.String(),
  name: Type.String(),
  /** Minor units. */
  minBet: Type.Integer(),
  maxBet: Type.Integer(),
  /** Players who played at the room's game in the last five minutes. */
  players: Type.Integer({ minimum: 0 }),
  seats: Type.Integer({ minimum: 1 }),
});

export type PvpRoom = Static<typeof PvpRoom>;

/** GET /wps/relay/GCSGAME_getVassGameType: the game types of the catalogue, or of one vendor (vassalage). */
export const GameTypeQuery = Type.Object({
  merchantCode: Type.Optional(Type.String({ maxLength: 40, examples: ['siam'] })),
  vassalage: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,30}$', examples: ['PG'] })),
});
export type GameTypeQuery = Static<typeof GameTypeQuery>;

/** A game type (category) with the vendors offering it and its enabled games' count. */
export const GameType = Type.Object({
  gameType: Type.String(),
  vassalages: Type.Array(Type.String()),
  gameCount: Type.Integer(),
  /** Every vendor of the type is under maintenance. */
  maintenance: Type.Boolean(),
});
export type GameType = Static<typeof GameType>;

/** GET /wps/relay/MCSFE_getListAnnouncements: the game announcements (notices and maintenance). */
export const GameAnnouncementsQuery = Type.Object({
  gameType: Type.Optional(Type.String({ pattern: '^[A-Z_]{2,20}$', examples: ['RNG'] })),
  language: Type.Optional(LanguageCode),
});
export type GameAnnouncementsQuery = Static<typeof GameAnnouncementsQuery>;

/** A vendor or game under maintenance: listed, never launched. */
export const MaintenanceNotice = Type.Object({
  gameType: Type.String(),
  vassalage: Type.String(),
  /** The vendor's name. */
  displayName: Type.String(),
  /** Null: the whole vendor; else the one game's shown name. */
  gameName: Type.Union([Type.String(), Type.Null()]),
});
export type MaintenanceNotice = Static<typeof MaintenanceNotice>;

/** GET /wps/relay/GCSGAME_winnerList: one page of the winners list (page size 42, spec section 9). */
export const WinnerListQuery = Type.Object({
  gameCategory: Type.Optional(Type.String({ pattern: '^[A-Z_]{2,20}$', examples: ['ALL'] })),
  language: Type.Optional(LanguageCode),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 42, default: 42 })),
});
export type WinnerListQuery = Static<typeof WinnerListQuery>;

export const GameAnnouncements = Type.Object({
  /** The merchant's current player notices. */
  notices: Type.Array(Announcement),
  /** The vendors and games of the type (or of all) under maintenance. */
  maintenance: Type.Array(MaintenanceNotice),
});
export type GameAnnouncements = Static<typeof GameAnnouncements>;
