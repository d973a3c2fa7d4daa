/** Schemas of the betting record, personal profit and rebate rates. */
import { type Static, Type } from 'typebox';
import { BET_STATUSES, RECORD_PERIODS } from './betting.ts';
import { IsoDay, OneOf, Page } from './common.schema.ts';
import { CategoryCode, VendorCode } from './games.schema.ts';

const IsoDate = IsoDay();

/** GET /wps/report/accountGameBetHistory (personalHistoryCopy). */
export const BetHistoryQuery = Type.Object({
  gameCategory: Type.Optional(CategoryCode),
  vendor: Type.Optional(VendorCode),
  status: Type.Optional(OneOf(BET_STATUSES)),
  period: Type.Optional(OneOf(RECORD_PERIODS)),
  /** A custom range instead of a period: first and last day, inclusive, at most 90 days. */
  startDate: Type.Optional(IsoDate),
  endDate: Type.Optional(IsoDate),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
});

export type BetHistoryQuery = Static<typeof BetHistoryQuery>;

export const BetRecord = Type.Object({
  id: Type.Integer(),
  betNo: Type.String(),
  vendor: Type.String(),
  gameCode: Type.String(),
  gameName: Type.String(),
  gameCategory: Type.String(),
  roundId: Type.String(),
  /** Minor units. */
  stake: Type.Integer(),
  validBet: Type.Integer(),
  payout: Type.Integer(),
  /** payout - stake once settled; 0 while open or refunded. */
  winLoss: Type.Integer(),
  status: OneOf(BET_STATUSES),
  placedAt: Type.String({ format: 'date-time' }),
  settledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export type BetRecord = Static<typeof BetRecord>;

export const BetTotals = Type.Object({
  count: Type.Integer(),
  stake: Type.Integer(),
  validBet: Type.Integer(),
  payout: Type.Integer(),
  winLoss: Type.Integer(),
});

export const BetHistoryPage = Type.Object({ ...Page(BetRecord).properties, totals: BetTotals });

export type BetHistoryPage = Static<typeof BetHistoryPage>;

/** GET /wps/report/personalProfit: one period, by category. */
export const ProfitQuery = Type.Object({
  period: Type.Optional(OneOf(RECORD_PERIODS)),
  startDate: Type.Optional(IsoDate),
  endDate: Type.Optional(IsoDate),
  gameCategory: Type.Optional(CategoryCode),
});

export type ProfitQuery = Static<typeof ProfitQuery>;

export const ProfitRow = Type.Object({
  gameCategory: Type.String(),
  bets: Type.Integer(),
  stake: Type.Integer(),
  validBet: Type.Integer(),
  payout: Type.Integer(),
  /** payout - stake of settled bets (the player's side). */
  profit: Type.Integer(),
  /** Percent, or null where the category has no rebate. */
  rebateRate: Type.Union([Type.Number(), Type.Null()]),
  /** validBet x rate, rounded down to the minor unit (display only: paying it is a later issue). */
  rebate: Type.Integer(),
});

export const ProfitReport = Type.Object({
  startDate: IsoDate,
  endDate: IsoDate,
  rows: Type.Array(ProfitRow),
  totals: Type.Object({
    bets: Type.Integer(),
    stake: Type.Integer(),
    validBet: Type.Integer(),
    payout: Type.Integer(),
    profit: Type.Integer(),
    rebate: Type.Integer(),
  }),
});

export type ProfitReport = Static<typeof ProfitReport>;

/** GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType */
export const RebateRate = Type.Object({
  productType: Type.String(),
  /** Percent, null when the product has no rebate. */
  rate: Type.Union([Type.Number(), Type.Null()]),
});

export type RebateRate = Static<typeof RebateRate>;
