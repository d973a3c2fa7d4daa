import { CHAT_POLL_MS } from '@portal/contracts/chat';
import type { ChatHistory, ChatReadMark, ChatSent } from '@portal/contracts/chat.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../api/client.ts';
import { CHAT_KEY } from '../../shell/realtime/chat-keys.ts';
import { useRealtimeState } from '../../shell/realtime/realtime-state.ts';
import { useSession } from '../../shell/session/session-store.ts';

const useOwner = () => useSession((state) => state.user?.id ?? null);
const historyKey = (owner: number | null, hostId: number | undefined) => [...CHAT_KEY, owner, hostId ?? 0];

/**
 * The player's conversation with customer service or a host and its latest messages: read again on every
 * `chat` push (use-realtime.ts), and every few seconds while no socket is connected (the realtime fallback).
 */
export function useChatHistory(hostId: number | undefined) {
  const owner = useOwner();
  const connected = useRealtimeState((state) => state.connected);
  return useQuery({
    queryKey: historyKey(owner, hostId),
    queryFn: () => apiGet<ChatHistory>('/wps/chat/messages', hostId ? { hostId } : {}),
    refetchInterval: connected ? false : CHAT_POLL_MS,
    enabled: owner !== null,
  });
}

/** Sends a message (text and images, multipart) to the counterpart; the history is read again. */
export function useSendChat(hostId: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: { text: string; images: readonly File[] }) => {
      const body = new FormData();
      body.append('text', form.text);
      if (hostId) body.append('hostId', String(hostId));
      for (const file of form.images) body.append('image', file, file.name);
      return apiRequest<ChatSent>('/wps/chat/messages', { method: 'POST', body });
    },
    onSettled: () => client.invalidateQueries({ queryKey: CHAT_KEY }),
  });
}

/** Moves the player's read mark (the staff sees it). */
export const markChatRead = (conversationId: number, messageId: number) =>
  apiRequest<ChatReadMark>('/wps/chat/read', { method: 'POST', body: { conversationId, messageId } });

/** Tells the staff the player is typing (a mark of a few seconds). */
export const sendTyping = (conversationId: number) =>
  apiRequest<null>('/wps/chat/typing', { method: 'POST', body: { conversationId } });
