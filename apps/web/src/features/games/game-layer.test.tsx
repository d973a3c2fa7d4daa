import type { LaunchResult, Vendor } from '@portal/contracts/games';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { GAME_VENDOR_KEY } from '../../api/vendor-lanes.ts';
import { useModalStore } from '../../shell/modals/modal-store.ts';
import { fail, fakeApi, ok } from '../../test/fake-api.ts';
import { makeGame, makeLane } from '../../test/game-fixtures.ts';
import { GameCard } from './components/game-card.tsx';
import { VendorCard } from './components/vendor-card.tsx';
import { useGameHost } from './lib/game-host.ts';
import { useLaunchStore } from './lib/launch-store.ts';
import { renderInGameLayer, resetGames, signIn } from './test-games.tsx';

const LAUNCH = '/wps/game/launchGame';
const TRIAL = '/wps/relay/GCS_gameTrialLaunch';
const GAME_LIST = '/wps/relay/GCSGAME_gameList';

function launched(overrides: Partial<LaunchResult> = {}): LaunchResult {
  return {
    url: '/play/house/slot/DRAGON_FORTUNE?token=t0k',
    mode: 'popup',
    trial: false,
    game: makeGame({ nodeId: 5, gameName: 'Dragon Fortune' }),
    ...overrides,
  };
}

const play = () => fireEvent.click(screen.getByTestId('play-now'));

/** A vendor tile as the game centre draws it. */
function VendorTile({ vendor }: { vendor: Vendor }) {
  const { launcher } = useGameHost();
  return <VendorCard vendor={vendor} selected={false} onOpen={() => launcher.play(vendor)} />;
}

beforeEach(resetGames);

describe('launching from a game card', () => {
  it('opens a popup launch in the game popup and reports the close', async () => {
    signIn();
    const api = fakeApi({ [LAUNCH]: ok(launched()) });
    const { onGameClosed } = renderInGameLayer(<GameCard game={makeGame({ nodeId: 5 })} />);
    play();
    const popup = await screen.findByTestId('game-popup');
    expect(api.urls(LAUNCH)[0]?.searchParams.get('nodeId')).toBe('5');
    expect(api.urls(LAUNCH)[0]?.searchParams.get('language')).toBe('en');
    expect(within(popup).getByRole('heading', { name: 'Dragon Fortune' })).toBeTruthy();
    expect(screen.getByTestId('game-frame').getAttribute('src')).toBe(
      '/play/house/slot/DRAGON_FORTUNE?token=t0k',
    );
    const close = screen.getByTestId('game-popup-close');
    expect(close.getAttribute('aria-label')).toBe('Close game');
    fireEvent.click(close);
    expect(screen.queryByTestId('game-popup')).toBeNull();
    expect(onGameClosed).toHaveBeenCalledTimes(1);
  });

  it('toggles the popup to full screen and back', async () => {
    signIn();
    fakeApi({ [LAUNCH]: ok(launched()) });
    renderInGameLayer(<GameCard game={makeGame({ nodeId: 5 })} />);
    play();
    const toggle = await screen.findByTestId('game-fullscreen');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByTestId('game-popup').getAttribute('data-full')).toBe('true');
    expect(screen.getByRole('button', { name: 'Exit full screen' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByTestId('game-fullscreen'));
    expect(screen.getByTestId('game-popup').getAttribute('data-full')).toBe('false');
  });

  it('closes the popup with Escape', async () => {
    signIn();
    fakeApi({ [LAUNCH]: ok(launched()) });
    const { onGameClosed } = renderInGameLayer(<GameCard game={makeGame({ nodeId: 5 })} />);
    play();
    await screen.findByTestId('game-popup');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('game-popup')).toBeNull();
    expect(onGameClosed).toHaveBeenCalledTimes(1);
  });

  it('refuses to frame an address that is neither of this site nor https', async () => {
    signIn();
    fakeApi({ [LAUNCH]: ok(launched({ url: 'javascript:alert(1)' })) });
    renderInGameLayer(<GameCard game={makeGame({ nodeId: 5 })} />);
    play();
    expect(await screen.findByTestId('game-frame-invalid')).toBeTruthy();
    expect(screen.queryByTestId('game-frame')).toBeNull();
  });

  it('goes to /seamless with the address and name of a seamless launch', async () => {
    signIn();
    fakeApi({ [LAUNCH]: ok(launched({ mode: 'seamless', url: 'https://vendor.example/lobby?t=1' })) });
    renderInGameLayer(<GameCard game={makeGame({ nodeId: 5 })} />, { route: '/rng' });
    play();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/seamless\?/));
    const url = new URL(screen.getByTestId('location').textContent ?? '', 'http://localhost');
    expect(url.searchParams.get('url')).toBe('https://vendor.example/lobby?t=1');
    expect(url.searchParams.get('name')).toBe('Dragon Fortune');
    expect(screen.queryByTestId('game-popup')).toBeNull();
  });

  it('asks the login rule first and calls nothing when it refuses', async () => {
    const api = fakeApi({ [LAUNCH]: ok(launched()) });
    const { requireRealAccount } = renderInGameLayer(<GameCard game={makeGame({ nodeId: 5 })} />, {
      requireRealAccount: () => false,
    });
    play();
    await waitFor(() => expect(requireRealAccount).toHaveBeenCalledTimes(1));
    expect(api.urls(LAUNCH)).toHaveLength(0);
    expect(useLaunchStore.getState().request).toBeNull();
  });

  it('shows the translated refusal when the launch is refused, and reads the catalogue again', async () => {
    signIn();
    sessionStorage.setItem(GAME_VENDOR_KEY, JSON.stringify({ merchantCode: 'siam', lanes: [] }));
    fakeApi({ [LAUNCH]: fail('game.maintenance', 503) });
    renderInGameLayer(<GameCard game={makeGame({ nodeId: 5 })} />);
    play();
    const dialog = await screen.findByTestId('launch-error');
    expect(dialog.textContent).toContain('The game is under maintenance, please try other games.');
    // the vendor lanes stored for the session may be stale: the next read asks the server
    expect(sessionStorage.getItem(GAME_VENDOR_KEY)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByTestId('launch-error')).toBeNull();
  });

  it('opens the login popup when the server says the session is gone', async () => {
    signIn();
    fakeApi({ [LAUNCH]: fail('not.logged.in', 401) });
    renderInGameLayer(<GameCard game={makeGame({ nodeId: 5 })} />);
    play();
    await waitFor(() => expect(useModalStore.getState().current).toBe('login'));
    expect(screen.queryByTestId('launch-error')).toBeNull();
  });

  it('routes a lottery game to its lottery page without calling launch', async () => {
    const api = fakeApi({});
    renderInGameLayer(
      <GameCard game={makeGame({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'VN_NORTH' })} />,
      { route: '/elott' },
    );
    play();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/vnLottery?gameCode=VN_NORTH'),
    );
    expect(api.urls(LAUNCH)).toHaveLength(0);
  });
});

describe('free trial', () => {
  it('launches a trial without login and marks the popup as a trial', async () => {
    const api = fakeApi({ [TRIAL]: ok(launched({ trial: true })) });
    const { requireRealAccount } = renderInGameLayer(
      <GameCard game={makeGame({ nodeId: 5, supportPlay: 0 })} />,
    );
    fireEvent.click(screen.getByTestId('free-trial'));
    const popup = await screen.findByTestId('game-popup');
    expect(api.urls(TRIAL)[0]?.searchParams.get('nodeId')).toBe('5');
    expect(api.urls(LAUNCH)).toHaveLength(0);
    expect(requireRealAccount).not.toHaveBeenCalled();
    expect(within(popup).getByText('Free trial')).toBeTruthy();
  });

  it('offers no free trial where the site has none (FREEPLAY3 off)', () => {
    renderInGameLayer(<GameCard game={makeGame({ supportPlay: 0 })} />, { modules: ['GAMELO3'] });
    expect(screen.queryByTestId('free-trial')).toBeNull();
    expect(screen.getByTestId('play-now')).toBeTruthy();
  });
});

describe('the popup game list of a vendor', () => {
  it("lists the vendor's games page by page, and a card there launches", async () => {
    signIn();
    const games = Array.from({ length: 12 }, (_, i) => makeGame({ nodeId: 100 + i, gameName: `Live ${i}` }));
    const api = fakeApi({
      [GAME_LIST]: ({ url }) =>
        ok({
          content:
            url.searchParams.get('pageNo') === '2'
              ? [makeGame({ nodeId: 200, gameName: 'Page two' })]
              : games,
          pageNum: Number(url.searchParams.get('pageNo')),
          pageSize: 12,
          totalPages: 2,
          total: 13,
        }),
      [LAUNCH]: ok(launched()),
    });
    const [live] = makeLane('LIVE', ['HLIVE']).vendors;
    if (!live) throw new Error('no vendor');
    renderInGameLayer(<VendorTile vendor={live} />);
    fireEvent.click(screen.getByTestId('vendor-card'));
    const dialog = await screen.findByTestId('vendor-games');
    expect(within(dialog).getByRole('heading', { name: 'HLIVE Gaming' })).toBeTruthy();
    expect(await within(dialog).findByText('Live 0')).toBeTruthy();
    const query = api.urls(GAME_LIST)[0]?.searchParams;
    expect(query?.get('vassalage')).toBe('HLIVE');
    expect(query?.get('gameType')).toBe('LIVE');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(await within(dialog).findByText('Page two')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('vendor-games')).getByTestId('play-now'));
    expect(await screen.findByTestId('game-popup')).toBeTruthy();
    expect(screen.queryByTestId('vendor-games')).toBeNull();
  });
});
