/**
 * The operator API's catalogue (issue 15): a merchant's vendors and games with the switches operators
 * turn (enabled, maintenance, free trial, hot and its order, new). The portal's views of the same rows
 * are `games.schema.ts`' Vendor and Game.
 */
import { type Static, Type } from 'typebox';
import { OneOf } from './common.schema.ts';
import { CategoryCode, VendorCode } from './games.schema.ts';
import { OPS_GAME_FLAGS } from './operators.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** The merchant whose catalogue a call reads or changes: its code, within the operator's scope. */
export const OpsMerchantCode = Type.String({ pattern: '^[A-Za-z0-9_-]{2,40}$' });

export const OpsCatalogueQuery = Type.Object({ merchant: OpsMerchantCode });

export const OpsCatalogueIdParams = Type.Object({ id: Id });

export const OpsVendor = Type.Object({
  id: Type.Integer(),
  /** The vendor's code (the portal's vassalage). */
  code: Type.String(),
  displayName: Type.String(),
  /** The game category it is listed under (the portal's gameType). */
  category: Type.String(),
  /** Off: the vendor and its games are gone from the portal. */
  enabled: Type.Boolean(),
  /** On: the vendor and every game of it show the maintenance mark and refuse to open. */
  maintenance: Type.Boolean(),
  /** Its games on this merchant, enabled or not. */
  games: Type.Integer({ minimum: 0 }),
  iconUrl: Type.String(),
});
export type OpsVendor = Static<typeof OpsVendor>;

export const OpsGame = Type.Object({
  /** The portal's nodeId. */
  id: Type.Integer(),
  /** The vendor's game code. */
  code: Type.String(),
  /** The English name, else the stored one, else the node name. */
  name: Type.String(),
  /** The shown name per language. */
  names: Type.Record(Type.String(), Type.String()),
  vendor: Type.String(),
  vendorName: Type.String(),
  category: Type.String(),
  classify: Type.Union([Type.String(), Type.Null()]),
  iconUrl: Type.String(),
  enabled: Type.Boolean(),
  maintenance: Type.Boolean(),
  /** The vendor's switches, which close the game on the portal whatever its own say. */
  vendorEnabled: Type.Boolean(),
  vendorMaintenance: Type.Boolean(),
  /** The portal offers a free trial (its supportPlay 0). */
  freeTrial: Type.Boolean(),
  hot: Type.Boolean(),
  /** Place on the hot list, 1 first; null when not hot. */
  hotRank: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  isNew: Type.Boolean(),
});
export type OpsGame = Static<typeof OpsGame>;

export const OpsGameQuery = Type.Object({
  merchant: OpsMerchantCode,
  /** Part of the name in any language, of the node name or of the game code. */
  search: Type.Optional(Type.String({ maxLength: 60 })),
  vendor: Type.Optional(VendorCode),
  category: Type.Optional(CategoryCode),
  flag: Type.Optional(OneOf(OPS_GAME_FLAGS)),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type OpsGameQuery = Static<typeof OpsGameQuery>;

/** The switches of one game to set; those left out keep their value. */
export const OpsGamePatch = Type.Object(
  {
    enabled: Type.Optional(Type.Boolean()),
    maintenance: Type.Optional(Type.Boolean()),
    freeTrial: Type.Optional(Type.Boolean()),
    /** On: the game joins the end of the hot list; off: it leaves it. */
    hot: Type.Optional(Type.Boolean()),
    isNew: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type OpsGamePatch = Static<typeof OpsGamePatch>;

export const OpsVendorPatch = Type.Object(
  {
    enabled: Type.Optional(Type.Boolean()),
    maintenance: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type OpsVendorPatch = Static<typeof OpsVendorPatch>;

/** The whole hot list in its new order: exactly the games on it now (else catalogue.hot.changed). */
export const OpsHotOrder = Type.Object(
  { games: Type.Array(Id, { uniqueItems: true, maxItems: 500 }) },
  { additionalProperties: false },
);
export type OpsHotOrder = Static<typeof OpsHotOrder>;
