import { create } from 'zustand';
import { useModalStore } from '../modals/modal-store.ts';
import { useSession } from '../session/session-store.ts';
import { type AgentPage, DEFAULT_AGENT_PAGE, DEFAULT_MEMBER_PAGE, type MemberPage } from './centre-menus.ts';

/** What an agent page may be opened for (one page opening another with a subject). */
export type AgentPageParams = { downline?: string };

type CentreState = {
  /** The member centre page on screen, or null when the centre is closed. */
  member: MemberPage | null;
  /** The agent centre page on screen, or null when the centre is closed. */
  agent: AgentPage | null;
  /**
   * What the agent page was opened for, when a page opens another for one thing: the downline whose
   * contracts a contract page shows (`{ downline: username }`, from the downline tree). Cleared by any
   * other opening, the menu's included.
   */
  agentParams: AgentPageParams | null;
  /** The trial-account refusal (in_need_true_account) is on screen. */
  refusal: boolean;
  /** Opens (or switches) the member centre; false when the account may not. */
  openMember: (page?: MemberPage) => boolean;
  /** Opens (or switches) the agent centre, with what the page is for; false when the account may not. */
  openAgent: (page?: AgentPage, params?: AgentPageParams) => boolean;
  close: () => void;
  dismissRefusal: () => void;
};

/**
 * The one rule in front of every member and agent centre action (spec sections 5 and 6): a visitor
 * gets the login popup, a trial account the in_need_true_account refusal; true only for a real,
 * logged-in account.
 */
export function requireRealAccount(): boolean {
  const session = useSession.getState();
  if (!session.isLogin) {
    useModalStore.getState().open('login');
    return false;
  }
  if (session.isTrial) {
    useCentreStore.setState({ refusal: true });
    return false;
  }
  return true;
}

/** Which account overlay is open. Only one shows at a time. */
export const useCentreStore = create<CentreState>((set) => ({
  member: null,
  agent: null,
  agentParams: null,
  refusal: false,
  openMember: (page = DEFAULT_MEMBER_PAGE) => {
    if (!requireRealAccount()) return false;
    // spec section 6: an agent's referral entry is the agent register centre
    if (page === 'referral' && useSession.getState().isAgent) {
      set({ member: null, agent: 'registerCenter', agentParams: null });
      return true;
    }
    set({ member: page, agent: null, agentParams: null });
    return true;
  },
  openAgent: (page = DEFAULT_AGENT_PAGE, params) => {
    if (!requireRealAccount()) return false;
    if (!useSession.getState().isAgent) return false;
    set({ agent: page, member: null, agentParams: params ?? null });
    return true;
  },
  close: () => set({ member: null, agent: null, agentParams: null }),
  dismissRefusal: () => set({ refusal: false }),
}));
