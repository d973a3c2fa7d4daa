import type {
  OpsFeedback,
  OpsFeedbackPage,
  OpsMessage,
  OpsMessagePage,
  OpsSendMessageBody,
} from '@portal/contracts/messages.schema';
import { api } from './client.ts';

/** The operator API of messages and feedback (decision 0040), beside `opsApi` (ops.ts). */
export const opsMessagesApi = {
  list: (query: { merchant: string; status?: string | undefined; pageNum: number }) =>
    api.request<OpsMessagePage>('/ops/v1/messages', { query: { ...query, pageSize: 50 } }),
  send: (body: OpsSendMessageBody) => api.request<OpsMessage>('/ops/v1/messages', { method: 'POST', body }),
  cancel: (merchant: string, id: number) =>
    api.request<OpsMessage>(`/ops/v1/messages/${id}/cancel`, { method: 'POST', body: { merchant } }),
  feedback: (query: { merchant: string; status?: string | undefined; pageNum: number }) =>
    api.request<OpsFeedbackPage>('/ops/v1/feedback', { query: { ...query, pageSize: 50 } }),
  answer: (merchant: string, id: number, answer: string) =>
    api.request<OpsFeedback>(`/ops/v1/feedback/${id}/answer`, { method: 'POST', body: { merchant, answer } }),
  imageUrl: (merchant: string, id: number, imageId: number) =>
    `/ops/v1/feedback/${id}/images/${imageId}?merchant=${encodeURIComponent(merchant)}`,
};
