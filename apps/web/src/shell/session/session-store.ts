import type { MemberInfo } from '@portal/contracts/member';
import { create } from 'zustand';
import { setTokenSource } from '../../api/client.ts';
import { MERCHANT_CODE_KEY } from '../../api/system-status.ts';

/** Spec section 9: the session key that holds the token. */
export const TOKEN_KEY = 'token';
/** Merchant values survive a logout (spec section 4). */
const MERCHANT_KEYS = [MERCHANT_CODE_KEY];

type SessionState = {
  token: string | null;
  user: MemberInfo | null;
  /** Logged in: set once member info has loaded (spec section 4). */
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  /** This login is the account's first: first-login announcements (execution F) show. */
  firstLogin: boolean;
  setToken: (token: string) => void;
  setUser: (user: MemberInfo) => void;
  markFirstLogin: () => void;
  clear: () => void;
};

function readToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Clears session storage except the merchant values (spec section 4, logout). */
export function clearSessionStorage(): void {
  try {
    const kept = MERCHANT_KEYS.map((key) => [key, sessionStorage.getItem(key)] as const);
    sessionStorage.clear();
    for (const [key, value] of kept) if (value !== null) sessionStorage.setItem(key, value);
  } catch {
    // storage unavailable: nothing was kept there either
  }
}

/** Who is logged in. The token lives in session storage; the logged-in state follows member info. */
export const useSession = create<SessionState>((set) => ({
  token: readToken(),
  user: null,
  isLogin: false,
  isAgent: false,
  isTrial: false,
  firstLogin: false,
  setToken: (token) => {
    try {
      sessionStorage.setItem(TOKEN_KEY, token);
    } catch {
      // private mode: the token lives in memory for this page
    }
    set({ token });
  },
  setUser: (user) => set({ user, isLogin: true, isAgent: user.isAgent, isTrial: user.isTrial }),
  markFirstLogin: () => set({ firstLogin: true }),
  clear: () => {
    clearSessionStorage();
    set({ token: null, user: null, isLogin: false, isAgent: false, isTrial: false, firstLogin: false });
  },
}));

setTokenSource(() => useSession.getState().token);
