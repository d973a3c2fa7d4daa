import type {
  HouseSession,
  LineWin,
  SlotGameInfo,
  SlotScreen,
  SlotSpinResult,
  VendorRound,
} from '@portal/contracts/vendors.schema';

export const GAME: SlotGameInfo = {
  gameCode: 'dragon_gold',
  title: 'Dragon Gold',
  theme: 'dragon',
  reels: 5,
  rows: 3,
  symbols: [
    { id: 0, key: 'dragon', kind: 'regular', pays: [5, 20, 100] },
    { id: 1, key: 'phoenix', kind: 'regular', pays: [4, 15, 60] },
    { id: 2, key: 'koi', kind: 'regular', pays: [3, 10, 40] },
    { id: 3, key: 'coin', kind: 'regular', pays: [2, 8, 30] },
    { id: 4, key: 'A', kind: 'regular', pays: [1, 4, 15] },
    { id: 5, key: 'K', kind: 'regular', pays: [1, 3, 12] },
    { id: 6, key: 'Q', kind: 'regular', pays: [0.5, 2, 8] },
    { id: 7, key: 'J', kind: 'regular', pays: [0.5, 2, 6] },
    { id: 8, key: 'wild', kind: 'wild', pays: [0, 0, 0] },
    { id: 9, key: 'scatter', kind: 'scatter', pays: [2, 10, 50] },
  ],
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
  ],
  betLevels: [50, 100, 200, 500],
  freeSpins: { awards: [8, 12, 20], multiplier: 3 },
  rtp: 96.5,
};

export const LAUNCH_TOKEN = 'launch-token-0123456789';

export function houseSession(overrides: Partial<HouseSession['player']> = {}): HouseSession {
  return {
    player: {
      session: 'trial-session-1',
      trial: true,
      currency: 'THB',
      balance: 100_000,
      username: null,
      ...overrides,
    },
    slot: GAME,
    table: null,
  };
}

/** A screen of J, Q and K with no win unless `wins` says otherwise. */
export function screenOf(wins: LineWin[] = [], grid?: number[][]): SlotScreen {
  return {
    grid: grid ?? Array.from({ length: 5 }, (_, reel) => [7, 6, 5].map((id) => (id + reel) % 8)),
    wins,
    win: wins.reduce((sum, w) => sum + w.amount, 0),
  };
}

/** Three dragons on the middle line paying `amount`. */
export function dragonLine(amount: number): LineWin {
  return {
    line: 0,
    symbol: 0,
    count: 3,
    amount,
    cells: [
      [0, 1],
      [1, 1],
      [2, 1],
    ],
  };
}

export const DRAGON_GRID = [
  [7, 0, 6],
  [5, 0, 4],
  [3, 0, 2],
  [6, 7, 5],
  [4, 1, 3],
];

export function spinResult(overrides: Partial<SlotSpinResult> = {}): SlotSpinResult {
  const base = overrides.base ?? screenOf();
  const freeSpins = overrides.freeSpins ?? [];
  return {
    roundId: 'r-1',
    stake: 50,
    base,
    freeSpins,
    totalWin: base.win + freeSpins.reduce((sum, s) => sum + s.win, 0),
    balance: 99_950,
    ...overrides,
  };
}

export function round(overrides: Partial<VendorRound> = {}): VendorRound {
  return {
    roundId: 'r-1',
    gameCode: 'dragon_gold',
    stake: 50,
    payout: 250,
    summary: '3 x dragon on line 1',
    at: '2026-11-02T09:30:00.000Z',
    ...overrides,
  };
}
