import type { SigninStatus, WheelStatus } from '@portal/contracts/signin-wheel.schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok } from '../../test/fake-api.ts';
import { renderMemberPage } from '../../test/render.tsx';
import { memberPageTestsAt } from '../../test/session.ts';
import { SigninPage } from './signin-page.tsx';
import { landingAngle } from './wheel.tsx';

memberPageTestsAt(new Date('2026-12-04T05:00:00Z'));

const day = (cash: number, tickets = 0) => ({ cash, turnoverMultiplier: 1, tickets });
const STATUS: SigninStatus = {
  enabled: true,
  length: 7,
  days: [day(500), day(500), day(1000, 1), day(1000), day(1500), day(2000), day(3000, 1)],
  streakReward: day(5000, 2),
  condition: 'none',
  conditionAmount: 0,
  resetOnMiss: true,
  today: '2026-12-04',
  checkedInToday: false,
  streak: 2,
  conditionMet: true,
  tickets: 0,
};
const prize = (position: number, label: string, kind: string, amount: number, probability: number) => ({
  position,
  label,
  kind,
  amount,
  turnoverMultiplier: kind === 'cash' ? 1 : 0,
  probability,
});
const WHEEL: WheelStatus = {
  enabled: true,
  tickets: 1,
  prizes: [
    prize(0, '฿5', 'cash', 500, 0.3),
    prize(1, 'Try again', 'none', 0, 0.25),
    prize(2, '฿10', 'cash', 1000, 0.2),
    prize(3, '฿20', 'cash', 2000, 0.12),
    prize(4, 'Try again', 'none', 0, 0.06),
    prize(5, '฿50', 'cash', 5000, 0.05),
    prize(6, '฿100', 'cash', 10000, 0.015),
    prize(7, '฿500', 'cash', 50000, 0.005),
  ],
};

describe('sign-in task', () => {
  it('shows the streak calendar, checks in today and says what it earned and where the cash waits', async () => {
    const api = fakeApi({
      'GET /wps/signin': [ok(STATUS), ok({ ...STATUS, checkedInToday: true, streak: 3, tickets: 1 })],
      'POST /wps/signin/check-in': ok({
        day: '2026-12-04',
        streakDay: 3,
        reward: day(1000, 1),
        streakReward: null,
        tickets: 1,
      }),
      'GET /wps/rewards': ok({ items: [], claimable: 0 }),
    });
    renderMemberPage(<SigninPage />);
    expect((await screen.findByTestId('signin-streak')).textContent).toContain('2-day streak');
    expect(screen.getByTestId('signin-day-1').dataset.state).toBe('done');
    expect(screen.getByTestId('signin-day-3').dataset.state).toBe('today');
    expect(screen.getByTestId('signin-day-7').textContent).toContain('฿30.00');
    fireEvent.click(screen.getByTestId('signin-check-in'));
    const done = await screen.findByTestId('signin-done');
    expect(done.textContent).toContain('Day 3 checked in!');
    expect(done.textContent).toContain('฿10.00 is waiting for you in the Reward centre.');
    expect(done.textContent).toContain('+1 wheel ticket.');
    await waitFor(() => expect(screen.getByTestId('signin-check-in').hasAttribute('disabled')).toBe(true));
    expect(api.to('POST /wps/signin/check-in')).toHaveLength(1);
  });

  it('words a refusal in Thai, and shows the day’s condition', async () => {
    fakeApi({
      'GET /wps/signin': ok({ ...STATUS, condition: 'deposit', conditionAmount: 10_000, conditionMet: true }),
      'POST /wps/signin/check-in': fail('signin.already', 409),
    });
    renderMemberPage(<SigninPage />, { language: 'th' });
    expect((await screen.findByTestId('signin-condition')).textContent).toContain('฿100.00');
    fireEvent.click(screen.getByTestId('signin-check-in'));
    expect((await screen.findByTestId('signin-error')).textContent).toContain('วันนี้คุณเช็คอินแล้ว');
  });
});

describe('lucky wheel', () => {
  it('shows every prize’s chance, spins with a request id, and shows the prize the server drew', async () => {
    const api = fakeApi({
      'GET /wps/signin': ok(STATUS),
      'GET /wps/wheel': [ok(WHEEL), ok({ ...WHEEL, tickets: 0 })],
      'POST /wps/wheel/spin': ok({
        id: 4,
        position: 2,
        label: '฿10',
        kind: 'cash',
        amount: 1000,
        turnoverMultiplier: 1,
        tickets: 0,
        at: '2026-12-04T05:00:00.000Z',
      }),
      'GET /wps/rewards': ok({ items: [], claimable: 0 }),
    });
    renderMemberPage(<SigninPage />);
    fireEvent.click(await screen.findByTestId('tab-wheel'));
    const odds = await screen.findByTestId('wheel-odds');
    expect(odds.textContent).toContain('30.0%');
    expect(odds.textContent).toContain('0.50%');
    fireEvent.click(screen.getByTestId('wheel-spin'));
    expect((await screen.findByTestId('wheel-won')).textContent).toContain('You won ฿10.00!');
    const body = api.to('POST /wps/wheel/spin')[0]?.body as { requestId: string };
    expect(body.requestId).toMatch(/^[\w-]{8,64}$/);
    await waitFor(() => expect(screen.getByTestId('wheel-tickets').textContent).toContain('0 tickets'));
    expect(screen.getByTestId('wheel-spin').hasAttribute('disabled')).toBe(true);
  });

  it('stops the drawn slice under the pointer after whole turns', () => {
    const angle = landingAngle(0, 2, 8);
    // slice 2 spans 90°..135° clockwise from the top; its centre (112.5°) must end at the top
    expect((((angle + 112.5) % 360) + 360) % 360).toBeCloseTo(0, 9);
    expect(angle).toBeGreaterThan(360 * 5);
    const again = landingAngle(angle, 0, 8);
    expect((((again + 22.5) % 360) + 360) % 360).toBeCloseTo(0, 9);
    expect(again).toBeGreaterThan(angle);
  });
});
