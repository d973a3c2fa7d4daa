import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, fakeApi, ok, type Routes } from '../../../test/fake-api.ts';
import { makeStatus } from '../../../test/fixtures.ts';
import { makeGame, makeLane } from '../../../test/game-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { filterFromSearch } from '../lib/list-filter.ts';
import { renderInGameLayer, resetGames, signIn } from '../test-games.tsx';
import GameListPage from './game-list-page.tsx';

const GAME_LIST = '/wps/relay/GCSGAME_gameList';

function page(content = [makeGame()], totalPages = 1) {
  return { content, pageNum: 1, pageSize: 24, totalPages, total: content.length };
}

function api() {
  return fakeApi({
    [GAME_LIST]: () => ok(page([makeGame({ nodeId: 7, gameName: 'Koi Fortune' })], 3)),
    '/wps/relay/GCSGAME_newGameVendor': ok({
      lanes: [makeLane('RNG', ['INH', 'PG']), makeLane('CRASH', ['SPRB'])],
    }),
    '/wps/relay/GCSGAME_hotGamesV2': ok(
      Array.from({ length: 30 }, (_, i) => makeGame({ nodeId: i + 1, gameName: `Hot ${i + 1}` })),
    ),
  });
}

const lastListQuery = (server: FakeApi) => server.urls(GAME_LIST).at(-1)?.searchParams;

describe('filter from the URL', () => {
  it('reads the filters and defaults the page', () => {
    const filter = filterFromSearch(
      new URLSearchParams('gameClassify=jp&vassalage=PG&isNew=1&page=3'),
      'RNG',
    );
    expect(filter).toEqual({
      gameType: 'RNG',
      vassalage: 'PG',
      gameClassify: 'JP',
      gameName: undefined,
      isNew: true,
      isJackpot: false,
      pageNo: 3,
      pageSize: 24,
    });
    expect(filterFromSearch(new URLSearchParams('page=-2&gameClassify=<x>'), 'RNG')).toMatchObject({
      pageNo: 1,
      gameClassify: undefined,
    });
  });
});

describe('game list page', () => {
  it('asks for RNG games of the sub-category the URL pre-selects, 24 a page', async () => {
    const server = api();
    renderWithProviders(<GameListPage />, { route: '/rng?gameClassify=JP' });
    expect(await screen.findByText('Koi Fortune')).toBeTruthy();
    const query = lastListQuery(server);
    expect(query?.get('gameType')).toBe('RNG');
    expect(query?.get('gameClassify')).toBe('JP');
    expect(query?.get('pageSize')).toBe('24');
    expect(query?.get('pageNo')).toBe('1');
    expect(query?.get('merchant')).toBe('siam');
    expect(query?.get('clientType')).toBe('web');
    expect(query?.get('platform')).toBe('html5-desktop');
    expect(query?.has('isNew')).toBe(false);
    expect(screen.getByRole('radio', { name: 'Jackpot' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('game-list-page')).toBeTruthy();
  });

  it('adds vendor, toggles and page to the query as the player picks them', async () => {
    const server = api();
    renderWithProviders(<GameListPage />, { route: '/rng' });
    await screen.findByText('Koi Fortune');
    fireEvent.click(await screen.findByRole('radio', { name: 'PG Gaming' }));
    fireEvent.click(screen.getByTestId('toggle-new'));
    fireEvent.click(screen.getByTestId('toggle-jackpot'));
    await waitFor(() => expect(lastListQuery(server)?.get('isJackpot')).toBe('1'));
    let query = lastListQuery(server);
    expect(query?.get('vassalage')).toBe('PG');
    expect(query?.get('isNew')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(lastListQuery(server)?.get('pageNo')).toBe('2'));
    query = lastListQuery(server);
    expect(query?.get('vassalage')).toBe('PG');
    expect(screen.getByTestId('location').textContent).toContain('page=2');
  });

  it('searches by game name and starts again at page 1', async () => {
    const server = api();
    renderWithProviders(<GameListPage />, { route: '/rng?page=2' });
    await screen.findByText('Koi Fortune');
    fireEvent.change(screen.getByTestId('game-search'), { target: { value: 'koi' } });
    await waitFor(() => expect(lastListQuery(server)?.get('gameName')).toBe('koi'), { timeout: 2000 });
    expect(lastListQuery(server)?.get('pageNo')).toBe('1');
  });

  it('offers SC VP JP TG AC, and BG only where TY is a language', async () => {
    api();
    const { unmount } = renderWithProviders(<GameListPage />, { route: '/rng' });
    const chips = await screen.findByTestId('classify-chips');
    const values = [...chips.querySelectorAll('[data-value]')].map((el) => el.getAttribute('data-value'));
    expect(values).toEqual(['', 'SC', 'VP', 'JP', 'TG', 'AC']);
    unmount();
    api();
    renderWithProviders(<GameListPage />, {
      route: '/rng',
      seed: [[['system', 'status'], makeStatus({ info: { languages: ['en', 'th', 'ty'] } })]],
    });
    const withBingo = await screen.findByTestId('classify-chips');
    expect(withBingo.querySelector('[data-value="BG"]')).not.toBeNull();
  });

  it('serves a game-list-centre type with its upper-case game type', async () => {
    const server = api();
    renderWithProviders(<GameListPage />, { route: '/crash' });
    await screen.findByText('Koi Fortune');
    expect(lastListQuery(server)?.get('gameType')).toBe('CRASH');
    expect(screen.queryByTestId('classify-chips')).toBeNull();
    expect(await screen.findByRole('radio', { name: 'SPRB Gaming' })).toBeTruthy();
  });

  it('lists hot games 24 a page on /hot', async () => {
    const server = api();
    renderWithProviders(<GameListPage />, { route: '/hot' });
    expect(await screen.findByText('Hot 1')).toBeTruthy();
    expect(screen.getAllByTestId('game-card')).toHaveLength(24);
    expect(server.urls(GAME_LIST)).toHaveLength(0);
    const hot = server.urls('/wps/relay/GCSGAME_hotGamesV2')[0]?.searchParams;
    expect(hot?.get('isPlatform')).toBe('2');
    expect(hot?.get('platform')).toBe('flash,html5-desktop');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Hot 25')).toBeTruthy();
    expect(screen.getAllByTestId('game-card')).toHaveLength(6);
  });
});

const FAVOURITES = '/wps/relay/MCSFE_getFavoriteGamesList';
const RECENT = '/wps/relay/GCS_recentGame';

function mineApi(extra: Routes = {}) {
  return fakeApi({
    ...extra,
    [GAME_LIST]: () => ok(page([makeGame({ nodeId: 7, gameName: 'Koi Fortune' })])),
    '/wps/relay/GCSGAME_newGameVendor': ok({ lanes: [makeLane('RNG', ['INH'])] }),
    '/wps/relay/GCSGAME_hotGamesV2': ok([makeGame({ nodeId: 3, gameName: 'Hot 1' })]),
    '/wps/relay/MCSFE_getFavoriteGames': ok([9]),
    [FAVOURITES]: ({ url }) =>
      ok({
        content: [makeGame({ nodeId: 9, gameName: `Favourite p${url.searchParams.get('pageNum')}` })],
        pageNum: Number(url.searchParams.get('pageNum')),
        pageSize: 24,
        totalPages: 2,
        total: 25,
      }),
    [RECENT]: ok([
      { game: makeGame({ nodeId: 11, gameName: 'Lately 1' }), lastPlayedAt: '2026-11-23T08:00:00Z' },
      { game: makeGame({ nodeId: 12, gameName: 'Lately 2' }), lastPlayedAt: '2026-11-23T07:00:00Z' },
    ]),
  });
}

describe("the member's games on list pages", () => {
  beforeEach(resetGames);

  it('shows a visitor neither the favourites tab nor recent games, and asks for neither', async () => {
    const server = mineApi();
    renderInGameLayer(<GameListPage />, { route: '/rng' });
    await screen.findByText('Koi Fortune');
    expect(screen.queryByTestId('list-tabs')).toBeNull();
    expect(screen.queryByTestId('recent-games')).toBeNull();
    expect(server.urls(RECENT)).toHaveLength(0);
  });

  it('shows a member the recently played row', async () => {
    signIn();
    mineApi();
    renderInGameLayer(<GameListPage />, { route: '/rng' });
    const recent = await screen.findByTestId('recent-games');
    expect(within(recent).getByRole('heading', { name: 'Recently played' })).toBeTruthy();
    expect(
      within(recent)
        .getAllByTestId('game-card')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Lately 1', 'Lately 2']);
  });

  it('reads the recent games again after a launch', async () => {
    signIn();
    const server = mineApi({
      '/wps/game/launchGame': ok({
        url: '/play/x',
        mode: 'popup',
        trial: false,
        game: makeGame({ nodeId: 7 }),
      }),
    });
    renderInGameLayer(<GameListPage />, { route: '/rng' });
    await screen.findByTestId('recent-games');
    expect(server.urls(RECENT)).toHaveLength(1);
    const koi = await screen.findByRole('article', { name: 'Koi Fortune' });
    fireEvent.click(within(koi).getByTestId('play-now'));
    await screen.findByTestId('game-popup');
    await waitFor(() => expect(server.urls(RECENT)).toHaveLength(2));
  });

  it('pages through the favourites tab on /hot and /rng', async () => {
    signIn();
    const server = mineApi();
    renderInGameLayer(<GameListPage />, { route: '/rng' });
    fireEvent.click(await screen.findByTestId('tab-favourites'));
    expect(await screen.findByText('Favourite p1')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/rng?tab=favourites');
    expect(screen.getByTestId('tab-favourites').getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByTestId('game-search')).toBeNull();
    fireEvent.click(within(screen.getByTestId('favourite-games')).getByRole('button', { name: '2' }));
    expect(await screen.findByText('Favourite p2')).toBeTruthy();
    expect(server.urls(FAVOURITES).at(-1)?.searchParams.get('pageSize')).toBe('24');
    fireEvent.click(screen.getByTestId('tab-all'));
    expect(await screen.findByText('Koi Fortune')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/rng');
  });

  it('opens the favourites of /hot from the URL, and says so when there are none', async () => {
    signIn();
    fakeApi({
      '/wps/relay/GCSGAME_hotGamesV2': ok([]),
      '/wps/relay/MCSFE_getFavoriteGames': ok([]),
      [FAVOURITES]: ok({ content: [], pageNum: 1, pageSize: 24, totalPages: 0, total: 0 }),
      [RECENT]: ok([]),
    });
    renderInGameLayer(<GameListPage />, { route: '/hot?tab=favourites' });
    expect((await screen.findByTestId('game-grid-empty')).textContent).toContain('No favourites yet');
  });

  it('keeps the favourites off where the site has none (GAMELOFAV3 off)', async () => {
    signIn();
    mineApi();
    renderInGameLayer(<GameListPage />, { route: '/rng?tab=favourites', modules: ['GAMELO3', 'GAMELOREC3'] });
    expect(await screen.findByText('Koi Fortune')).toBeTruthy();
    expect(screen.queryByTestId('list-tabs')).toBeNull();
  });
});
