import type { LoginResult } from '@portal/contracts/auth';
import type { MemberInfo } from '@portal/contracts/member';
import type { FeatureNode, SystemStatus } from '@portal/contracts/system';
import { ApiError } from '@portal/ui/api/client.ts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../../shell/modals/modal-store.ts';
import { useSession } from '../../shell/session/session-store.ts';
import { makeAnnouncements, makeStatus, makeUser } from '../../test/fixtures.ts';
import { renderInShell } from '../../test/render.tsx';
import { AuthModals } from './auth-modals.tsx';
import { LoginForm } from './login-form.tsx';

const api = vi.hoisted(() => ({
  login: vi.fn(),
  captcha: vi.fn(),
  smsLoginCode: vi.fn(),
}));
vi.mock('../../api/auth.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/auth.ts')>();
  return { ...actual, authApi: { ...actual.authApi, ...api } };
});

const PICTURE = btoa('<svg xmlns="http://www.w3.org/2000/svg"/>');

const node = (modId: string): FeatureNode => ({ modId, enabled: '1', childrenNodes: [] });

function statusWith(...modIds: string[]): SystemStatus {
  const status = makeStatus();
  status.info.whitelabelVal = modIds.map(node);
  return status;
}

const makeMember = (overrides: Partial<MemberInfo> = {}) =>
  makeUser({
    account: 'lucky7',
    lastLoginAt: null,
    lastLoginIp: null,
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  });

function loginResult(overrides: Partial<LoginResult> = {}, user: Partial<MemberInfo> = {}): LoginResult {
  return {
    token: 'tok-1',
    firstTimeLogin: false,
    passwordExpired: false,
    user: makeMember(user),
    ...overrides,
  };
}

function Location() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

function renderLogin(ui: ReactNode, status = statusWith('PASS3', 'REGBTN3', 'REG3'), path = '/promotions') {
  return renderInShell(
    <>
      {ui}
      <AuthModals />
      <Location />
    </>,
    { status, announcements: { B: makeAnnouncements() } },
    path,
  );
}

// the modals are lazy chunks: the first one to open in a cold test run takes a moment to load
const findModal = (testId: string) => screen.findByTestId(testId, {}, { timeout: 5000 });

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeEach(() => {
  api.login.mockReset();
  api.captcha.mockReset().mockResolvedValue(PICTURE);
  api.smsLoginCode.mockReset();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  act(() => {
    useSession.getState().clear();
    useModalStore.getState().close();
  });
});

describe('header login', () => {
  it('offers only the enabled methods: no selector when SMS login is off', () => {
    renderLogin(<LoginForm variant="header" />, statusWith('PASS3'));
    expect(screen.queryByTestId('login-method-selector')).toBeNull();
    expect(screen.getByTestId('login-username')).toBeTruthy();
    expect(screen.getByTestId('login-password')).toBeTruthy();
    expect(screen.queryByTestId('header-register')).toBeNull();
  });

  it('lists username and SMS login when SMSLOGIN3 is on, and closes the list 200 ms after blur', () => {
    vi.useFakeTimers();
    renderLogin(<LoginForm variant="header" />, statusWith('SMSLOGIN3'));
    const trigger = screen.getByTestId('login-method-selector');
    fireEvent.click(trigger);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('data-testid'))).toEqual([
      'login-method-username',
      'login-method-sms',
    ]);

    fireEvent.blur(trigger);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByRole('listbox')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.click(trigger);
    fireEvent.click(screen.getByTestId('login-method-sms'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByTestId('login-mobile')).toBeTruthy();
    expect(screen.getByTestId('login-code')).toBeTruthy();
    expect(screen.queryByTestId('login-username')).toBeNull();
  });

  it('shows in_incorrect_password for an empty submit and sends nothing', () => {
    renderLogin(<LoginForm variant="header" />);
    fireEvent.click(screen.getByTestId('header-login-submit'));
    expect(screen.getByTestId('login-error').textContent).toBe('Please enter the username and password');
    expect(screen.getByTestId('login-username').getAttribute('aria-invalid')).toBe('true');

    type('login-username', 'lucky7');
    expect(screen.queryByTestId('login-error')).toBeNull();
    fireEvent.click(screen.getByTestId('header-login-submit'));
    expect(screen.getByTestId('login-error').textContent).toBe('Please enter the username and password');
    expect(api.login).not.toHaveBeenCalled();
  });

  it('shows the captcha after a refusal that asks for it, and the next submit sends it', async () => {
    api.login
      .mockRejectedValueOnce(new ApiError('login.invalid', 401, 'Invalid', { captchaRequired: true }))
      .mockResolvedValueOnce(loginResult());
    renderLogin(<LoginForm variant="header" />);
    expect(screen.queryByTestId('captcha-input')).toBeNull();

    type('login-username', '  lucky7 ');
    type('login-password', 'secret-1');
    await act(async () => fireEvent.click(screen.getByTestId('header-login-submit')));
    expect(api.login).toHaveBeenLastCalledWith({
      type: 'username',
      username: 'lucky7',
      password: 'secret-1',
    });
    expect(screen.getByTestId('login-error').textContent).toBe('Invalid username or password.');
    const picture = await screen.findByTestId('captcha-picture');
    expect(picture.getAttribute('src')).toBe(`data:image/svg+xml;base64,${PICTURE}`);

    // the captcha is now required
    await act(async () => fireEvent.click(screen.getByTestId('header-login-submit')));
    expect(api.login).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Please enter the code shown in the picture.')).toBeTruthy();

    type('captcha-input', 'AB12C');
    await act(async () => fireEvent.click(screen.getByTestId('header-login-submit')));
    expect(api.login).toHaveBeenLastCalledWith({
      type: 'username',
      username: 'lucky7',
      password: 'secret-1',
      captcha: 'AB12C',
    });
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(useSession.getState().isLogin).toBe(true);
  });

  it('refreshes the captcha picture on click at most once per second', async () => {
    api.login.mockRejectedValue(new ApiError('login.invalid', 401, 'Invalid', { captchaRequired: true }));
    renderLogin(<LoginForm variant="header" />);
    type('login-username', 'lucky7');
    type('login-password', 'secret-1');
    await act(async () => fireEvent.click(screen.getByTestId('header-login-submit')));
    await screen.findByTestId('captcha-picture');
    expect(api.captcha).toHaveBeenCalledTimes(1);

    const now = vi.spyOn(Date, 'now');
    const start = Date.now();
    now.mockReturnValue(start + 500);
    await act(async () => fireEvent.click(screen.getByTestId('captcha-refresh')));
    expect(api.captcha).toHaveBeenCalledTimes(1);
    now.mockReturnValue(start + 1100);
    await act(async () => fireEvent.click(screen.getByTestId('captcha-refresh')));
    now.mockReturnValue(start + 1300);
    await act(async () => fireEvent.click(screen.getByTestId('captcha-refresh')));
    expect(api.captcha).toHaveBeenCalledTimes(2);
    now.mockRestore();
  });

  it('asks for the new-IP code the refusal names and resubmits with it', async () => {
    api.login
      .mockRejectedValueOnce(
        new ApiError('login.ip.verification', 403, 'New IP', {
          captchaRequired: false,
          ipVerification: { channel: 'sms', target: '+66•••••5678' },
        }),
      )
      .mockResolvedValueOnce(loginResult());
    renderLogin(<LoginForm variant="header" />);
    type('login-username', 'lucky7');
    type('login-password', 'secret-1');
    await act(async () => fireEvent.click(screen.getByTestId('header-login-submit')));
    expect(screen.getByTestId('ip-verification').textContent).toContain('+66•••••5678');
    expect(screen.queryByTestId('login-error')).toBeNull();

    type('ip-verification-code', '482913');
    await act(async () => fireEvent.click(screen.getByTestId('header-login-panel-submit')));
    expect(api.login).toHaveBeenLastCalledWith({
      type: 'username',
      username: 'lucky7',
      password: 'secret-1',
      ipVerificationCode: '482913',
    });
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('opens the register and forgot-password modals', async () => {
    renderLogin(<LoginForm variant="header" />, statusWith('PASS3', 'REGBTN3'));
    fireEvent.click(screen.getByTestId('header-forgot'));
    expect(useModalStore.getState().current).toBe('forgotPassword');
    expect(await findModal('forgot-password-modal')).toBeTruthy();
    fireEvent.click(screen.getByTestId('header-register'));
    expect(useModalStore.getState().current).toBe('register');
  });
});

describe('login modal', () => {
  it('shows only the enabled tabs, the first one chosen', async () => {
    renderLogin(null, statusWith('SMSLOGIN3', 'PASS3', 'REG3'));
    act(() => useModalStore.getState().open('login'));
    const modal = await findModal('login-modal');
    const tabs = within(modal).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Username', 'SMS code']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tabs[1]!);
    expect(within(modal).getByTestId('login-mobile')).toBeTruthy();

    cleanup();
    renderLogin(null, statusWith('PASS3'));
    act(() => useModalStore.getState().open('login'));
    expect(within(await findModal('login-modal')).queryAllByRole('tab')).toHaveLength(0);
  });

  it('logs in with remember-me, closes and goes home', async () => {
    api.login.mockResolvedValueOnce(loginResult());
    renderLogin(null);
    act(() => useModalStore.getState().open('login'));
    await findModal('login-modal');
    type('login-username', 'lucky7');
    type('login-password', 'secret-1');
    fireEvent.click(screen.getByTestId('login-remember'));
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')));
    expect(api.login).toHaveBeenCalledWith({
      type: 'username',
      username: 'lucky7',
      password: 'secret-1',
      remember: true,
    });
    expect(screen.queryByTestId('login-modal')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(useSession.getState().token).toBe('tok-1');
  });

  it('logs in by SMS code: the number is checked before a code is sent', async () => {
    api.smsLoginCode.mockResolvedValueOnce({ expiredMinutes: 5 });
    api.login.mockResolvedValueOnce(loginResult());
    renderLogin(null, statusWith('SMSLOGIN3'));
    act(() => useModalStore.getState().open('login'));
    await findModal('login-modal');
    fireEvent.click(screen.getByTestId('login-tabs-sms'));

    await act(async () => fireEvent.click(screen.getByTestId('sms-code-button')));
    expect(api.smsLoginCode).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter a valid mobile number')).toBeTruthy();

    type('login-mobile', '081-234 5678');
    await act(async () => fireEvent.click(screen.getByTestId('sms-code-button')));
    expect(api.smsLoginCode).toHaveBeenCalledWith({ mobileNum: '0812345678' });
    expect(screen.getByTestId('sms-code-button').textContent).toBe('300 s');

    type('login-code', '123456');
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')));
    expect(api.login).toHaveBeenCalledWith({
      type: 'sms',
      mobileNum: '0812345678',
      verificationCode: '123456',
    });
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('opens the forced change-password modal for a default or expired password', async () => {
    api.login.mockResolvedValueOnce(loginResult({ passwordExpired: true }));
    renderLogin(null);
    act(() => useModalStore.getState().open('login'));
    await findModal('login-modal');
    type('login-username', 'lucky7');
    type('login-password', 'secret-1');
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')));
    expect(useModalStore.getState()).toMatchObject({ current: 'changePassword', payload: { forced: true } });
    expect(await screen.findByTestId('change-password-forced')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/promotions');
  });

  it('lands an agent-page login on /agentHome', async () => {
    api.login.mockResolvedValueOnce(loginResult({}, { isAgent: true, type: 1 }));
    renderLogin(<LoginForm variant="modal" agentPage />);
    type('login-username', 'boss');
    type('login-password', 'secret-1');
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')));
    expect(api.login).toHaveBeenCalledWith(expect.objectContaining({ agent: true }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/agentHome'));
  });
});
