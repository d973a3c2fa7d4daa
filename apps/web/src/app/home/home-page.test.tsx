import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { makeStatus } from '../../test/fixtures.ts';
import { makeAnnouncement, makeGame, makeWinner } from '../../test/game-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { HomePage } from './home-page.tsx';

const GAME_LIST = '/wps/relay/GCSGAME_gameList';

function api() {
  return fakeApi({
    '/wps/announcement': ok({
      banners: [{ groupName: 'w_home', list: [makeAnnouncement({ id: 1, title: 'Home banner' })] }],
      player: [makeAnnouncement({ id: 2, type: 'PL', title: 'Notice one' })],
      popup: [],
      promotion: [],
      help: [],
    }),
    '/wps/relay/GCSGAME_hotGamesV2': ok(
      Array.from({ length: 9 }, (_, i) => makeGame({ nodeId: i + 1, gameName: `Hot ${i + 1}` })),
    ),
    [GAME_LIST]: ({ url }) =>
      ok({
        content: [
          makeGame({ nodeId: 100, gameName: url.searchParams.get('isNew') ? 'Fresh slot' : 'Mega pot' }),
        ],
        pageNum: 1,
        pageSize: 6,
        totalPages: 1,
        total: 1,
      }),
    '/wps/relay/GCSGAME_winnerBoard': ok([makeWinner('somchai88', 5_000_000)]),
  });
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('home page', () => {
  it('asks for the two RNG lists 300 ms apart, page size 6', async () => {
    const server = api();
    renderWithProviders(<HomePage />);
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(server.urls('/wps/relay/GCSGAME_hotGamesV2')).toHaveLength(1);
    expect(server.urls(GAME_LIST)).toHaveLength(0);
    await act(async () => vi.advanceTimersByTimeAsync(300));
    const first = server.urls(GAME_LIST);
    expect(first).toHaveLength(1);
    expect(first[0]?.searchParams.get('isNew')).toBe('1');
    await act(async () => vi.advanceTimersByTimeAsync(300));
    const both = server.urls(GAME_LIST);
    expect(both).toHaveLength(2);
    expect(both[1]?.searchParams.get('isJackpot')).toBe('1');
    for (const url of both) {
      expect(url.searchParams.get('gameType')).toBe('RNG');
      expect(url.searchParams.get('pageSize')).toBe('6');
    }
  });

  it('shows the first six hot games, both RNG sections, winners and the notice marquee', async () => {
    const server = api();
    renderWithProviders(<HomePage />, {
      seed: [
        [
          ['system', 'status'],
          makeStatus({
            info: {
              resources: [
                {
                  labelNameEn: 'iOS',
                  labelNameTh: null,
                  url: 'https://x/ios',
                  resourceType: 'IOS_APP',
                  icon: null,
                },
              ],
            },
          }),
        ],
      ],
    });
    await act(async () => vi.advanceTimersByTimeAsync(700));
    const hot = await screen.findByTestId('section-hot');
    expect(await screen.findByText('Hot 6')).toBeTruthy();
    expect(hot.querySelectorAll('[data-testid="game-card"]')).toHaveLength(6);
    expect(await screen.findByText('Fresh slot')).toBeTruthy();
    expect(await screen.findByText('Mega pot')).toBeTruthy();
    const more = screen.getAllByTestId('section-more').map((link) => link.getAttribute('href'));
    expect(more).toEqual(['/hot', '/rng', '/rng']);
    expect((await screen.findByTestId('winner-row')).textContent).toContain('50,000');
    expect(screen.getByTestId('notice-marquee').textContent).toContain('Notice one');
    const block = await screen.findByTestId('app-download-block');
    expect(block.querySelector('[data-testid="app-download-ios"]')).not.toBeNull();
    expect(block.querySelector('[data-testid="app-download-android"]')).toBeNull();
    // the QR code library loads lazily: wait for the picture, then check it
    await waitFor(() => expect(block.querySelector('svg[height="100"]')).not.toBeNull());
    expect(block.querySelector('image')?.getAttribute('href')).toBe('/assets/brand/siam/favicon.svg');
    // the winner list is kept for the session
    expect(JSON.parse(sessionStorage.getItem('WINNERS') ?? '{}').list).toHaveLength(1);
    expect(server.urls('/wps/relay/GCSGAME_winnerBoard')[0]?.searchParams.get('limitNum')).toBe('20');
  });
});
