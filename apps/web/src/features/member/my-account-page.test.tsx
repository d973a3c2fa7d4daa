import type { SessionEntry } from '@portal/contracts/auth';
import { PROFILE_FIELDS } from '@portal/contracts/member';
import type { ProfileView } from '@portal/contracts/member.schema';
import { ApiError } from '@portal/ui/api/client.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../../shell/modals/modal-store.ts';
import { useSession } from '../../shell/session/session-store.ts';
import { authApiMock as api } from '../../test/auth-api-mock.ts';
import { AGENT, feature, statusWith } from '../../test/fixtures.ts';
import { renderAccount } from '../../test/render.tsx';
import { resetAccountState, signIn } from '../../test/session.ts';
import { MyAccountPage } from './my-account-page.tsx';

vi.mock('../../api/auth.ts', async () => ({
  authApi: (await import('../../test/auth-api-mock.ts')).authApiMock,
  setPayloadKey: vi.fn(),
}));

function profileView(locked: string[] = []): ProfileView {
  const profile = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, null])) as ProfileView['profile'];
  return {
    profile: { ...profile, realName: 'Somchai Jaidee', birthday: '1990-05-01', nickname: 'Chai' },
    locked,
  };
}

const session = (id: number, overrides: Partial<SessionEntry> = {}): SessionEntry => ({
  id,
  ip: `198.51.100.${id}`,
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  remember: false,
  createdAt: '2026-11-20T08:00:00Z',
  lastSeenAt: `2026-11-2${id}T09:15:00Z`,
  expiresAt: '2026-11-30T08:00:00Z',
  current: false,
  ...overrides,
});

beforeEach(() => {
  resetAccountState();
  vi.clearAllMocks();
  api.profile.mockResolvedValue(profileView(['realName', 'birthday']));
  api.sessions.mockResolvedValue([session(1, { current: true })]);
});
afterEach(cleanup);

describe('my account page', () => {
  it('shows the account card: name, type, member since, last login time and IP', () => {
    signIn(AGENT);
    renderAccount(<MyAccountPage />);
    const card = screen.getByTestId('account-card');
    expect(within(card).getByTestId('account-name').textContent).toBe('somchai88');
    expect(within(card).getByTestId('account-type').textContent).toBe('Agent');
    expect(within(card).getByTestId('member-since').textContent).toBe('14/03/2025');
    expect(within(card).getByTestId('last-login').textContent).toBe('20/11/2026 08:30');
    expect(card.textContent).toContain('203.0.113.9');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/assets/art/icons/tiger.svg');
  });

  it('opens the change password modal', () => {
    signIn();
    renderAccount(<MyAccountPage />);
    expect(screen.getByTestId('account-type').textContent).toBe('Player');
    fireEvent.click(screen.getByTestId('change-password'));
    expect(useModalStore.getState().current).toBe('changePassword');
  });

  it('shows locked profile fields read-only and sends only the edited fields', async () => {
    signIn();
    api.updateProfile.mockImplementation(async (update: Record<string, string | null>) => ({
      ...profileView(['realName', 'birthday']),
      profile: { ...profileView().profile, ...update },
    }));
    renderAccount(<MyAccountPage />);

    const realName = (await screen.findByTestId('profile-realName')) as HTMLInputElement;
    expect(realName.readOnly).toBe(true);
    expect(realName.value).toBe('Somchai Jaidee');
    expect((screen.getByTestId('profile-birthday') as HTMLInputElement).readOnly).toBe(true);
    const nickname = screen.getByTestId('profile-nickname') as HTMLInputElement;
    expect(nickname.readOnly).toBe(false);
    expect((screen.getByTestId('profile-save') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(nickname, { target: { value: '  Big Chai ' } });
    fireEvent.change(screen.getByTestId('profile-line'), { target: { value: 'chai.line' } });
    fireEvent.click(screen.getByTestId('profile-save'));

    await waitFor(() => expect(api.updateProfile).toHaveBeenCalledTimes(1));
    expect(api.updateProfile).toHaveBeenCalledWith({ nickname: 'Big Chai', line: 'chai.line' });
    expect(await screen.findByTestId('profile-saved')).toBeTruthy();
    expect(nickname.value).toBe('Big Chai');
  });

  it('shows the server validation message under the form', async () => {
    signIn();
    api.updateProfile.mockRejectedValue(
      new ApiError('validation.failed', 400, 'email: must be an e-mail address'),
    );
    renderAccount(<MyAccountPage />);
    fireEvent.change(await screen.findByTestId('profile-wechat'), { target: { value: 'chai_wx' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    const error = await screen.findByTestId('profile-error');
    expect(error.textContent).toContain('The request is not valid');
    expect(error.textContent).toContain('email: must be an e-mail address');
  });

  it('checks an e-mail address before sending it', async () => {
    signIn();
    renderAccount(<MyAccountPage />);
    fireEvent.change(await screen.findByTestId('profile-email'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(api.updateProfile).not.toHaveBeenCalled();
  });

  it('lists the signed-in devices and signs another one out, then reads the list again', async () => {
    signIn();
    api.sessions
      .mockResolvedValueOnce([session(1, { current: true }), session(2, { remember: true, userAgent: null })])
      .mockResolvedValueOnce([session(1, { current: true })]);
    api.revokeSession.mockResolvedValue(true);
    renderAccount(<MyAccountPage />);

    const here = await screen.findByTestId('session-1');
    expect(here.textContent).toContain('Chrome on Windows');
    expect(here.textContent).toContain('This device');
    expect(here.textContent).toContain('198.51.100.1');
    expect(within(here).queryByRole('button')).toBeNull();
    const other = screen.getByTestId('session-2');
    expect(other.textContent).toContain('Unknown device');
    expect(other.textContent).toContain('Remembered');

    fireEvent.click(screen.getByTestId('revoke-session-2'));
    await waitFor(() => expect(screen.queryByTestId('session-2')).toBeNull());
    expect(api.revokeSession).toHaveBeenCalledWith(2);
    expect(api.sessions).toHaveBeenCalledTimes(2);
  });

  it('lets the member pick another icon when PROFPIC3 is on', async () => {
    signIn();
    api.icon.mockResolvedValue({
      icon: 'tiger',
      iconUrl: '/assets/art/icons/tiger.svg',
      choices: ['tiger', 'dragon', 'koi'],
    });
    api.setIcon.mockResolvedValue({
      icon: 'dragon',
      iconUrl: '/assets/art/icons/dragon.svg',
      choices: ['tiger', 'dragon', 'koi'],
    });
    renderAccount(<MyAccountPage />, { status: statusWith([feature('PROFPIC3', true)]) });

    fireEvent.click(await screen.findByTestId('change-icon'));
    const picker = await screen.findByTestId('icon-picker');
    expect(within(picker).getByTestId('icon-choice-tiger').getAttribute('aria-checked')).toBe('true');
    expect(within(picker).getByTestId('icon-choice-koi').querySelector('img')?.getAttribute('src')).toBe(
      '/assets/art/icons/koi.svg',
    );
    fireEvent.click(within(picker).getByTestId('icon-choice-dragon'));
    await waitFor(() => expect(useSession.getState().user?.icon).toBe('/assets/art/icons/dragon.svg'));
    expect(api.setIcon).toHaveBeenCalledWith('dragon');
    expect(screen.queryByTestId('icon-picker')).toBeNull();
  });

  it('has no icon picker when PROFPIC3 is off', () => {
    signIn();
    renderAccount(<MyAccountPage />);
    expect(screen.queryByTestId('change-icon')).toBeNull();
    expect(api.icon).not.toHaveBeenCalled();
  });
});
