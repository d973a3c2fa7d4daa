/** Schemas of points and the points mall (issue 19, decision 0035). */
import { type Static, Type } from 'typebox';
import { OneOf, Page } from './common.schema.ts';
import {
  EXCHANGE_KINDS,
  EXCHANGE_STATUSES,
  MAX_POINTS,
  POINT_CATEGORIES,
  REMARK_MAX_LENGTH,
} from './points.ts';
import { PaymentPassword, RequestId } from './wallet.schema.ts';

const Instant = Type.String({ format: 'date-time' });
const Money = Type.Integer({ description: 'Minor units' });
const Points = Type.Integer({ minimum: 1, maximum: MAX_POINTS });
const MerchantCode = Type.String({ minLength: 1, maxLength: 32, examples: ['siam'] });
const Username = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.@-]+$' });
const PageNum = Type.Integer({ minimum: 1, maximum: 10_000, default: 1, examples: [1] });
const PageSize = Type.Integer({ minimum: 1, maximum: 100, default: 20, examples: [20] });
/** Texts by language code ({"en": "...", "th": "..."}). */
const Texts = Type.Record(Type.String({ pattern: '^[a-z]{2}$' }), Type.String({ maxLength: 500 }));

export const PointBalance = Type.Object({ balance: Type.Integer({ minimum: 0 }) });
export type PointBalance = Static<typeof PointBalance>;

export const PointRate = Type.Object({
  category: OneOf(POINT_CATEGORIES),
  /** Minor units of valid bet that earn one point; 0: the category earns none. */
  betPerPoint: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
});
export type PointRate = Static<typeof PointRate>;

/** A mall item as a player sees it (name and description in the page's language). */
export const MallItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  pictureUrl: Type.String(),
  price: Points,
  stock: Type.Integer({ minimum: 0 }),
});
export type MallItem = Static<typeof MallItem>;

/** The mall's configuration: earning rates, the conversion ratio, the items on sale. */
export const PointConfig = Type.Object({
  rates: Type.Array(PointRate),
  /** Minor units of cash per point; 0: conversion is off. */
  cashPerPoint: Type.Integer({ minimum: 0 }),
  minConvert: Type.Integer({ minimum: 1 }),
  items: Type.Array(MallItem),
});
export type PointConfig = Static<typeof PointConfig>;

export const PointExchange = Type.Object({
  id: Type.Integer(),
  kind: OneOf(EXCHANGE_KINDS),
  itemId: Type.Union([Type.Integer(), Type.Null()]),
  itemName: Type.String(),
  points: Points,
  amount: Money,
  cashPerPoint: Type.Integer({ minimum: 0 }),
  status: OneOf(EXCHANGE_STATUSES),
  remark: Type.String(),
  createdAt: Instant,
  decidedAt: Type.Union([Instant, Type.Null()]),
});
export type PointExchange = Static<typeof PointExchange>;

export const PointExchangePage = Page(PointExchange);
export type PointExchangePage = Static<typeof PointExchangePage>;

export const PointListQuery = Type.Object({ pageNum: PageNum, pageSize: PageSize });
export type PointListQuery = Static<typeof PointListQuery>;

/** One points movement (the points' own record). */
export const PointMovement = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  amount: Type.Integer(),
  balanceAfter: Type.Integer(),
  reference: Type.String(),
  createdAt: Instant,
});
export const PointMovementPage = Page(PointMovement);
export type PointMovementPage = Static<typeof PointMovementPage>;

export const RedeemPointBody = Type.Object(
  { itemId: Type.Integer({ minimum: 1 }), paymentPassword: PaymentPassword, requestId: RequestId },
  { additionalProperties: false },
);
export type RedeemPointBody = Static<typeof RedeemPointBody>;

export const ConvertPointBody = Type.Object(
  { points: Points, paymentPassword: PaymentPassword, requestId: RequestId },
  { additionalProperties: false },
);
export type ConvertPointBody = Static<typeof ConvertPointBody>;

/** What a redemption or a conversion answers: the exchange and the points left. */
export const PointExchangeResult = Type.Object({
  exchange: PointExchange,
  balance: Type.Integer({ minimum: 0 }),
});
export type PointExchangeResult = Static<typeof PointExchangeResult>;

// Operators

export const OpsPointsQuery = Type.Object({ merchant: MerchantCode });
export type OpsPointsQuery = Static<typeof OpsPointsQuery>;

export const OpsPointSettings = Type.Object({
  rates: Type.Array(PointRate),
  cashPerPoint: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  minConvert: Type.Integer({ minimum: 1, maximum: MAX_POINTS }),
});
export type OpsPointSettings = Static<typeof OpsPointSettings>;

export const OpsPointSettingsBody = Type.Object({
  merchant: MerchantCode,
  rates: Type.Array(PointRate),
  cashPerPoint: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  minConvert: Type.Integer({ minimum: 1, maximum: MAX_POINTS }),
});
export type OpsPointSettingsBody = Static<typeof OpsPointSettingsBody>;

export const OpsMallItem = Type.Object({
  id: Type.Integer(),
  name: Texts,
  description: Texts,
  pictureUrl: Type.String(),
  price: Points,
  stock: Type.Integer({ minimum: 0 }),
  enabled: Type.Boolean(),
  sort: Type.Integer(),
  updatedAt: Instant,
});
export type OpsMallItem = Static<typeof OpsMallItem>;

export const OpsMallItemBody = Type.Object({
  merchant: MerchantCode,
  name: Texts,
  description: Type.Optional(Texts),
  pictureUrl: Type.String({ maxLength: 500 }),
  price: Points,
  stock: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  enabled: Type.Boolean(),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
});
export type OpsMallItemBody = Static<typeof OpsMallItemBody>;

export const OpsIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const OpsExchangesQuery = Type.Object({
  merchant: MerchantCode,
  status: Type.Optional(OneOf(EXCHANGE_STATUSES)),
  pageNum: PageNum,
  pageSize: PageSize,
});
export type OpsExchangesQuery = Static<typeof OpsExchangesQuery>;

export const OpsPointExchange = Type.Intersect([PointExchange, Type.Object({ username: Type.String() })]);
export type OpsPointExchange = Static<typeof OpsPointExchange>;
export const OpsPointExchangePage = Page(OpsPointExchange);
export type OpsPointExchangePage = Static<typeof OpsPointExchangePage>;

export const OpsDecideBody = Type.Object({
  merchant: MerchantCode,
  decision: OneOf(['approve', 'reject'] as const),
  remark: Type.String({ maxLength: REMARK_MAX_LENGTH }),
});
export type OpsDecideBody = Static<typeof OpsDecideBody>;

export const OpsPlayerPointsQuery = Type.Object({
  merchant: MerchantCode,
  username: Username,
  pageNum: PageNum,
  pageSize: PageSize,
});
export type OpsPlayerPointsQuery = Static<typeof OpsPlayerPointsQuery>;

export const OpsPlayerPoints = Type.Object({
  username: Type.String(),
  balance: Type.Integer({ minimum: 0 }),
  movements: PointMovementPage,
});
export type OpsPlayerPoints = Static<typeof OpsPlayerPoints>;
