import { DEFAULT_REBATE_RATES } from '@portal/contracts/betting';
import type {
  BetHistoryPage,
  BetHistoryQuery,
  ProfitQuery,
  ProfitReport,
} from '@portal/contracts/betting.schema';
import type { Database } from '../../db/database.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { offsetOfSettings } from '../../platform/merchant-periods.ts';
import { dayRange } from './periods.ts';
import * as store from './records.store.ts';

export type RecordsService = ReturnType<typeof createRecordsService>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The merchant's offset from UTC (minutes) for its days; Thailand's when not set. */
export const offsetOf = (merchant: Merchant) => offsetOfSettings(merchant.settings);

/** validBet x rate percent, rounded down to the minor unit (DESIGN.md 4). */
export function rebateOf(validBet: number, rate: number | null | undefined): number {
  if (!rate || validBet <= 0) return 0;
  // rates have at most two decimals: integer arithmetic avoids float rounding
  return Math.floor((validBet * Math.round(rate * 100)) / 10_000);
}

/** The betting record and personal profit: derived from the bet records (DESIGN.md 4). */
export function createRecordsService(db: Database) {
  /** A page of bets under a filter, newest first, with the totals of the whole filter. */
  async function betPage(
    filter: store.BetFilter,
    { pageNum, pageSize }: { pageNum: number; pageSize: number },
  ): Promise<BetHistoryPage> {
    const { totals, rows } = await store.betPage(db, filter, {
      offset: (pageNum - 1) * pageSize,
      limit: pageSize,
    });
    const total = Number(totals.count);
    return {
      content: rows.map((r) => {
        const settled = r.status === 'won' || r.status === 'lost';
        return {
          id: Number(r.id),
          betNo: r.tx_id,
          vendor: r.vendor_code,
          gameCode: r.game_code,
          gameName: r.game_name,
          gameCategory: r.game_category,
          roundId: r.round_id,
          stake: Number(r.stake),
          validBet: settled ? Number(r.valid_bet) : 0,
          payout: Number(r.payout),
          winLoss: settled ? Number(r.payout) - Number(r.stake) : 0,
          status: r.status,
          placedAt: iso(r.placed_at) as string,
          settledAt: iso(r.settled_at),
        };
      }),
      pageNum,
      pageSize,
      totalPages: Math.ceil(total / pageSize),
      total,
      totals: {
        count: total,
        stake: Number(totals.stake),
        validBet: Number(totals.valid_bet),
        payout: Number(totals.payout),
        winLoss: Number(totals.win_loss),
      },
    };
  }

  return {
    async betHistory(merchant: Merchant, accountId: number, query: BetHistoryQuery): Promise<BetHistoryPage> {
      const range = dayRange(query, offsetOf(merchant));
      return betPage(
        {
          merchantId: merchant.id,
          accountId,
          start: range.start,
          end: range.end,
          category: query.gameCategory,
          vendor: query.vendor,
          status: query.status,
        },
        { pageNum: query.pageNum ?? 1, pageSize: query.pageSize ?? 10 },
      );
    },

    /**
     * Valid bets (settled, not refunded or voided) per account and category settled in [from, to): one
     * account's, or the merchant's every account (the rebates' and VIP's read, decision 0031).
     */
    validBets: (f: { merchantId: number; accountId?: number; from: Date; to: Date }) =>
      store.validBets(db, f),

    /** A player's bets of every period, newest first, with their totals: the operators' player page. */
    betsOf: (merchantId: number, accountId: number, paging: { pageNum: number; pageSize: number }) =>
      betPage({ merchantId, accountId }, paging),

    async profit(merchant: Merchant, accountId: number, query: ProfitQuery): Promise<ProfitReport> {
      const range = dayRange(query, offsetOf(merchant));
      const rates = merchant.settings.rebateRates ?? DEFAULT_REBATE_RATES;
      const rows = await store.profitByCategory(db, {
        merchantId: merchant.id,
        accountId,
        start: range.start,
        end: range.end,
        category: query.gameCategory,
      });
      const report = rows.map((r) => {
        const rate = rates[r.game_category] ?? null;
        const validBet = Number(r.valid_bet);
        return {
          gameCategory: r.game_category,
          bets: Number(r.bets),
          stake: Number(r.stake),
          validBet,
          payout: Number(r.payout),
          profit: Number(r.profit),
          rebateRate: rate,
          rebate: rebateOf(validBet, rate),
        };
      });
      const sum = (key: 'bets' | 'stake' | 'validBet' | 'payout' | 'profit' | 'rebate') =>
        report.reduce((total, row) => total + row[key], 0);
      return {
        startDate: range.startDate,
        endDate: range.endDate,
        rows: report,
        totals: {
          bets: sum('bets'),
          stake: sum('stake'),
          validBet: sum('validBet'),
          payout: sum('payout'),
          profit: sum('profit'),
          rebate: sum('rebate'),
        },
      };
    },
  };
}
