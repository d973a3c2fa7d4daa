import type { Reward } from '@portal/contracts/rewards.schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok } from '../../test/fake-api.ts';
import { renderMemberPage } from '../../test/render.tsx';
import { memberPageTestsAt, signInMember } from '../../test/session.ts';
import { RewardCentrePage } from './pages/reward-centre-page.tsx';

memberPageTestsAt(new Date('2026-11-23T12:00:00Z'));

const reward = (overrides: Partial<Reward>): Reward => ({
  source: 'rebate',
  id: '1',
  title: 'Manual rebate',
  detail: null,
  amount: 1_250,
  turnoverMultiplier: 0,
  claimable: true,
  availableAt: null,
  expiresAt: null,
  ...overrides,
});

const LIST = {
  items: [
    reward({ source: 'rebate', id: 'r1', title: 'Manual rebate', amount: 1_250 }),
    reward({ source: 'bonus', id: '9', title: 'Welcome bonus', amount: 10_000, turnoverMultiplier: 5 }),
    reward({
      source: 'vip',
      id: 'monthly-2026-12',
      title: 'Monthly bonus: Gold',
      amount: 5_000,
      claimable: false,
      availableAt: '2026-12-01T00:00:00.000Z',
    }),
  ],
  claimable: 2,
};

const render = (language = 'en') => {
  signInMember();
  return renderMemberPage(<RewardCentrePage />, { language });
};

describe('reward centre', () => {
  it('shows what can be claimed with its total, its turnover, and when the others come', async () => {
    fakeApi({ 'GET /wps/rewards': ok(LIST) });
    render();
    expect((await screen.findByTestId('rewards-total')).textContent).toBe('฿112.50');
    expect(screen.getByText('2 rewards to claim')).toBeTruthy();
    expect(screen.getByTestId('reward-bonus-9').textContent).toContain('Play 5× its amount');
    expect(screen.getByTestId('reward-rebate-r1').textContent).toContain('No turnover to play');
    expect(screen.queryByTestId('claim-vip-monthly-2026-12')).toBeNull();
    expect(screen.getByTestId('reward-vip-monthly-2026-12').textContent).toContain(
      'Claimable from 01/12/2026',
    );
  });

  it('claims one reward, says what was paid and reads the list again', async () => {
    const api = fakeApi({
      'GET /wps/rewards': [ok(LIST), ok({ items: LIST.items.slice(1), claimable: 1 })],
      'POST /wps/rewards/claim': ok({ source: 'rebate', id: 'r1', amount: 1_250 }),
    });
    render();
    fireEvent.click(await screen.findByTestId('claim-rebate-r1'));
    await waitFor(() =>
      expect(screen.getByTestId('reward-outcome').textContent).toBe(
        'Manual rebate: ฿12.50 is in your wallet.',
      ),
    );
    expect(api.to('POST /wps/rewards/claim')[0]?.body).toEqual({ source: 'rebate', id: 'r1' });
    await waitFor(() => expect(screen.queryByTestId('reward-rebate-r1')).toBeNull());
  });

  it('words a refused claim in Thai', async () => {
    fakeApi({
      'GET /wps/rewards': ok(LIST),
      'POST /wps/rewards/claim': fail('reward.not.found', 404),
    });
    render('th');
    fireEvent.click(await screen.findByTestId('claim-rebate-r1'));
    await waitFor(() =>
      expect(screen.getByTestId('reward-outcome').textContent).toBe('ไม่พบรางวัลนี้ หรือรับไปแล้ว'),
    );
  });

  it('says so when there is nothing to claim', async () => {
    fakeApi({ 'GET /wps/rewards': ok({ items: [], claimable: 0 }) });
    render();
    expect((await screen.findByTestId('rewards-empty')).textContent).toContain('Nothing to claim right now');
  });
});
