import { useSession } from '../session/session-store.ts';
import { useModalStore } from './modal-store.ts';

/**
 * Opens the chat room (decision 0044), with a live host or customer service: a visitor is asked to log in
 * first. Trial accounts have no chat: their entries are hidden (`useChatOffered`).
 */
export function openChat(hostId?: number): void {
  const { isLogin, isTrial } = useSession.getState();
  if (!isLogin) useModalStore.getState().open('login');
  else if (!isTrial) useModalStore.getState().open('chat', hostId ? { hostId } : undefined);
}

/** Whether the chat entries show: to visitors (who log in first) and real accounts, never to a trial. */
export const useChatOffered = () => useSession((state) => !state.isTrial);
