import { type Static, Type } from 'typebox';
import { LanguageCode } from './common.schema.ts';

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
