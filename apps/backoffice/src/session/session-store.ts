import type { OperatorView } from '@portal/contracts/operators.schema';
import { create } from 'zustand';

const KEY = 'bo.session';

/** Why the last session ended: the login page says so. */
export type SessionEnd = 'expired' | 'logout';

type Saved = { token: string; operator: OperatorView };

type SessionState = {
  token: string | null;
  operator: OperatorView | null;
  ended: SessionEnd | null;
  start: (token: string, operator: OperatorView) => void;
  end: (reason: SessionEnd) => void;
};

function saved(): Saved | null {
  try {
    const text = sessionStorage.getItem(KEY);
    return text ? (JSON.parse(text) as Saved) : null;
  } catch {
    return null;
  }
}

/**
 * The operator's session: its token lives in this tab only (sessionStorage), so closing the tab ends
 * it on this machine; the server ends it after inactivity on its own.
 */
export const useSession = create<SessionState>((set) => ({
  token: saved()?.token ?? null,
  operator: saved()?.operator ?? null,
  ended: null,
  start: (token, operator) => {
    sessionStorage.setItem(KEY, JSON.stringify({ token, operator } satisfies Saved));
    set({ token, operator, ended: null });
  },
  end: (reason) => {
    sessionStorage.removeItem(KEY);
    set({ token: null, operator: null, ended: reason });
  },
}));
