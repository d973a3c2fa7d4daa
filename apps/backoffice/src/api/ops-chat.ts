import type { ChatMessage, ChatReadMark, OpsChatSummary, OpsChatView } from '@portal/contracts/chat.schema';
import { api } from './client.ts';

/** The operator API of the chat room (decision 0044), beside `opsApi` (ops.ts). */
export const opsChatApi = {
  list: (merchant: string, status?: string) =>
    api.request<OpsChatSummary[]>('/ops/v1/chat', { query: { merchant, ...(status ? { status } : {}) } }),
  view: (merchant: string, id: number) =>
    api.request<OpsChatView>(`/ops/v1/chat/${id}`, { query: { merchant } }),
  reply: (merchant: string, id: number, text: string) =>
    api.request<ChatMessage>(`/ops/v1/chat/${id}/reply`, { method: 'POST', body: { merchant, text } }),
  read: (merchant: string, id: number) =>
    api.request<ChatReadMark>(`/ops/v1/chat/${id}/read`, { method: 'POST', body: { merchant } }),
  typing: (merchant: string, id: number) =>
    api.request<null>(`/ops/v1/chat/${id}/typing`, { method: 'POST', body: { merchant } }),
  close: (merchant: string, id: number) =>
    api.request<OpsChatSummary>(`/ops/v1/chat/${id}/close`, { method: 'POST', body: { merchant } }),
  imageUrl: (merchant: string, id: number, imageId: number) =>
    `/ops/v1/chat/${id}/images/${imageId}?merchant=${encodeURIComponent(merchant)}`,
};
