import type { MemberInfo } from '@portal/contracts/member';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useCentreStore } from '../shell/centre/centre-store.ts';
import { useModalStore } from '../shell/modals/modal-store.ts';
import { useSession } from '../shell/session/session-store.ts';
import { useSessionBootState } from '../shell/session/use-session-boot.ts';
import { makeUser } from './fixtures.ts';

/** Logs a member in as the portal would after member info loaded. */
export function signIn(overrides: Partial<MemberInfo> = {}): MemberInfo {
  const user = makeUser(overrides);
  act(() => {
    useSession.getState().setToken('session-token');
    useSession.getState().setUser(user);
  });
  return user;
}

export function signInMember(): void {
  act(() => {
    useSession.getState().setToken('session-token');
  });
}

/**
 * Each test of a member-centre page starts signed in with the clock at `now` (its quick ranges count back
 * from it) and leaves nothing behind. Call it at the top of a test file.
 */
export function memberPageTestsAt(now: Date): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    resetMemberState();
    signInMember();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** Signed out, with nothing stored: the state each member-centre test starts from. */
export function resetMemberState(): void {
  sessionStorage.clear();
  localStorage.clear();
  useSession.setState({ token: null, user: null, isLogin: false, isAgent: false, isTrial: false });
}

/** Signed out, every overlay closed, the start-up check not done: the account layer's tests start here. */
export function resetAccountState(): void {
  sessionStorage.clear();
  useSession.setState({
    token: null,
    user: null,
    isLogin: false,
    isAgent: false,
    isTrial: false,
    firstLogin: false,
  });
  useCentreStore.setState({ member: null, agent: null, agentParams: null, refusal: false });
  useModalStore.setState({ current: null, payload: undefined });
  useSessionBootState.setState({ settled: false });
}
