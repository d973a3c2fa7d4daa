import { act, cleanup, screen } from '@testing-library/react';
import { useLocation, useRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../../shell/modals/modal-store.ts';
import { useSession } from '../../shell/session/session-store.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { emptyHomeRoutes, makeAnnouncements } from '../../test/fixtures.ts';
import { renderInShell } from '../../test/render.tsx';
import { appRoutes } from '../router.tsx';

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function Routes() {
  return (
    <>
      {useRoutes(appRoutes([]))}
      <Location />
    </>
  );
}

const seed = { announcements: { B: makeAnnouncements() } };
const location = () => screen.getByTestId('location').textContent;
// the modals are lazy chunks: the first one to open in a cold test run takes a moment to load
const findModal = (testId: string) => screen.findByTestId(testId, {}, { timeout: 5000 });

beforeEach(() => {
  window.scrollTo = () => {};
  fakeApi(emptyHomeRoutes());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => {
    useModalStore.getState().close();
    useSession.getState().clear();
  });
});

describe('auth entry routes', () => {
  it('/login goes to / and opens the login modal', async () => {
    renderInShell(<Routes />, seed, '/login');
    expect(await findModal('login-modal')).toBeTruthy();
    expect(location()).toBe('/');
  });

  it('/login only goes to / for a logged-in player', async () => {
    act(() => useSession.setState({ isLogin: true }));
    renderInShell(<Routes />, seed, '/login');
    await screen.findByTestId('site-header');
    expect(location()).toBe('/');
    expect(useModalStore.getState().current).toBeNull();
  });

  it('/register keeps its query string for the register modal and returns to / when it closes', async () => {
    renderInShell(<Routes />, seed, '/register?referralCode=FRIEND7');
    expect(await findModal('register-modal')).toBeTruthy();
    expect(location()).toBe('/register?referralCode=FRIEND7');
    act(() => useModalStore.getState().close());
    expect(location()).toBe('/');
  });

  it('/resetPassword hands the token to the reset modal and drops it from the address', async () => {
    renderInShell(<Routes />, seed, '/resetPassword?resetToken=reset-token-1');
    expect(await findModal('reset-password-modal')).toBeTruthy();
    expect(useModalStore.getState().payload).toEqual({ token: 'reset-token-1' });
    expect(location()).toBe('/');
  });
});
