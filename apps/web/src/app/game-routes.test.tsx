import type { MemberInfo } from '@portal/contracts/member';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation, useRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCentreStore } from '../shell/centre/centre-store.ts';
import { useModalStore } from '../shell/modals/modal-store.ts';
import { useSession } from '../shell/session/session-store.ts';
import { type FakeApi, fakeApi, okRoutes } from '../test/fake-api.ts';
import { makeAnnouncements, makeUser } from '../test/fixtures.ts';
import { makeGame } from '../test/game-fixtures.ts';
import { renderInShell } from '../test/render.tsx';
import { appRoutes, gameListCentrePaths, gameListCentreRoutes, isGamePagePath } from './router.tsx';

// The game pages are other screens' work; here only where they mount matters.
vi.mock('../features/vendors/slot/slot-page.tsx', () => ({ SlotPage: () => <p>slot machine</p> }));
vi.mock('../features/vendors/table/table-page.tsx', () => ({ TablePage: () => <p>card table</p> }));
vi.mock('../features/vendors/sandbox/sandbox-page.tsx', () => ({ SandboxPage: () => <p>sandbox game</p> }));

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function Routes() {
  return (
    <>
      {useRoutes(appRoutes(['CRASH', 'LOTTERY']))}
      <Location />
    </>
  );
}

function signIn(overrides: Partial<MemberInfo> = {}) {
  act(() => {
    useSession.getState().setToken('session-token');
    useSession.getState().setUser(makeUser(overrides));
  });
}

const seed = { announcements: { B: makeAnnouncements(), A: makeAnnouncements() } };
const render = (path: string) => renderInShell(<Routes />, seed, path);

let api: FakeApi;
beforeEach(() => {
  window.scrollTo = () => {};
  useSession.setState({ token: null, user: null, isLogin: false, isAgent: false, isTrial: false });
  useModalStore.setState({ current: null, payload: undefined });
  useCentreStore.setState({ member: null, agent: null, refusal: false });
  api = fakeApi(
    okRoutes({
      '/wps/relay/GCSGAME_gameList': {
        content: [makeGame({ nodeId: 5, gameName: 'Dragon Fortune' })],
        pageNum: 1,
        pageSize: 24,
        totalPages: 1,
        total: 1,
      },
      '/wps/relay/GCSGAME_hotGamesV2': [],
      '/wps/relay/GCSGAME_winnerBoard': [],
      '/wps/announcement': makeAnnouncements(),
      '/wps/game/launchGame': {
        url: '/play/house/slot/DRAGON?token=t',
        mode: 'popup',
        trial: false,
        game: makeGame({ nodeId: 5 }),
      },
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const launchCalls = () => api.callsTo('GET', '/wps/game/launchGame');

describe('game routes', () => {
  it.each(['/fbSports', '/lottery?gameCode=HANOI_VIP', '/seaLottery', '/vnLottery'])(
    'sends a visitor without a token from %s to /login (then home with the login popup)',
    async (path) => {
      render(path);
      await waitFor(() => expect(useModalStore.getState().current).toBe('login'));
      expect(screen.getByTestId('location').textContent).toBe('/');
    },
  );

  it('shows a lottery page with a token, under the header only', async () => {
    signIn();
    render('/lottery');
    // the lottery route brings the rules of every family: its first import in a test run takes a while
    expect(await screen.findByTestId('lottery-page', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByTestId('site-header')).toBeTruthy();
    expect(screen.queryByTestId('site-footer')).toBeNull();
  });

  it('shows /seamless to anyone, under the header only', async () => {
    render('/seamless?url=%2Fplay%2Fsandbox%2FSBX%3Ftrial%3D1&name=Sandbox');
    expect(await screen.findByTestId('seamless-page')).toBeTruthy();
    expect(screen.getByTestId('game-frame').getAttribute('src')).toBe('/play/sandbox/SBX?trial=1');
    expect(screen.queryByTestId('site-footer')).toBeNull();
  });

  it.each([
    ['/play/house/slot/DRAGON_FORTUNE?token=t', 'slot machine'],
    ['/play/house/table/BACCARAT_GOLD?trial=1', 'card table'],
    ['/play/sandbox/SBX_SPORTS?token=t', 'sandbox game'],
  ])('mounts %s without any layout', async (path, text) => {
    render(path);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByTestId('site-header')).toBeNull();
    expect(screen.queryByTestId('site-footer')).toBeNull();
  });

  it('tells the game pages (framed, no session start-up) from the portal pages', () => {
    expect(isGamePagePath('/play/house/slot/DRAGON_FORTUNE')).toBe(true);
    expect(isGamePagePath('/play/sandbox/SBX_SPORTS')).toBe(true);
    expect(isGamePagePath('/seamless')).toBe(false);
    expect(isGamePagePath('/playground')).toBe(false);
  });

  it('keeps game-list-centre types off the paths of the game pages', () => {
    expect(gameListCentrePaths(['CRASH', 'LOTTERY', 'SEAMLESS', 'PLAY', 'FBSPORTS'])).toEqual(['/crash']);
    expect(gameListCentreRoutes(['CRASH', 'KENO']).get('KENO')).toBe('/keno');
  });
});

describe('the login rule before a real-money launch', () => {
  it('gives a visitor the login popup and calls nothing', async () => {
    render('/rng');
    fireEvent.click(await screen.findByTestId('play-now'));
    await waitFor(() => expect(useModalStore.getState().current).toBe('login'));
    expect(launchCalls()).toHaveLength(0);
  });

  it('refuses a trial account with in_need_true_account and calls nothing', async () => {
    signIn({ type: 4, isTrial: true });
    render('/rng');
    fireEvent.click(await screen.findByTestId('play-now'));
    await waitFor(() => expect(useCentreStore.getState().refusal).toBe(true));
    expect(launchCalls()).toHaveLength(0);
  });

  it('launches for a real account', async () => {
    signIn();
    render('/rng');
    fireEvent.click(await screen.findByTestId('play-now'));
    expect(await screen.findByTestId('game-popup')).toBeTruthy();
    expect(launchCalls()).toHaveLength(1);
  });
});
