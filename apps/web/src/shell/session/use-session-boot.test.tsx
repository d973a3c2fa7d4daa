import { ApiError } from '@portal/ui/api/client.ts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MERCHANT_CODE_KEY } from '../../api/system-status.ts';
import { authApiMock as api } from '../../test/auth-api-mock.ts';
import { deferred, makeUser } from '../../test/fixtures.ts';
import { renderAccount } from '../../test/render.tsx';
import { resetAccountState } from '../../test/session.ts';
import { useSession } from './session-store.ts';
import { useSessionBoot, useSessionBootState } from './use-session-boot.ts';

vi.mock('../../api/auth.ts', async () => ({
  authApi: (await import('../../test/auth-api-mock.ts')).authApiMock,
  setPayloadKey: vi.fn(),
}));

function Boot() {
  useSessionBoot();
  return null;
}

beforeEach(() => {
  resetAccountState();
  vi.clearAllMocks();
});
afterEach(cleanup);

describe('session boot', () => {
  it('takes the token from the address and logs in only once member info has loaded', async () => {
    const member = deferred<ReturnType<typeof makeUser>>();
    api.memberInfo.mockReturnValue(member.promise);
    renderAccount(<Boot />, { path: '/promotions?token=abc123&tab=new' });

    expect(await screen.findByText('/promotions?tab=new')).toBeTruthy();
    expect(sessionStorage.getItem('token')).toBe('abc123');
    expect(useSession.getState().token).toBe('abc123');
    expect(useSession.getState().isLogin).toBe(false);
    expect(api.memberInfo).toHaveBeenCalledTimes(1);

    member.resolve(makeUser({ account: 'nok' }));
    await waitFor(() => expect(useSession.getState().isLogin).toBe(true));
    expect(useSession.getState().user?.account).toBe('nok');
    expect(useSessionBootState.getState().settled).toBe(true);
    expect(api.restore).not.toHaveBeenCalled();
  });

  it('checks a token kept in session storage', async () => {
    useSession.getState().setToken('kept');
    api.memberInfo.mockResolvedValue(makeUser({ type: 1, isAgent: true }));
    renderAccount(<Boot />);
    await waitFor(() => expect(useSession.getState().isAgent).toBe(true));
    expect(useSession.getState().isLogin).toBe(true);
  });

  it('clears a token the server rejects (401) and keeps the merchant values', async () => {
    sessionStorage.setItem(MERCHANT_CODE_KEY, 'siam');
    useSession.getState().setToken('expired');
    api.memberInfo.mockRejectedValue(
      new ApiError('not.logged.in', 401, 'You are not logged in, please login'),
    );
    renderAccount(<Boot />);

    await waitFor(() => expect(useSession.getState().token).toBeNull());
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem(MERCHANT_CODE_KEY)).toBe('siam');
    expect(useSession.getState().isLogin).toBe(false);
    await waitFor(() => expect(useSessionBootState.getState().settled).toBe(true));
  });

  it('keeps the token when member info fails for another reason', async () => {
    useSession.getState().setToken('kept');
    api.memberInfo.mockRejectedValue(new ApiError('client.network.abnormal', 0, 'Network link is abnormal'));
    renderAccount(<Boot />);
    await waitFor(() => expect(useSessionBootState.getState().settled).toBe(true));
    expect(useSession.getState().token).toBe('kept');
    expect(useSession.getState().isLogin).toBe(false);
  });

  it('without a token picks up a remembered login, once', async () => {
    api.restore.mockResolvedValue({
      token: 'remembered',
      firstTimeLogin: false,
      passwordExpired: false,
      user: makeUser(),
    });
    // strict mode runs the effect twice: the remembered login is still asked for once
    renderAccount(
      <StrictMode>
        <Boot />
      </StrictMode>,
    );
    await waitFor(() => expect(useSession.getState().isLogin).toBe(true));
    expect(useSession.getState().token).toBe('remembered');
    expect(sessionStorage.getItem('token')).toBe('remembered');
    expect(api.restore).toHaveBeenCalledTimes(1);
    expect(api.memberInfo).not.toHaveBeenCalled();
  });

  it('stays logged out when there is no remembered login', async () => {
    api.restore.mockRejectedValue(new ApiError('not.logged.in', 401, 'not logged in'));
    renderAccount(<Boot />);
    await waitFor(() => expect(useSessionBootState.getState().settled).toBe(true));
    expect(useSession.getState().isLogin).toBe(false);
    expect(useSession.getState().token).toBeNull();
  });
});
