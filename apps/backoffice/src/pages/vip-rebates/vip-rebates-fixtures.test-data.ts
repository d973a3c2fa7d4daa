import type { OpsRates, RebateRun } from '@portal/contracts/rebates.schema';
import type { OpsVipLevels, VipLevel } from '@portal/contracts/vip.schema';

/** Siam's seeded levels and rates, shortened: what the screen's tests read. */
export const level = (n: number, over: Partial<VipLevel> = {}): VipLevel => ({
  level: n,
  names: {
    en: ['Bronze', 'Silver', 'Gold'][n - 1] ?? `L${n}`,
    th: ['บรอนซ์', 'ซิลเวอร์', 'โกลด์'][n - 1] ?? `L${n}`,
  },
  minDeposit: [0, 100_000, 1_000_000][n - 1] ?? 0,
  minValidBet: [0, 0, 5_000_000][n - 1] ?? 0,
  withdrawDailyLimit: [5_000_000, 10_000_000, null][n - 1] ?? null,
  withdrawDailyCount: [3, 5, null][n - 1] ?? null,
  levelUpBonus: [0, 10_000, 50_000][n - 1] ?? 0,
  monthlyBonus: [0, 5_000, 20_000][n - 1] ?? 0,
  turnoverMultiplier: 1,
  ...over,
});

export const LEVELS: OpsVipLevels = { windowDays: 90, levels: [level(1), level(2), level(3)] };

const rates = (bonus: number) =>
  (['LOTT', 'ELOTT', 'FISH', 'RNG', 'LIVE', 'SPORTS', 'ESPORTS', 'PVP'] as const).map((category) => {
    const base = { LOTT: 100, ELOTT: 100, FISH: 100, RNG: 120, LIVE: 80, SPORTS: 100, ESPORTS: 100, PVP: 0 }[
      category
    ];
    return { category, rate: base > 0 ? base + bonus : 0 };
  });

export const RATES: OpsRates = {
  settings: { mode: 'both', dailyHour: 12, claimPeriod: 'day', since: '2026-11-01T00:00:00.000Z' },
  enabled: true,
  levels: [
    { level: 0, rates: rates(0) },
    { level: 1, rates: rates(0) },
    { level: 2, rates: rates(10) },
    { level: 3, rates: rates(20) },
  ],
};

export const run = (over: Partial<RebateRun> = {}): RebateRun => ({
  id: 31,
  day: '2026-11-24',
  periodStart: '2026-11-23T17:00:00.000Z',
  periodEnd: '2026-11-24T17:00:00.000Z',
  status: 'done',
  players: 6,
  paid: 6,
  amount: 48_210,
  attempts: 1,
  startedAt: '2026-11-25T05:00:00.000Z',
  finishedAt: '2026-11-25T05:00:02.000Z',
  error: null,
  ...over,
});
