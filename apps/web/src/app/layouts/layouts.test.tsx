import type { MemberInfo } from '@portal/contracts/member';
import { act, cleanup, screen, within } from '@testing-library/react';
import { type NavigateFunction, useNavigate, useRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../shell/session/session-store.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { emptyHomeRoutes, makeAnnouncement, makeAnnouncements } from '../../test/fixtures.ts';
import { renderInShell } from '../../test/render.tsx';
import { appRoutes } from '../router.tsx';
import { HeaderOnlyLayout } from './layouts.tsx';

let navigate: NavigateFunction = () => {};

function Routes({ extra = [] }: { extra?: Parameters<typeof useRoutes>[0] }) {
  navigate = useNavigate();
  return useRoutes([...extra, ...appRoutes(['CRASH'])]);
}

beforeEach(() => {
  window.scrollTo = () => {};
  fakeApi(emptyHomeRoutes());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const seed = { announcements: { B: makeAnnouncements() } };

describe('layouts', () => {
  it('gives home the header, the footer and both side bars', async () => {
    renderInShell(<Routes />, seed, '/');
    expect(await screen.findByTestId('site-header')).toBeTruthy();
    // the footer is a lazy module: its first load, on a loaded machine, can take longer than a second
    expect(await screen.findByTestId('site-footer', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId('left-sidebar')).toBeTruthy();
    expect(screen.getByTestId('right-sidebar')).toBeTruthy();
  });

  it('gives game lists the header and footer without side bars', async () => {
    renderInShell(<Routes />, seed, '/rng');
    expect(await screen.findByTestId('site-header')).toBeTruthy();
    // the footer is a lazy module: its first load, on a loaded machine, can take longer than a second
    expect(await screen.findByTestId('site-footer', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('left-sidebar')).toBeNull();
    expect(screen.queryByTestId('right-sidebar')).toBeNull();
  });

  it('gives lottery and seamless pages the header only', async () => {
    const extra = [
      { element: <HeaderOnlyLayout />, children: [{ path: '/seamless', element: <p>game</p> }] },
    ];
    // the footer's lazy module is loaded first: a footer this layout rendered would be there at once
    await import('../footer/site-footer.tsx');
    renderInShell(<Routes extra={extra} />, seed, '/seamless');
    expect(await screen.findByText('game')).toBeTruthy();
    expect(screen.getByTestId('site-header')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByTestId('site-footer')).toBeNull();
  });

  it('re-keys the main area on the full path and the footer on the path only', async () => {
    renderInShell(<Routes />, seed, '/rng');
    await screen.findByTestId('site-footer');
    const main = () => document.getElementById('main');
    const firstMain = main();
    const firstFooter = screen.getByTestId('site-footer');

    await act(async () => navigate('/rng?gameClassify=JP'));
    expect(main()).not.toBe(firstMain);
    expect(screen.getByTestId('site-footer')).toBe(firstFooter);

    await act(async () => navigate('/hot'));
    expect(screen.getByTestId('site-footer')).not.toBe(firstFooter);
  });

  it('shows the popup of the caller’s audience: visitors B, players A, F after a first login', async () => {
    sessionStorage.clear();
    const popupFor = (execution: 'A' | 'B' | 'F', title: string) =>
      makeAnnouncements({ popup: [makeAnnouncement(600, { type: 'PU', title, execution })] });
    renderInShell(
      <Routes />,
      {
        announcements: {
          B: popupFor('B', 'For visitors'),
          A: popupFor('A', 'For players'),
          F: popupFor('F', 'Welcome, new player'),
        },
      },
      '/',
    );
    // the popup is a lazy chunk: its first import may take a while on a loaded machine
    const title = async () =>
      within(await screen.findByTestId('announcement-popup', {}, { timeout: 5000 })).getByRole('heading')
        .textContent;
    expect(await title()).toContain('For visitors');
    act(() =>
      useSession.getState().setUser({ id: 1, account: 'demo', isAgent: false, isTrial: false } as MemberInfo),
    );
    expect(await title()).toContain('For players');
    act(() => useSession.getState().markFirstLogin());
    expect(await title()).toContain('Welcome, new player');
    // The sanitised content has rendered: nothing is still loading when the test ends.
    expect(await within(screen.getByTestId('announcement-popup')).findByText('Content 600')).toBeTruthy();
    act(() => useSession.getState().clear());
  });
});
