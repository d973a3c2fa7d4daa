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
 * One popup greets a session (popup-storage.ts). The audience's other popups, and its first when another
 * popup greeted the session, join the notice list after the notices: a first session is not met by a
 * queue of pop-ups, and nothing is lost.
 */
export function noticesWithOtherPopups(
  notices: readonly Announcement[],
  popups: readonly Announcement[],
  greeted: number | null,
) {
  const listed = new Set(notices.map((notice) => notice.id));
  const others = greeted === null ? popups.slice(1) : popups.filter((popup) => popup.id !== greeted);
  return [...notices, ...others.filter((popup) => !listed.has(popup.id))];
}
