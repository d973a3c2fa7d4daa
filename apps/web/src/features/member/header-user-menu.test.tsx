import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCentreStore } from '../../shell/centre/centre-store.ts';
import { refreshMoney } from '../../shell/money/balance.ts';
import { BALANCE_KEY } from '../../shell/money/money-keys.ts';
import { useSession } from '../../shell/session/session-store.ts';
import { authApiMock as api } from '../../test/auth-api-mock.ts';
import { type Answer, fail, fakeApi, ok } from '../../test/fake-api.ts';
import { AGENT, balanceOf, deferred } from '../../test/fixtures.ts';
import { renderAccount } from '../../test/render.tsx';
import { resetAccountState, signIn } from '../../test/session.ts';
import { memberKeys } from './api/member-keys.ts';
import { BALANCE_MASK_KEY, HeaderUserMenu } from './header-user-menu.tsx';

vi.mock('../../api/auth.ts', async () => ({
  authApi: (await import('../../test/auth-api-mock.ts')).authApiMock,
  setPayloadKey: vi.fn(),
}));

let wallet: ReturnType<typeof fakeApi>;

beforeEach(() => {
  resetAccountState();
  localStorage.clear();
  vi.clearAllMocks();
  wallet = fakeApi({ 'GET /wps/v2/wallets/balance': ok(balanceOf(1_234_567)) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('header balance', () => {
  it('shows the main wallet with its symbol, two decimals and thousands separators', async () => {
    signIn();
    renderAccount(<HeaderUserMenu />);
    // no made-up figure while the wallet answers
    expect(screen.getByTestId('balance-amount').textContent).not.toMatch(/\d/);
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('฿12,345.67'));
    expect(screen.getByTestId('user-balance').textContent).toContain('฿12,345.67');
  });

  it('reads the balance again on refresh, turning the arrows meanwhile', async () => {
    signIn();
    const second = deferred<Answer>();
    wallet = fakeApi({ 'GET /wps/v2/wallets/balance': [ok(balanceOf(500_000)), () => second.promise] });
    renderAccount(<HeaderUserMenu />);
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('฿5,000.00'));

    const refresh = screen.getByTestId('balance-refresh');
    fireEvent.click(refresh);
    await waitFor(() => expect(refresh.className).toMatch(/spinning/));
    expect(screen.getByTestId('balance-chip').getAttribute('aria-busy')).toBe('true');
    // a second click while reading does not ask again
    fireEvent.click(refresh);
    second.resolve(ok(balanceOf(123_456_789)));
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('฿1,234,567.89'));
    expect(refresh.className).not.toMatch(/spinning/);
    expect(wallet.callsTo('GET', '/wps/v2/wallets/balance')).toHaveLength(2);
    // refreshing is not opening the wallet
    expect(useCentreStore.getState().member).toBeNull();
  });

  it('masks the balance as *** and remembers the choice on this device', async () => {
    signIn();
    const { unmount } = renderAccount(<HeaderUserMenu />);
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('฿12,345.67'));
    const mask = screen.getByTestId('balance-mask');
    expect(mask.getAttribute('aria-label')).toBe('Hide balance');
    fireEvent.click(mask);
    expect(screen.getByTestId('balance-amount').textContent).toBe('฿***');
    expect(screen.getByTestId('user-balance').textContent).not.toMatch(/\d/);
    expect(localStorage.getItem(BALANCE_MASK_KEY)).toBe('1');
    unmount();

    renderAccount(<HeaderUserMenu />);
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('฿***'));
    fireEvent.click(screen.getByTestId('balance-mask'));
    expect(screen.getByTestId('balance-amount').textContent).toBe('฿12,345.67');
    expect(localStorage.getItem(BALANCE_MASK_KEY)).toBe('0');
  });

  it('masks from the compact menu too, where phones keep the eye', async () => {
    signIn();
    renderAccount(<HeaderUserMenu />);
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('฿12,345.67'));
    fireEvent.click(screen.getByTestId('user-menu-toggle'));
    fireEvent.click(screen.getByTestId('user-menu-balance-mask'));
    expect(screen.getByTestId('balance-amount').textContent).toBe('฿***');
  });

  it('follows every money movement elsewhere on the page', async () => {
    signIn();
    wallet = fakeApi({ 'GET /wps/v2/wallets/balance': [ok(balanceOf(500_000)), ok(balanceOf(400_000))] });
    const { client } = renderAccount(<HeaderUserMenu />);
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('฿5,000.00'));
    await refreshMoney(client);
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('฿4,000.00'));
  });

  it('shows a dash when the balance cannot be read, and reads it again on refresh', async () => {
    signIn();
    wallet = fakeApi({
      'GET /wps/v2/wallets/balance': [fail('service.unavailable', 503), ok(balanceOf(100))],
    });
    renderAccount(<HeaderUserMenu />);
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('—'));
    fireEvent.click(screen.getByTestId('balance-refresh'));
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('฿1.00'));
  });

  it('opens the wallet page from the figure', async () => {
    signIn();
    renderAccount(<HeaderUserMenu />);
    fireEvent.click(screen.getByTestId('user-balance'));
    expect(useCentreStore.getState().member).toBe('transferFund');
  });
});

describe('HeaderUserMenu', () => {
  it('signs out after confirmation: loader, logout call, session cleared, back to /', async () => {
    const user = signIn();
    const logout = deferred<null>();
    api.logout.mockReturnValue(logout.promise);
    const { client } = renderAccount(<HeaderUserMenu />, { path: '/promotions' });
    client.setQueryData(memberKeys.profile(user.id), { profile: {}, locked: [] });
    await waitFor(() => expect(client.getQueryData(BALANCE_KEY)).toBeDefined());

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
    expect(client.getQueryData(memberKeys.profile(user.id))).toBeUndefined();
    expect(client.getQueryData(BALANCE_KEY)).toBeUndefined();
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
    // the navigation renders after the session is cleared on a busy machine: wait for it too
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
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
      'user-menu-balance-mask',
      'user-menu-account',
      'user-menu-wallet',
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
