import type { OpsEnvelopeCampaign } from '@portal/contracts/red-envelopes.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeOps, ok, renderScreen } from '../../test/screen.tsx';
import EnvelopesPage from './envelopes-page.tsx';

const CAMPAIGN: OpsEnvelopeCampaign = {
  id: 3,
  names: { en: 'Lunar new year', th: 'ตรุษจีน' },
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: '2026-12-08T00:00:00.000Z',
  everyMinutes: 60,
  openMinutes: 10,
  totalBudget: 1_000_000,
  dropBudget: 100_000,
  tiers: [
    { amount: 100, weight: 50 },
    { amount: 888, weight: 5 },
  ],
  condition: 'none',
  conditionAmount: 0,
  turnoverMultiplier: 1,
  status: 'active',
  remaining: 750_000,
  used: 250_000,
  opens: 412,
  updatedAt: '2026-12-01T00:00:00.000Z',
};

afterEach(cleanup);

describe('the red envelopes screen', () => {
  it('lists the campaigns with the budget used, their drops, pauses one and creates one', async () => {
    const api = fakeOps({
      'GET /ops/v1/merchants': ok([{ code: 'siam', name: 'Siam' }]),
      'GET /ops/v1/red-envelopes': ok([CAMPAIGN]),
      'GET /ops/v1/red-envelopes/3/drops': ok([
        {
          index: 4,
          opensAt: '2026-12-01T04:00:00.000Z',
          closesAt: '2026-12-01T04:10:00.000Z',
          budget: 100_000,
          remaining: 2_000,
          opens: 97,
        },
      ]),
      'POST /ops/v1/red-envelopes/3/status': (call) => ({ value: { ...CAMPAIGN, ...(call.body as object) } }),
      'POST /ops/v1/red-envelopes': (call) => ({ value: { ...CAMPAIGN, ...(call.body as object), id: 8 } }),
    });
    renderScreen('admin', '/envelopes', <EnvelopesPage />, '/envelopes');
    const table = await screen.findByTestId('bo-envelope-campaigns');
    await waitFor(() => expect(table.textContent).toContain('Lunar new year'));
    expect(table.textContent).toContain('2,500.00 / 10,000.00');
    expect(table.textContent).toContain('412');

    fireEvent.click(screen.getByTestId('bo-envelope-drops-3'));
    await waitFor(() => expect(screen.getByTestId('bo-envelope-drops').textContent).toContain('980.00'));

    fireEvent.click(screen.getByTestId('bo-envelope-toggle-3'));
    await waitFor(() => expect(api.sent('POST', '/ops/v1/red-envelopes/3/status')).toHaveLength(1));
    expect(api.sent('POST', '/ops/v1/red-envelopes/3/status')[0]?.body).toEqual({
      merchant: 'siam',
      status: 'paused',
    });

    fireEvent.click(screen.getByTestId('bo-envelope-add'));
    const dialog = await screen.findByTestId('bo-envelope-dialog');
    fireEvent.click(within(dialog).getByTestId('bo-envelope-save'));
    expect(dialog.textContent).toContain('Required.');
    fireEvent.change(within(dialog).getByTestId('bo-envelope-nameEn'), { target: { value: 'Payday' } });
    fireEvent.change(within(dialog).getByTestId('bo-envelope-nameTh'), { target: { value: 'วันเงินเดือนออก' } });
    fireEvent.change(within(dialog).getByTestId('bo-envelope-tiers'), {
      target: { value: '1.00:9, 5.00:1' },
    });
    fireEvent.click(within(dialog).getByTestId('bo-envelope-save'));
    await waitFor(() => expect(api.sent('POST', '/ops/v1/red-envelopes')).toHaveLength(1));
    expect(api.sent('POST', '/ops/v1/red-envelopes')[0]?.body).toMatchObject({
      merchant: 'siam',
      names: { en: 'Payday', th: 'วันเงินเดือนออก' },
      everyMinutes: 60,
      openMinutes: 10,
      totalBudget: 1_000_000,
      dropBudget: 100_000,
      tiers: [
        { amount: 100, weight: 9 },
        { amount: 500, weight: 1 },
      ],
    });
    await waitFor(() =>
      expect(screen.getByTestId('bo-envelopes-notice').textContent).toContain('"Payday" created.'),
    );
  });

  it('lets a viewer read only', async () => {
    fakeOps({
      'GET /ops/v1/merchants': ok([{ code: 'siam', name: 'Siam' }]),
      'GET /ops/v1/red-envelopes': ok([CAMPAIGN]),
    });
    renderScreen('viewer', '/envelopes', <EnvelopesPage />, '/envelopes');
    await waitFor(() =>
      expect(screen.getByTestId('bo-envelope-campaigns').textContent).toContain('Lunar new year'),
    );
    expect(screen.queryByTestId('bo-envelope-add')).toBeNull();
    expect(screen.queryByTestId('bo-envelope-toggle-3')).toBeNull();
  });
});
