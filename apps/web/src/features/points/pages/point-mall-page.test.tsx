import type { PointConfig, PointExchangePage } from '@portal/contracts/points.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { resetAccountState, signIn } from '../../../test/session.ts';
import PointMallPage from './point-mall-page.tsx';

const CONFIG: PointConfig = {
  rates: [{ category: 'RNG', betPerPoint: 100_00 }],
  cashPerPoint: 10,
  minConvert: 100,
  items: [
    {
      id: 1,
      name: 'Gold coin keepsake',
      description: 'A lucky coin',
      pictureUrl: '/assets/art/icons/coin.svg',
      price: 500,
      stock: 3,
    },
    { id: 2, name: 'Lotus spa voucher', description: '', pictureUrl: '', price: 4_000, stock: 2 },
    { id: 3, name: 'Gem keyring', description: '', pictureUrl: '', price: 100, stock: 0 },
  ],
};
const HISTORY: PointExchangePage = {
  content: [
    {
      id: 9,
      kind: 'item',
      itemId: 1,
      itemName: 'Gold coin keepsake',
      points: 500,
      amount: 0,
      cashPerPoint: 0,
      status: 'rejected',
      remark: 'No address on file',
      createdAt: '2026-11-20T10:00:00.000Z',
      decidedAt: '2026-11-20T11:00:00.000Z',
    },
    {
      id: 8,
      kind: 'cash',
      itemId: null,
      itemName: '',
      points: 300,
      amount: 30_00,
      cashPerPoint: 10,
      status: 'approved',
      remark: '',
      createdAt: '2026-11-19T10:00:00.000Z',
      decidedAt: '2026-11-19T10:00:00.000Z',
    },
  ],
  pageNum: 1,
  pageSize: 10,
  totalPages: 1,
  total: 2,
};

afterEach(resetAccountState);

function mall() {
  signIn();
  fakeApi({
    '/wps/relay/MCSFE_getPointBalance': ok({ balance: 1_200 }),
    '/wps/relay/MCSFE_getPointConfig': ok(CONFIG),
    '/wps/relay/MCSFE_getRedeemPointList': ok(HISTORY),
  });
  renderWithProviders(<PointMallPage />, { route: '/pointMall' });
}

describe('points mall page', () => {
  it('shows the points, the gifts with price and stock, and what can be redeemed', async () => {
    mall();
    const items = await screen.findAllByTestId('mall-item');
    await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe('1,200'));
    expect(items).toHaveLength(3);
    const buttons = items.map((i) => within(i).getByTestId('mall-redeem') as HTMLButtonElement);
    expect(buttons.map((b) => [b.textContent, b.disabled])).toEqual([
      ['Redeem', false],
      ['Not enough points', true],
      ['Out of stock', true],
    ]);
    expect(within(items[0] as HTMLElement).getByTestId('mall-item-stock').textContent).toBe('3 left');
  });

  it('lists the exchanges with their states and remarks', async () => {
    mall();
    const rows = await screen.findAllByTestId('points-exchange');
    expect(rows.map((r) => r.dataset.status)).toEqual(['rejected', 'approved']);
    expect(rows[0]?.textContent).toContain('Remark: No address on file');
    expect(rows[0]?.textContent).toContain('Rejected');
    expect(rows[1]?.textContent).toContain('Cash conversion');
    expect(rows[1]?.textContent).toContain('+30.00');
  });

  it('asks for the payment password before a redemption, and shows the cash a conversion gives', async () => {
    mall();
    const items = await screen.findAllByTestId('mall-item');
    fireEvent.click(within(items[0] as HTMLElement).getByTestId('mall-redeem'));
    const dialog = await screen.findByTestId('points-confirm');
    expect(dialog.textContent).toContain('Gold coin keepsake');
    expect(within(dialog).getByTestId('points-password')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('points-confirm-submit'));
    expect(await within(dialog).findByText('Enter your 6-digit payment password')).toBeTruthy();

    const amount =
      screen.getByTestId('points-convert-amount').querySelector('input') ??
      screen.getByTestId('points-convert-amount');
    fireEvent.change(amount, { target: { value: '50' } });
    expect((screen.getByTestId('points-convert-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(amount, { target: { value: '300' } });
    expect(screen.getByTestId('points-convert-cash').textContent).toContain('30.00');
    expect((screen.getByTestId('points-convert-submit') as HTMLButtonElement).disabled).toBe(false);
  });
});
