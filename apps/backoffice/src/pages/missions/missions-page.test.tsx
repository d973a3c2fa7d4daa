import type { OpsMission, OpsMissionSettings } from '@portal/contracts/missions.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Answer, type Call, fakeOps, ok, renderScreen } from '../../test/screen.tsx';
import MissionsPage from './missions-page.tsx';

const MERCHANTS = [{ code: 'siam', name: 'Siam' }];
const SPIN: OpsMission = {
  id: 4,
  period: 'daily',
  kind: 'rounds',
  category: 'RNG',
  target: 5,
  reward: 2_000,
  turnoverMultiplier: 1,
  points: 10,
  titles: { en: 'Spin any slot 5 times', th: 'หมุนสล็อตเกมใดก็ได้ 5 ครั้ง' },
  status: 'active',
  sort: 0,
};
const SETTINGS: OpsMissionSettings = {
  missions: [SPIN],
  prizes: [
    { place: 1, amount: 100_000, turnoverMultiplier: 1 },
    { place: 2, amount: 50_000, turnoverMultiplier: 1 },
  ],
  referral: {
    enabled: true,
    reward: 10_000,
    turnoverMultiplier: 1,
    minDeposit: 30_000,
    minValidBet: 100_000,
  },
};

function routes(over: Record<string, (call: Call) => Answer> = {}) {
  return fakeOps({
    'GET /ops/v1/merchants': ok(MERCHANTS),
    'GET /ops/v1/missions': ok(SETTINGS),
    'GET /ops/v1/missions/payouts': ok({
      period: '2026-11-23',
      payouts: [
        { place: 1, username: 'somchai', points: 60, amount: 100_000, paidAt: '2026-11-30T17:05:00.000Z' },
      ],
    }),
    ...over,
  });
}

afterEach(cleanup);

describe('the missions screen', () => {
  it('lists the missions, pauses one and creates one; a viewer only reads', async () => {
    const api = routes({
      'PUT /ops/v1/missions/4': (call) => ({ value: { ...SPIN, ...(call.body as object), id: 4 } }),
      'POST /ops/v1/missions': (call) => ({ value: { ...(call.body as object), id: 9 } }),
    });
    renderScreen('admin', '/missions', <MissionsPage />, '/missions');
    const table = await screen.findByTestId('bo-missions');
    await waitFor(() => expect(table.textContent).toContain('Spin any slot 5 times'));
    expect(table.textContent).toContain('Rounds played · RNG');
    expect(table.textContent).toContain('20.00');

    fireEvent.click(screen.getByTestId('bo-mission-active-4'));
    await waitFor(() => expect(api.sent('PUT', '/ops/v1/missions/4')).toHaveLength(1));
    expect(api.sent('PUT', '/ops/v1/missions/4')[0]?.body).toMatchObject({
      merchant: 'siam',
      status: 'paused',
      target: 5,
    });
    expect((await screen.findByTestId('bo-missions-notice')).textContent).toContain('Mission paused.');

    fireEvent.click(screen.getByTestId('bo-mission-add'));
    const dialog = await screen.findByTestId('bo-mission-dialog');
    fireEvent.click(within(dialog).getByTestId('bo-mission-save'));
    expect(dialog.textContent).toContain('Required.');
    expect(api.sent('POST', '/ops/v1/missions')).toHaveLength(0);
    fireEvent.change(within(dialog).getByTestId('bo-mission-titleEn'), { target: { value: 'Deposit ฿500' } });
    fireEvent.change(within(dialog).getByTestId('bo-mission-titleTh'), { target: { value: 'ฝากเงิน ฿500' } });
    fireEvent.change(within(dialog).getByTestId('bo-mission-kind'), { target: { value: 'deposit' } });
    fireEvent.change(within(dialog).getByTestId('bo-mission-target'), { target: { value: '500' } });
    fireEvent.change(within(dialog).getByTestId('bo-mission-reward'), { target: { value: '30' } });
    fireEvent.change(within(dialog).getByTestId('bo-mission-rewardPoints'), { target: { value: '25' } });
    fireEvent.click(within(dialog).getByTestId('bo-mission-save'));
    await waitFor(() => expect(api.sent('POST', '/ops/v1/missions')).toHaveLength(1));
    expect(api.sent('POST', '/ops/v1/missions')[0]?.body).toEqual({
      merchant: 'siam',
      titles: { en: 'Deposit ฿500', th: 'ฝากเงิน ฿500' },
      period: 'daily',
      kind: 'deposit',
      category: null,
      target: 50_000,
      reward: 3_000,
      turnoverMultiplier: 1,
      points: 0,
      rewardPoints: 25,
      sort: 0,
      status: 'active',
    });
    await waitFor(() => expect(screen.getByTestId('bo-missions').textContent).toContain('Deposit ฿500'));
  });

  it('shows the prizes and last week’s payouts, and saves the referral rule', async () => {
    const api = routes({ 'PUT /ops/v1/referral/rule': (call) => ({ value: { ...(call.body as object) } }) });
    renderScreen('admin', '/missions', <MissionsPage />, '/missions?tab=leaderboard');
    expect(((await screen.findByTestId('bo-prize-amount-1')) as HTMLInputElement).value).toBe('1,000.00');
    await waitFor(() => expect(screen.getByTestId('bo-mission-payouts').textContent).toContain('somchai'));

    cleanup();
    renderScreen('admin', '/missions', <MissionsPage />, '/missions?tab=referral');
    const reward = (await screen.findByTestId('bo-referral-reward')) as HTMLInputElement;
    expect(reward.value).toBe('100.00');
    fireEvent.change(reward, { target: { value: '150' } });
    // the device rule off (a saved rule without the switches has both on)
    expect(screen.getByTestId('bo-referral-refuseSameDevice').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByTestId('bo-referral-refuseSameDevice'));
    fireEvent.click(screen.getByTestId('bo-referral-rule-save'));
    await waitFor(() => expect(api.sent('PUT', '/ops/v1/referral/rule')).toHaveLength(1));
    expect(api.sent('PUT', '/ops/v1/referral/rule')[0]?.body).toEqual({
      merchant: 'siam',
      enabled: true,
      reward: 15_000,
      turnoverMultiplier: 1,
      minDeposit: 30_000,
      minValidBet: 100_000,
      refuseSameAddress: true,
      refuseSameDevice: false,
    });
  });

  it('gives a viewer no change', async () => {
    routes();
    renderScreen('viewer', '/missions', <MissionsPage />, '/missions');
    await waitFor(() => expect(screen.getByTestId('bo-missions').textContent).toContain('Spin any slot'));
    expect(screen.queryByTestId('bo-mission-add')).toBeNull();
    expect(screen.getByTestId('bo-mission-active-4')).toHaveProperty('disabled', true);
  });
});
