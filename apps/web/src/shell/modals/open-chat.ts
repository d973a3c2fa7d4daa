import { useSession } from '../session/session-store.ts';
import { useModalStore } from './modal-store.ts';

/** The chat a visitor asked for before logging in: opened once its login is done (takePendingChat). */
let pending: { hostId?: number } | null = null;

/**
 * Opens the chat room (decision 0044), with a live host or customer service. A visitor is asked to log in
 * first, and the chat it asked for opens after the login. Trial accounts have no chat: their entries are
 * hidden (`useChatOffered`).
 */
export function openChat(hostId?: number): void {
  const { isLogin, isTrial } = useSession.getState();
  if (!isLogin) {
    pending = hostId ? { hostId } : {};
    useModalStore.getState().open('login');
  } else if (!isTrial) useModalStore.getState().open('chat', hostId ? { hostId } : undefined);
}

/** The chat a visitor asked for before its login, once (the member layer opens it after the login). */
export function takePendingChat(): { hostId?: number } | null {
  const wanted = pending;
  pending = null;
  return wanted;
}

/** Whether the chat entries show: to visitors (who log in first) and real accounts, never to a trial. */
export const useChatOffered = () => useSession((state) => !state.isTrial);
