import type { OpsPlayer } from '@portal/contracts/operators-players.schema';
import type { OpsPlayerVip } from '@portal/contracts/vip.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOps, ok, renderScreen } from '../../test/screen.tsx';
import { LEVELS, RATES } from '../vip-rebates/vip-rebates-fixtures.test-data.ts';
import PlayersPage from './players-page.tsx';

const PLAYER = {
  id: 42,
  merchant: 'siam',
  username: 'somchai',
  kind: 'player',
  status: 'active',
  balances: { main: 500_000, mainAccountId: 77, vendors: [], heldWithdrawals: 0 },
  upline: [],
  downlineCount: 0,
  liveSessions: 0,
  bankCards: [],
} as unknown as OpsPlayer;

const VIP: OpsPlayerVip = {
  rank: {
    level: 2,
    windowDays: 90,
    deposits: 400_000,
    validBet: 1_500_000,
    next: { level: 3, depositLeft: 600_000, validBetLeft: 3_500_000, progress: 30 },
    levels: LEVELS.levels.map((l) => ({ ...l, rebateRates: RATES.levels[l.level]?.rates ?? [] })),
  },
  rates: RATES.levels[2]?.rates ?? [],
  accrued: {
    mode: 'both',
    claimPeriod: 'day',
    since: '2026-11-25T05:00:00.000Z',
    until: '2026-11-25T09:00:00.000Z',
    categories: [{ category: 'RNG', validBet: 50_000, rate: 130, amount: 650 }],
    total: 650,
    claimable: true,
    nextClaimAt: null,
    lastClaimAt: null,
  },
  payments: [
    {
      id: 5,
      kind: 'daily',
      windowStart: '2026-11-23T17:00:00.000Z',
      windowEnd: '2026-11-24T17:00:00.000Z',
      validBet: 1_000_000,
      amount: 13_000,
      categories: [{ category: 'RNG', validBet: 1_000_000, rate: 130, amount: 13_000 }],
      paidAt: '2026-11-25T05:00:01.000Z',
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a player's VIP and rebates tab", () => {
  it('shows the level, the progress to the next, the rates, the rebate accrued and the payments', async () => {
    const api = fakeOps({
      'GET /ops/v1/players/42': ok(PLAYER),
      'GET /ops/v1/players/42/vip': ok(VIP),
    });
    renderScreen('viewer', '/players', <PlayersPage />, '/players?player=42');
    await screen.findByTestId('bo-player');
    // the tab's read waits until the tab is opened
    expect(api.sent('GET', '/ops/v1/players/42/vip')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('bo-tab-vip'));
    const panel = await screen.findByTestId('bo-player-vip');
    expect(screen.getByTestId('bo-player-vip-level').textContent).toBe('2 · Silver');
    const next = screen.getByTestId('bo-player-vip-next');
    expect(next.textContent).toContain('To 3 · Gold');
    expect(next.textContent).toContain('30%');
    expect(next.textContent).toContain('6,000.00 deposits and 35,000.00 valid bets to go');
    expect(within(next).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');
    expect(panel.textContent).toContain('of 10,000.00 for the next level');
    expect(screen.getByTestId('bo-player-vip-accrued').textContent).toBe('6.50');
    expect(screen.getByTestId('bo-player-vip-rates').textContent).toContain('Slots1.30 %');
    const payments = screen.getByTestId('bo-player-vip-payments');
    expect(payments.textContent).toContain('Daily run');
    expect(payments.textContent).toContain('130.00');
  });

  it('says when the player is at the top level and has no payment', async () => {
    fakeOps({
      'GET /ops/v1/players/42': ok(PLAYER),
      'GET /ops/v1/players/42/vip': ok({ ...VIP, rank: { ...VIP.rank, level: 3, next: null }, payments: [] }),
    });
    renderScreen('viewer', '/players', <PlayersPage />, '/players?player=42&tab=vip');
    await waitFor(() => expect(screen.getByTestId('bo-player-vip-next').textContent).toContain('Top level'));
    expect(screen.getByTestId('bo-player-vip-payments').textContent).toContain('No rebate paid yet.');
  });
});
