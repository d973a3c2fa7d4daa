import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../auth/session-store.ts';
import { accountKeys } from './api/account-keys.ts';
import { useCentreStore } from './centre-store.ts';
import { HeaderUserMenu } from './header-user-menu.tsx';
import { authApiMock as api } from './test-auth-api.ts';
import { AGENT, deferred, renderAccount, resetAccountState, signIn } from './test-helpers.tsx';

vi.mock('../../api/auth.ts', async () => ({
  authApi: (await import('./test-auth-api.ts')).authApiMock,
  setPayloadKey: vi.fn(),
}));

beforeEach(() => {
  resetAccountState();
  vi.clearAllMocks();
});
afterEach(cleanup);

describe('HeaderUserMenu', () => {
  it('signs out after confirmation: loader, logout call, session cleared, back to /', async () => {
    const user = signIn();
    const logout = deferred<null>();
    api.logout.mockReturnValue(logout.promise);
    const { client } = renderAccount(<HeaderUserMenu />, { path: '/promotions' });
    client.setQueryData(accountKeys.profile(user.id), { profile: {}, locked: [] });

    fireEvent.click(screen.getByTestId('user-logout'));
    const dialog = await screen.findByTestId('logout-confirm-dialog');
    expect(dialog.textContent).toContain('Are you sure you want to log out?');
    expect(screen.getByText('Prompt')).toBeTruthy();
    expect(api.logout).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByTestId('logout-confirm'));
    expect(await screen.findByTestId('logout-busy')).toBeTruthy();
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(useSession.getState().isLogin).toBe(true);

    logout.resolve(null);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(useSession.getState()).toMatchObject({ token: null, user: null, isLogin: false, isAgent: false });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(client.getQueryData(accountKeys.profile(user.id))).toBeUndefined();
  });

  it('keeps the session when sign out is cancelled', async () => {
    signIn();
    renderAccount(<HeaderUserMenu />, { path: '/promotions' });
    fireEvent.click(screen.getByTestId('user-logout'));
    fireEvent.click(await screen.findByTestId('logout-cancel'));
    await waitFor(() => expect(screen.queryByTestId('logout-confirm-dialog')).toBeNull());
    expect(api.logout).not.toHaveBeenCalled();
    expect(useSession.getState().isLogin).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe('/promotions');
  });

  it('still signs this device out when the logout call fails', async () => {
    signIn();
    api.logout.mockRejectedValue(new Error('offline'));
    renderAccount(<HeaderUserMenu />, { path: '/hot' });
    fireEvent.click(screen.getByTestId('user-logout'));
    fireEvent.click(await screen.findByTestId('logout-confirm'));
    await waitFor(() => expect(useSession.getState().isLogin).toBe(false));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('opens the member centre at the page each entry names', () => {
    signIn();
    renderAccount(<HeaderUserMenu />);
    const opened = (testId: string) => {
      fireEvent.click(screen.getByTestId(testId));
      return useCentreStore.getState().member;
    };
    expect(opened('user-name')).toBe('securityCenter');
    expect(opened('user-deposit')).toBe('depositv2');
    expect(opened('user-withdraw')).toBe('withdraw');
    expect(opened('user-bet-record')).toBe('personalHistoryCopy');
    expect(opened('user-balance')).toBe('transferFund');
    expect(screen.getByTestId('user-name').textContent).toContain('somchai88');
    // no made-up balance: the wallet chip shows no figure until the wallet brings one
    expect(screen.getByTestId('user-balance').textContent).not.toMatch(/\d/);
  });

  it('offers the agent centre to agents only', () => {
    signIn();
    const { unmount } = renderAccount(<HeaderUserMenu />);
    expect(screen.queryByTestId('user-agent-centre')).toBeNull();
    unmount();

    signIn(AGENT);
    renderAccount(<HeaderUserMenu />);
    fireEvent.click(screen.getByTestId('user-agent-centre'));
    expect(useCentreStore.getState().agent).toBe('agentTeamOverview');
  });

  it('folds everything into the compact menu', async () => {
    signIn(AGENT);
    renderAccount(<HeaderUserMenu />);
    fireEvent.click(screen.getByTestId('user-menu-toggle'));
    const menu = screen.getByTestId('user-menu');
    expect(
      within(menu)
        .getAllByRole('button')
        .map((item) => item.getAttribute('data-testid')),
    ).toEqual([
      'user-menu-account',
      'user-menu-deposit',
      'user-menu-withdraw',
      'user-menu-bet-record',
      'user-menu-agent-centre',
      'user-menu-logout',
    ]);
    fireEvent.click(within(menu).getByTestId('user-menu-withdraw'));
    expect(useCentreStore.getState().member).toBe('withdraw');
    expect(screen.queryByTestId('user-menu')).toBeNull();

    fireEvent.click(screen.getByTestId('user-menu-toggle'));
    fireEvent.click(screen.getByTestId('user-menu-logout'));
    expect(await screen.findByTestId('logout-confirm-dialog')).toBeTruthy();
  });
});
