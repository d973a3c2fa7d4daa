import type { OperatorRole } from '@portal/contracts/operators';
import type { OpsPointExchange } from '@portal/contracts/points.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Call, fakeOps, ok, pageOf, renderScreen } from '../../test/screen.tsx';
import PointsPage from './points-page.tsx';

const MERCHANTS = [{ code: 'siam', name: 'Siam' }];
const exchange = (over: Partial<OpsPointExchange> = {}): OpsPointExchange => ({
  id: 7,
  kind: 'item',
  itemId: 1,
  itemName: 'Gold coin keepsake',
  points: 500,
  amount: 0,
  cashPerPoint: 0,
  status: 'pending',
  remark: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  username: 'demo',
  ...over,
});
const ITEM = {
  id: 1,
  name: { en: 'Gold coin keepsake', th: 'เหรียญทอง' },
  description: {},
  pictureUrl: '/assets/art/icons/coin.svg',
  price: 500,
  stock: 49,
  enabled: true,
  sort: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function routes(over: Record<string, (call: Call) => Answer> = {}) {
  return fakeOps({
    'GET /ops/v1/merchants': ok(MERCHANTS),
    'GET /ops/v1/points/exchanges': ok(pageOf([exchange()])),
    'GET /ops/v1/points/items': ok([ITEM]),
    'GET /ops/v1/points/settings': ok({
      cashPerPoint: 10,
      minConvert: 100,
      rates: [{ category: 'RNG', betPerPoint: 100_00 }],
    }),
    ...over,
  });
}

const open = (role: OperatorRole, query = '') =>
  renderScreen(role, '/points', <PointsPage />, `/points${query}`);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the points mall screen', () => {
  it('lists the waiting exchanges; finance approves one with a remark', async () => {
    const api = routes({
      'POST /ops/v1/points/exchanges/7/decision': ok(
        exchange({ status: 'approved', remark: 'Sent by courier' }),
      ),
    });
    open('finance');
    const table = await screen.findByTestId('bo-points-exchanges');
    await waitFor(() => expect(table.textContent).toContain('Gold coin keepsake'));
    fireEvent.click(within(table).getByTestId('bo-points-approve'));
    const dialog = await screen.findByTestId('bo-points-decide');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Sent by courier' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.sent('POST', '/ops/v1/points/exchanges/7/decision')).toHaveLength(1));
    expect(api.sent('POST', '/ops/v1/points/exchanges/7/decision')[0]?.body).toEqual({
      merchant: 'siam',
      decision: 'approve',
      remark: 'Sent by courier',
    });
    expect((await screen.findByTestId('bo-points-notice')).textContent).toContain('Exchange #7 approved');
  });

  it('viewers read the queue without the decisions', async () => {
    routes();
    open('viewer');
    const table = await screen.findByTestId('bo-points-exchanges');
    await waitFor(() => expect(table.textContent).toContain('Gold coin keepsake'));
    expect(within(table).queryByTestId('bo-points-approve')).toBeNull();
  });

  it('administrators change an item and the rates', async () => {
    const api = routes({
      'PUT /ops/v1/points/items/1': (call) => ({ value: { ...ITEM, ...(call.body as object) } }),
      'PUT /ops/v1/points/settings': (call) => ({ value: call.body }),
    });
    open('admin', '?tab=items');
    const items = await screen.findByTestId('bo-points-items');
    await waitFor(() => expect(items.textContent).toContain('Gold coin keepsake'));
    fireEvent.click(within(items).getByTestId('bo-points-item-edit'));
    fireEvent.change(await screen.findByTestId('bo-points-item-stock'), { target: { value: '60' } });
    fireEvent.click(
      within(screen.getByTestId('bo-points-item-dialog')).getByRole('button', { name: 'Save' }),
    );
    await waitFor(() => expect(api.sent('PUT', '/ops/v1/points/items/1')).toHaveLength(1));
    expect(api.sent('PUT', '/ops/v1/points/items/1')[0]?.body).toMatchObject({
      stock: 60,
      price: 500,
      enabled: true,
    });
    cleanup();

    open('admin', '?tab=settings');
    const rng = await screen.findByTestId('bo-points-RNG');
    await waitFor(() => expect((rng as HTMLInputElement).value).toBe('100'));
    fireEvent.change(rng, { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('bo-points-settings-save'));
    await waitFor(() => expect(api.sent('PUT', '/ops/v1/points/settings')).toHaveLength(1));
    expect(api.sent('PUT', '/ops/v1/points/settings')[0]?.body).toEqual({
      merchant: 'siam',
      cashPerPoint: 10,
      minConvert: 100,
      rates: [{ category: 'RNG', betPerPoint: 50_00 }],
    });
  });
});
