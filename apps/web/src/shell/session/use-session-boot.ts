import { ApiError } from '@portal/ui/api/client.ts';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { create } from 'zustand';
import { authApi } from '../../api/auth.ts';
import { useModalStore } from '../modals/modal-store.ts';
import { useSession } from './session-store.ts';

/** The query parameter a token may arrive in (spec section 4: token from the query string). */
export const TOKEN_PARAM = 'token';

type BootState = {
  /** The start-up check is over: the session is known to be logged in or not. */
  settled: boolean;
  settle: () => void;
};

/** Whether the start-up session check has finished; screens that wait for it read this. */
export const useSessionBootState = create<BootState>((set) => ({
  settled: false,
  settle: () => set({ settled: true }),
}));

function isSessionRejected(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'not.logged.in' || error.status === 401);
}

async function loadMember(): Promise<void> {
  try {
    const user = await authApi.memberInfo();
    // a login that finished meanwhile already holds the newer user
    if (!useSession.getState().isLogin) useSession.getState().setUser(user);
  } catch (error) {
    if (isSessionRejected(error)) useSession.getState().clear();
    // any other failure keeps the token: the next start tries again
  }
}

async function restoreRememberedLogin(): Promise<void> {
  try {
    const result = await authApi.restore();
    const session = useSession.getState();
    if (!result || session.isLogin) return;
    session.setToken(result.token);
    session.setUser(result.user);
    if (result.passwordExpired || result.user.mustChangePassword)
      useModalStore.getState().open('changePassword');
  } catch {
    // no remembered login (or it expired): the visitor stays logged out
  }
}

/**
 * The start-up session (spec section 4): a token from `?token=` (then taken out of the address) or
 * from session storage is checked by loading member info, and only then is the session logged in;
 * a rejected token is cleared. Without a token the remembered-login cookie is tried once.
 * Call once, inside the router.
 */
export function useSessionBoot(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const started = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once at start-up
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(location.search);
    const fromUrl = params.get(TOKEN_PARAM);
    if (fromUrl !== null) {
      params.delete(TOKEN_PARAM);
      const search = params.toString();
      navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        { replace: true },
      );
      if (fromUrl) useSession.getState().setToken(fromUrl);
    }
    const check = useSession.getState().token ? loadMember() : restoreRememberedLogin();
    void check.finally(() => useSessionBootState.getState().settle());
  }, []);
}
