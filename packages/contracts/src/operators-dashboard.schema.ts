/** Schemas of the operator API's dashboard: money, bets and players per day of a period, and waiting work. */
import { type Static, Type } from 'typebox';
import { IsoDay } from './common.schema.ts';
import { DateTime } from './wallet.schema.ts';

/** A UTC day, yyyy-MM-dd. */
const Day = IsoDay();

/** The longest period one dashboard shows. */
export const DASHBOARD_MAX_DAYS = 366;

export const OpsDashboardQuery = Type.Object({
  /** One merchant of the operator's scope; omitted: every merchant of it. */
  merchant: Type.Optional(Type.String({ minLength: 2, maxLength: 40 })),
  from: Day,
  to: Day,
});
export type OpsDashboardQuery = Static<typeof OpsDashboardQuery>;

const Figures = {
  /** Paid deposits, minor units, and how many. */
  deposits: Type.Integer(),
  depositCount: Type.Integer(),
  /** Paid withdrawals (refunded ones not counted), minor units, and how many. */
  withdrawals: Type.Integer(),
  withdrawalCount: Type.Integer(),
  /** Settled bets (won and lost), their stakes, valid bets and payouts. */
  bets: Type.Integer(),
  stake: Type.Integer(),
  validBet: Type.Integer(),
  payout: Type.Integer(),
  /** Gross gaming revenue: stakes less payouts. */
  ggr: Type.Integer(),
  newPlayers: Type.Integer(),
};

export const OpsDashboardDay = Type.Object({ day: Day, ...Figures });
export type OpsDashboardDay = Static<typeof OpsDashboardDay>;

export const OpsDashboard = Type.Object({
  merchant: Type.Union([Type.String(), Type.Null()]),
  from: Day,
  to: Day,
  /** Every day of the period, zeros included, oldest first. */
  days: Type.Array(OpsDashboardDay),
  /** The period's sums, and the distinct players who bet in it. */
  totals: Type.Object({ ...Figures, activePlayers: Type.Integer() }),
  /** Work waiting for operators now, whatever the period. */
  pending: Type.Object({
    deposits: Type.Integer(),
    withdrawals: Type.Integer(),
    notReceived: Type.Integer(),
  }),
  /** When the bets' rollup last ran (every minute): bets after it show at its next run. */
  rolledUpAt: Type.Union([DateTime, Type.Null()]),
});
export type OpsDashboard = Static<typeof OpsDashboard>;
