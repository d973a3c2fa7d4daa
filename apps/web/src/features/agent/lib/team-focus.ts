import { create } from 'zustand';

/** A downline agent of the team, as the tree names it. */
export type TeamMember = { id: number; username: string };

type TeamFocusState = {
  /** Whose team the overview shows: a downline agent picked in the tree, or null for the agent's own. */
  member: TeamMember | null;
  focus: (member: TeamMember | null) => void;
};

/**
 * The downline agent the team overview narrows to (`agentId`), picked from downline management. It lives
 * while the portal is open: the overview keeps it until the agent goes back to its own team.
 */
export const useTeamFocus = create<TeamFocusState>((set) => ({
  member: null,
  focus: (member) => set({ member }),
}));
