import type { OperatorRole } from '@portal/contracts/operators';
import type { OpsGame, OpsVendor } from '@portal/contracts/ops-catalogue.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOps, ok, pageOf, renderScreen } from '../test/screen.tsx';
import CataloguePage from './catalogue-page.tsx';

const game = (id: number, name: string, overrides: Partial<OpsGame> = {}): OpsGame => ({
  id,
  code: name.toUpperCase().replace(/ /g, '_'),
  name,
  names: { en: name },
  vendor: 'JADE',
  vendorName: 'Jade Dragon',
  category: 'RNG',
  classify: 'SC',
  iconUrl: `/assets/art/games/JADE/${id}.svg`,
  enabled: true,
  maintenance: false,
  vendorEnabled: true,
  vendorMaintenance: false,
  freeTrial: true,
  hot: false,
  hotRank: null,
  isNew: false,
  ...overrides,
});

const VENDOR: OpsVendor = {
  id: 3,
  code: 'JADE',
  displayName: 'Jade Dragon',
  category: 'RNG',
  enabled: true,
  maintenance: false,
  games: 12,
  iconUrl: '/assets/art/vendors/JADE/COLOR.svg',
};

function renderAs(role: OperatorRole, tab = 'games') {
  return renderScreen(role, '/catalogue', <CataloguePage />, `/catalogue?merchant=siam&tab=${tab}`);
}

const page = (content: OpsGame[]) => pageOf(content);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the catalogue screen', () => {
  it("lets an administrator close a game for maintenance: one call, the row's new state, a saved notice", async () => {
    const pearl = game(7, 'Pearl River');
    const api = fakeOps({
      'GET /ops/v1/merchants': ok([{ code: 'siam', name: 'Siam Royal' }]),
      'GET /ops/v1/catalogue/vendors': ok([VENDOR]),
      'GET /ops/v1/catalogue/hot': ok([]),
      'GET /ops/v1/catalogue/games': ok(page([pearl])),
      'PATCH /ops/v1/catalogue/games/7': (call) => ({ value: { ...pearl, ...(call.body as object) } }),
    });
    renderAs('admin');
    const row = await screen.findByTestId('bo-games-row');
    expect(within(row).getByTestId('bo-state').textContent).toBe('Live');
    const toggle = within(row).getByRole('switch', { name: 'Maintenance: Pearl River' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(within(row).getByTestId('bo-state').textContent).toBe('Maintenance'));
    // the same switch, not a new one: a keyboard user's focus stays on it
    expect(toggle.isConnected).toBe(true);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(api.sent('PATCH', '/ops/v1/catalogue/games/7').map((c) => c.body)).toEqual([
      { maintenance: true },
    ]);
    expect(screen.getByTestId('bo-catalogue-notice').textContent).toContain('Pearl River saved.');
    expect(api.sent('GET', '/ops/v1/catalogue/games')[0]?.query.get('merchant')).toBe('siam');
  });

  it('shows a viewer the same screen read only: switches that cannot be turned, no order buttons', async () => {
    fakeOps({
      'GET /ops/v1/merchants': ok([{ code: 'siam', name: 'Siam Royal' }]),
      'GET /ops/v1/catalogue/vendors': ok([VENDOR]),
      'GET /ops/v1/catalogue/hot': ok([game(1, 'Dragon Fortune', { hot: true, hotRank: 1 })]),
      'GET /ops/v1/catalogue/games': ok(page([game(7, 'Pearl River')])),
    });
    renderAs('viewer');
    const row = await screen.findByTestId('bo-games-row');
    for (const toggle of within(row).getAllByRole('switch'))
      expect((toggle as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText('Read only: your role can look at the catalogue but not change it.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('bo-tab-hot'));
    expect(screen.getByRole('tabpanel', { name: /^Hot list/ })).toBeTruthy();
    await screen.findByTestId('bo-hot-row');
    expect(screen.queryByTestId('bo-hot-up')).toBeNull();
  });

  it('moves a hot game up at once and saves the whole order; a refusal says why and reloads the list', async () => {
    const hot = [1, 2, 3].map((id) => game(id, `Game ${id}`, { hot: true, hotRank: id }));
    let refuse = false;
    const api = fakeOps({
      'GET /ops/v1/merchants': ok([{ code: 'siam', name: 'Siam Royal' }]),
      'GET /ops/v1/catalogue/vendors': ok([VENDOR]),
      'GET /ops/v1/catalogue/hot': ok(hot),
      'GET /ops/v1/catalogue/games': ok(page(hot)),
      'PUT /ops/v1/catalogue/hot': (call) =>
        refuse
          ? { errorCode: 'catalogue.hot.changed', status: 409 }
          : {
              value: (call.body as { games: number[] }).games.map((id, i) => ({
                ...(hot[id - 1] as OpsGame),
                hotRank: i + 1,
              })),
            },
    });
    renderAs('admin', 'hot');
    await screen.findAllByTestId('bo-hot-row');
    fireEvent.click(screen.getByRole('button', { name: 'Move Game 2 up' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('bo-hot-row').map((r) => r.dataset.code)).toEqual([
        'GAME_2',
        'GAME_1',
        'GAME_3',
      ]),
    );
    expect(api.sent('PUT', '/ops/v1/catalogue/hot')[0]?.body).toEqual({ games: [2, 1, 3] });
    expect(api.sent('PUT', '/ops/v1/catalogue/hot')[0]?.query.get('merchant')).toBe('siam');
    await waitFor(() =>
      expect(screen.getByTestId('bo-catalogue-notice').textContent).toContain('order saved'),
    );

    refuse = true;
    const reads = api.sent('GET', '/ops/v1/catalogue/hot').length;
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Game 3 up' }).getAttribute('aria-disabled')).toBeNull(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move Game 3 up' }));
    await waitFor(() =>
      expect(screen.getByTestId('bo-catalogue-notice').textContent).toContain(
        'The hot list changed since you opened it',
      ),
    );
    await waitFor(() => expect(api.sent('GET', '/ops/v1/catalogue/hot').length).toBeGreaterThan(reads));
  });
});
