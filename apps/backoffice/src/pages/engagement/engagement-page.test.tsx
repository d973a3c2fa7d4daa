import type { OperatorRole } from '@portal/contracts/operators';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Call, fakeOps, ok, renderScreen } from '../../test/screen.tsx';
import EngagementPage from './engagement-page.tsx';

const MERCHANTS = [{ code: 'siam', name: 'Siam' }];
const day = (cash: number, tickets = 0) => ({ cash, turnoverMultiplier: 1, tickets });
const CALENDAR = {
  enabled: true,
  length: 7,
  days: [day(500), day(500), day(1000, 1), day(1000), day(1500), day(2000), day(3000, 1)],
  streakReward: day(5000, 2),
  condition: 'none',
  conditionAmount: 0,
  resetOnMiss: true,
};
const prize = (en: string, kind: 'cash' | 'none', amount: number, weight: number, probability: number) => ({
  labels: { en, th: en },
  kind,
  amount,
  turnoverMultiplier: kind === 'cash' ? 1 : 0,
  weight,
  probability,
});
const WHEEL = {
  enabled: true,
  prizes: [prize('฿5', 'cash', 500, 300, 0.6), prize('Try again', 'none', 0, 200, 0.4)],
};
const PLAYER = {
  tickets: 2,
  checkIns: [{ day: '2026-12-04', streakDay: 3, at: '2026-12-04T05:00:00.000Z' }],
  spins: [
    {
      id: 7,
      position: 0,
      label: '฿5',
      kind: 'cash',
      amount: 500,
      turnoverMultiplier: 1,
      tickets: 2,
      at: '2026-12-04T05:01:00.000Z',
    },
  ],
  ticketMoves: [{ delta: 1, reason: 'signin day 3', at: '2026-12-04T05:00:00.000Z', operatorId: null }],
};

function routes(over: Record<string, (call: Call) => Answer> = {}) {
  return fakeOps({
    'GET /ops/v1/merchants': ok(MERCHANTS),
    'GET /ops/v1/signin/calendar': ok(CALENDAR),
    'GET /ops/v1/wheel': ok(WHEEL),
    'GET /ops/v1/players/41/engagement': ok(PLAYER),
    ...over,
  });
}

const open = (role: OperatorRole, query = '') =>
  renderScreen(role, '/signin-wheel', <EngagementPage />, `/signin-wheel${query}`);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the sign-in calendar', () => {
  it("shows the merchant's calendar and saves a changed day and a condition", async () => {
    const api = routes({
      'PUT /ops/v1/signin/calendar': (call) => ({ value: { ...CALENDAR, ...(call.body as object) } }),
    });
    open('admin');
    const cash = (await screen.findByTestId('bo-signin-day-2-cash')) as HTMLInputElement;
    expect(cash.value).toBe('5.00');
    fireEvent.change(cash, { target: { value: '8' } });
    // a day's points (decision 0046)
    fireEvent.change(screen.getByTestId('bo-signin-day-2-points'), { target: { value: '40' } });
    fireEvent.change(screen.getByTestId('bo-signin-condition'), { target: { value: 'deposit' } });
    fireEvent.change(await screen.findByTestId('bo-signin-condition-amount'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('bo-signin-calendar-save'));
    await waitFor(() => expect(api.sent('PUT', '/ops/v1/signin/calendar')).toHaveLength(1));
    const body = api.sent('PUT', '/ops/v1/signin/calendar')[0]?.body as typeof CALENDAR & {
      merchant: string;
    };
    expect(body).toMatchObject({ merchant: 'siam', condition: 'deposit', conditionAmount: 10_000 });
    expect(body.days[1]).toEqual({ cash: 800, turnoverMultiplier: 1, tickets: 0, points: 40 });
  });

  it('grows the calendar to 30 days, and a viewer only reads it', async () => {
    routes();
    open('viewer');
    const length = await screen.findByTestId('bo-signin-length');
    expect(length.closest('fieldset')?.disabled).toBe(true);
    expect(screen.queryByTestId('bo-signin-calendar-save')).toBeNull();
  });
});

describe('the wheel', () => {
  it('shows each slice’s chance, updates it as weights change, and saves the prizes', async () => {
    const api = routes({ 'PUT /ops/v1/wheel': () => ({ value: WHEEL }) });
    open('admin', '?tab=wheel');
    expect((await screen.findByTestId('bo-wheel-0-chance')).textContent).toContain('60.0%');
    fireEvent.change(screen.getByTestId('bo-wheel-1-weight'), { target: { value: '700' } });
    expect(screen.getByTestId('bo-wheel-0-chance').textContent).toContain('30.0%');
    fireEvent.click(screen.getByTestId('bo-wheel-save'));
    await waitFor(() => expect(api.sent('PUT', '/ops/v1/wheel')).toHaveLength(1));
    expect(api.sent('PUT', '/ops/v1/wheel')[0]?.body).toMatchObject({
      merchant: 'siam',
      prizes: [
        { labels: { en: '฿5' }, kind: 'cash', amount: 500, weight: 300 },
        { kind: 'none', amount: 0, weight: 700 },
      ],
    });
  });

  it('saves a points slice: whole points, no turnover (decision 0046)', async () => {
    const api = routes({ 'PUT /ops/v1/wheel': () => ({ value: WHEEL }) });
    open('admin', '?tab=wheel');
    fireEvent.change(await screen.findByTestId('bo-wheel-1-kind'), { target: { value: 'points' } });
    expect((screen.getByTestId('bo-wheel-1-turnover') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('bo-wheel-1-amount'), { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('bo-wheel-save'));
    await waitFor(() => expect(api.sent('PUT', '/ops/v1/wheel')).toHaveLength(1));
    expect(api.sent('PUT', '/ops/v1/wheel')[0]?.body).toMatchObject({
      prizes: [
        { kind: 'cash', amount: 500 },
        { kind: 'points', amount: 50, turnoverMultiplier: 0 },
      ],
    });
  });

  it('refuses a wheel whose weights are all 0', async () => {
    routes();
    open('admin', '?tab=wheel');
    fireEvent.change(await screen.findByTestId('bo-wheel-0-weight'), { target: { value: '0' } });
    fireEvent.change(screen.getByTestId('bo-wheel-1-weight'), { target: { value: '0' } });
    expect(screen.getByTestId('bo-wheel-problem')).toBeTruthy();
  });
});

describe('a player', () => {
  it("shows a player's tickets, check-ins and spins, and finance grants tickets with a reason", async () => {
    const api = routes({ 'POST /ops/v1/players/41/wheel-tickets': () => ({ value: { tickets: 5 } }) });
    open('finance', '?tab=player&player=41');
    expect((await screen.findByTestId('bo-engagement-tickets')).textContent).toContain('2 wheel tickets');
    expect(screen.getByTestId('bo-engagement-checkins').textContent).toContain('2026-12-04');
    expect(screen.getByTestId('bo-engagement-spins').textContent).toContain('฿5');
    fireEvent.change(screen.getByTestId('bo-engagement-grant-count'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('bo-engagement-grant'));
    const dialog = await screen.findByTestId('bo-engagement-grant-dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'VIP apology' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant 3' }));
    expect((await screen.findByTestId('bo-engagement-granted')).textContent).toContain('now has 5');
    expect(api.sent('POST', '/ops/v1/players/41/wheel-tickets')[0]?.body).toEqual({
      tickets: 3,
      reason: 'VIP apology',
    });
  });

  it('offers no grant to a viewer', async () => {
    routes();
    open('viewer', '?tab=player&player=41');
    await screen.findByTestId('bo-engagement-tickets');
    expect(screen.queryByTestId('bo-engagement-grant')).toBeNull();
  });
});
