import type { LoginResult } from '@portal/contracts/auth';
import type { FeatureNode, SystemStatus } from '@portal/contracts/system';
import { ApiError } from '@portal/ui/api/client.ts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ModalName, useModalStore } from '../../shell/modals/modal-store.ts';
import { useSession } from '../../shell/session/session-store.ts';
import { makeAnnouncements, makeStatus, makeUser } from '../../test/fixtures.ts';
import { renderInShell } from '../../test/render.tsx';
import { AuthModals } from './auth-modals.tsx';

const api = vi.hoisted(() => ({
  changePassword: vi.fn(),
  memberInfo: vi.fn(),
  logout: vi.fn(),
  forgotByEmail: vi.fn(),
  smsLoginCode: vi.fn(),
  setPasswordByPhone: vi.fn(),
  resetPassword: vi.fn(),
}));
vi.mock('../../api/auth.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/auth.ts')>();
  return { ...actual, authApi: { ...actual.authApi, ...api } };
});

const MEMBER = makeUser({
  account: 'lucky7',
  lastLoginAt: null,
  lastLoginIp: null,
  createdAt: '2026-01-01T00:00:00Z',
  mobileNum: '0812345678',
});

function status(...modIds: string[]): SystemStatus {
  const value = makeStatus();
  value.info.whitelabelVal = modIds.map((modId): FeatureNode => ({ modId, enabled: '1', childrenNodes: [] }));
  value.info.registerSetting.rules = [
    {
      field: 'password',
      enabled: true,
      required: true,
      min: 8,
      max: 20,
      patternId: 13,
      acceptedPattern: '*',
    },
  ];
  return value;
}

function Location() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

function open(name: ModalName, payload?: unknown, modIds: string[] = ['PASS3']) {
  renderInShell(
    <>
      <AuthModals />
      <Location />
    </>,
    { status: status(...modIds), announcements: { B: makeAnnouncements() } },
    '/promotions',
  );
  act(() => useModalStore.getState().open(name, payload));
}

// the modals are lazy chunks: the first one to open in a cold test run takes a moment to load
const findModal = (testId: string) => screen.findByTestId(testId, {}, { timeout: 5000 });

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const submit = (testId: string) => act(async () => fireEvent.click(screen.getByTestId(testId)));

beforeEach(() => {
  for (const mock of Object.values(api)) mock.mockReset();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  act(() => {
    useSession.getState().clear();
    useModalStore.getState().close();
  });
});

describe('change password', () => {
  it('hints the merchant rule and refuses a confirmation that does not match', async () => {
    open('changePassword');
    await findModal('change-password-modal');
    expect(screen.getByText(/Please enter 8 - 20 characters with an uppercase letter/)).toBeTruthy();

    type('change-password-old', 'old-pass');
    type('change-password-new', 'Str0ng!pass');
    type('change-password-confirm', 'Str0ng!pasS');
    await submit('change-password-submit');
    expect(screen.getByText('Incorrect confirmation input')).toBeTruthy();
    expect(api.changePassword).not.toHaveBeenCalled();

    type('change-password-new', 'weak');
    await submit('change-password-submit');
    expect(screen.getByText('Please fill in your password with 8 - 20 characters')).toBeTruthy();
  });

  it('saves, reloads the member info, closes and goes home', async () => {
    api.changePassword.mockResolvedValueOnce(true);
    api.memberInfo.mockResolvedValueOnce(MEMBER);
    open('changePassword');
    await findModal('change-password-modal');
    type('change-password-old', 'old-pass');
    type('change-password-new', 'Str0ng!pass');
    type('change-password-confirm', 'Str0ng!pass');
    await submit('change-password-submit');
    expect(api.changePassword).toHaveBeenCalledWith({
      oldPassword: 'old-pass',
      newPassword: 'Str0ng!pass',
      confirmNewPassword: 'Str0ng!pass',
    });
    expect(useSession.getState().user).toEqual(MEMBER);
    expect(screen.queryByTestId('change-password-modal')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('shows a wrong old password under its field', async () => {
    api.changePassword.mockRejectedValueOnce(new ApiError('password.incorrect', 400, 'wrong'));
    open('changePassword');
    await findModal('change-password-modal');
    type('change-password-old', 'old-pass');
    type('change-password-new', 'Str0ng!pass');
    type('change-password-confirm', 'Str0ng!pass');
    await submit('change-password-submit');
    expect(screen.getByText('The old password is not correct.')).toBeTruthy();
    expect(screen.getByTestId('change-password-old').getAttribute('aria-invalid')).toBe('true');
  });

  it('cannot be dismissed when forced; signing out is the way around it', async () => {
    api.logout.mockResolvedValueOnce(null);
    open('changePassword', { forced: true });
    const modal = await findModal('change-password-modal');
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByTestId('change-password-modal')).toBeTruthy();
    expect(screen.getByTestId('change-password-blocked').textContent).toContain(
      'Please change your password before continuing.',
    );

    await submit('change-password-sign-out');
    expect(api.logout).toHaveBeenCalled();
    expect(screen.queryByTestId('change-password-modal')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});

describe('forgot password', () => {
  it('offers the phone tab only with PWRESETSMS3', async () => {
    open('forgotPassword');
    await findModal('forgot-password-modal');
    expect(screen.queryByTestId('forgot-tabs')).toBeNull();
    expect(screen.getByTestId('forgot-email-form')).toBeTruthy();
    cleanup();

    open('forgotPassword', undefined, ['PASS3', 'PWRESETSMS3']);
    await findModal('forgot-password-modal');
    expect(
      within(screen.getByTestId('forgot-tabs'))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['By e-mail', 'By phone']);
  });

  it('sends the reset link by e-mail, confirms, then closes', async () => {
    api.forgotByEmail.mockResolvedValueOnce(true);
    open('forgotPassword');
    await findModal('forgot-password-modal');
    type('forgot-username', 'lucky7');
    type('forgot-email', 'not-an-email');
    await submit('forgot-email-submit');
    expect(screen.getByText('Please enter a valid e-mail address')).toBeTruthy();

    type('forgot-email', ' lucky7@mail.example ');
    await submit('forgot-email-submit');
    expect(api.forgotByEmail).toHaveBeenCalledWith({ username: 'lucky7', email: 'lucky7@mail.example' });
    expect(screen.getByTestId('forgot-email-sent').textContent).toContain('lucky7@mail.example');
    fireEvent.click(screen.getByTestId('forgot-email-done'));
    expect(screen.queryByTestId('forgot-password-modal')).toBeNull();
  });

  it('sets a new password by phone, logs in and goes home', async () => {
    const result: LoginResult = {
      token: 'tok-2',
      firstTimeLogin: false,
      passwordExpired: false,
      user: MEMBER,
    };
    api.smsLoginCode.mockResolvedValueOnce({ expiredMinutes: 5 });
    api.setPasswordByPhone.mockResolvedValueOnce(result);
    open('forgotPassword', undefined, ['PASS3', 'PWRESETSMS3']);
    await findModal('forgot-password-modal');
    fireEvent.click(screen.getByTestId('forgot-tabs-phone'));
    type('forgot-mobile', '0812345678');
    await submit('sms-code-button');
    expect(api.smsLoginCode).toHaveBeenCalledWith({ mobileNum: '0812345678' });
    type('forgot-code', '123456');
    type('forgot-new-password', 'Str0ng!pass');
    type('forgot-confirm-password', 'Str0ng!pass');
    await submit('forgot-phone-submit');
    expect(api.setPasswordByPhone).toHaveBeenCalledWith({
      mobileNum: '0812345678',
      verificationCode: '123456',
      newPassword: 'Str0ng!pass',
      confirmNewPassword: 'Str0ng!pass',
    });
    expect(useSession.getState().isLogin).toBe(true);
    expect(screen.queryByTestId('forgot-password-modal')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});

describe('reset password link', () => {
  it('sets the new password with the link’s token, then offers the login modal', async () => {
    api.resetPassword.mockResolvedValueOnce(true);
    open('resetPassword', { token: 'reset-token-1' });
    await findModal('reset-password-modal');
    type('reset-new-password', 'Str0ng!pass');
    type('reset-confirm-password', 'Str0ng!pass');
    await submit('reset-password-submit');
    expect(api.resetPassword).toHaveBeenCalledWith({
      token: 'reset-token-1',
      newPassword: 'Str0ng!pass',
      confirmNewPassword: 'Str0ng!pass',
    });
    fireEvent.click(screen.getByTestId('reset-password-login'));
    expect(useModalStore.getState().current).toBe('login');
    expect(await findModal('login-modal')).toBeTruthy();
  });

  it('refuses a link without a token', async () => {
    open('resetPassword', { token: null });
    await findModal('reset-password-modal');
    expect(
      screen.getByText('This reset link is invalid or has expired. Please request a new one.'),
    ).toBeTruthy();
    expect((screen.getByTestId('reset-password-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});
