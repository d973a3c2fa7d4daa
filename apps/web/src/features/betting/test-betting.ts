import type { BetHistoryPage, BetRecord, ProfitReport } from '@portal/contracts/betting.schema';
import { memberPageTestsAt } from '../../test/session.ts';

/** Each test of a record page starts signed in on 23 November 2026 and leaves nothing behind. */
export const setUpRecordPageTests = () => memberPageTestsAt(new Date('2026-11-23T10:30:00Z'));

/** A settled slot bet; overrides make the others. */
export function bet(id: number, overrides: Partial<BetRecord> = {}): BetRecord {
  return {
    id,
    betNo: `B${id}`,
    vendor: 'SLOT1',
    gameCode: 'fortune',
    gameName: 'Fortune Reels',
    gameCategory: 'RNG',
    roundId: `R-${id}`,
    stake: 10_000,
    validBet: 10_000,
    payout: 25_000,
    winLoss: 15_000,
    status: 'won',
    placedAt: '2026-11-23T09:15:00Z',
    settledAt: '2026-11-23T09:15:02Z',
    ...overrides,
  };
}

export function betPage(
  content: BetRecord[],
  {
    pageNum = 1,
    totalPages = 1,
    total = content.length,
    totals = {} as Partial<BetHistoryPage['totals']>,
  } = {},
): BetHistoryPage {
  return {
    content,
    pageNum,
    pageSize: 10,
    totalPages,
    total,
    totals: { count: total, stake: 0, validBet: 0, payout: 0, winLoss: 0, ...totals },
  };
}

type ProfitRow = ProfitReport['rows'][number];

export function profitRow(gameCategory: string, overrides: Partial<ProfitRow> = {}): ProfitRow {
  return {
    gameCategory,
    bets: 3,
    stake: 30_000,
    validBet: 30_000,
    payout: 20_000,
    profit: -10_000,
    rebateRate: 1,
    rebate: 300,
    ...overrides,
  };
}

export function profitReport(rows: ProfitRow[], overrides: Partial<ProfitReport> = {}): ProfitReport {
  const sum = (key: 'bets' | 'stake' | 'validBet' | 'payout' | 'profit' | 'rebate') =>
    rows.reduce((total, row) => total + row[key], 0);
  return {
    startDate: '2026-11-01',
    endDate: '2026-11-23',
    rows,
    totals: {
      bets: sum('bets'),
      stake: sum('stake'),
      validBet: sum('validBet'),
      payout: sum('payout'),
      profit: sum('profit'),
      rebate: sum('rebate'),
    },
    ...overrides,
  };
}
