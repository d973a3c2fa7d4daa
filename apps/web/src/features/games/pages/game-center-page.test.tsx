import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeGame, makeLane } from '../../../ui/game/test-fixtures.ts';
import { mockApi, renderWithProviders, requestedUrls } from '../../../ui/game/test-render.tsx';
import GameCenterPage from './game-center-page.tsx';

const GAME_LIST = '/wps/relay/GCSGAME_gameList';

function api() {
  const lott = makeLane('LOTT', ['TCG']);
  const elott = makeLane('ELOTT', ['HLOTTO', 'SEA']);
  const live = makeLane('LIVE', ['HLIVE', 'SBX']);
  const first = live.vendors[1];
  if (first) first.maintenance = true;
  return mockApi({
    '/wps/relay/GCSGAME_newGameVendor': { lanes: [live, lott, elott] },
    [GAME_LIST]: {
      content: [makeGame({ gameName: 'Baccarat Squeeze' })],
      pageNum: 1,
      pageSize: 24,
      totalPages: 1,
      total: 1,
    },
  });
}

describe('game centre', () => {
  it("shows the category's vendors, a maintenance badge and the category's games", async () => {
    const fetchMock = api();
    renderWithProviders(<GameCenterPage />, { route: '/live' });
    expect(await screen.findByText('HLIVE Gaming')).toBeTruthy();
    expect(screen.getByTestId('vendor-card-SBX').hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByTestId('vendor-maintenance')).toHaveLength(1);
    expect(await screen.findByText('Baccarat Squeeze')).toBeTruthy();
    expect(requestedUrls(fetchMock, GAME_LIST).at(-1)?.searchParams.get('gameType')).toBe('LIVE');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Live casino');
  });

  it('narrows the games to a vendor when its card is chosen', async () => {
    const fetchMock = api();
    renderWithProviders(<GameCenterPage />, { route: '/live' });
    fireEvent.click(await screen.findByTestId('vendor-card-HLIVE'));
    await waitFor(() =>
      expect(requestedUrls(fetchMock, GAME_LIST).at(-1)?.searchParams.get('vassalage')).toBe('HLIVE'),
    );
  });

  it('shows both ELOTT and LOTT vendors on /elott', async () => {
    api();
    renderWithProviders(<GameCenterPage />, { route: '/elott' });
    expect(await screen.findByTestId('vendor-card-HLOTTO')).toBeTruthy();
    expect(screen.getByTestId('vendor-card-SEA')).toBeTruthy();
    expect(screen.getByTestId('vendor-card-TCG')).toBeTruthy();
    expect(screen.queryByTestId('vendor-card-HLIVE')).toBeNull();
  });
});
