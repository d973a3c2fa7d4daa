import type { Announcement, Execution } from '@portal/contracts/content';
import { useSession } from '../../shell/session/session-store.ts';

/**
 * The popup audience of the caller (spec sections 3 and 4): visitors B, logged-in players A, and F right
 * after an account's first login (the first-login action).
 */
export function usePopupAudience(): Execution {
  return useSession((state) => (state.firstLogin ? 'F' : state.isLogin ? 'A' : 'B'));
}

/**
 * At most one popup greets a visit: the first in the merchant's order. The others join the notice list,
 * after the notices, so a first session is not met by a queue of pop-ups.
 */
export function noticesWithOtherPopups(notices: readonly Announcement[], popups: readonly Announcement[]) {
  const listed = new Set(notices.map((notice) => notice.id));
  return [...notices, ...popups.slice(1).filter((popup) => !listed.has(popup.id))];
}
