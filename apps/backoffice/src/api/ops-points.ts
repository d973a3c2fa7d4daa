import type {
  OpsMallItem,
  OpsMallItemBody,
  OpsPlayerPoints,
  OpsPointExchange,
  OpsPointExchangePage,
  OpsPointSettings,
} from '@portal/contracts/points.schema';
import { api } from './client.ts';

/** The operator API of points and the points mall (decision 0035), beside `opsApi` (ops.ts). */
export const opsPointsApi = {
  settings: (merchant: string) =>
    api.request<OpsPointSettings>('/ops/v1/points/settings', { query: { merchant } }),
  saveSettings: (merchant: string, body: OpsPointSettings) =>
    api.request<OpsPointSettings>('/ops/v1/points/settings', { method: 'PUT', body: { merchant, ...body } }),
  items: (merchant: string) => api.request<OpsMallItem[]>('/ops/v1/points/items', { query: { merchant } }),
  saveItem: (id: number | null, body: OpsMallItemBody) =>
    id === null
      ? api.request<OpsMallItem>('/ops/v1/points/items', { method: 'POST', body })
      : api.request<OpsMallItem>(`/ops/v1/points/items/${id}`, { method: 'PUT', body }),
  exchanges: (query: { merchant: string; status?: string | undefined; pageNum: number }) =>
    api.request<OpsPointExchangePage>('/ops/v1/points/exchanges', { query: { ...query, pageSize: 50 } }),
  decide: (id: number, body: { merchant: string; decision: 'approve' | 'reject'; remark: string }) =>
    api.request<OpsPointExchange>(`/ops/v1/points/exchanges/${id}/decision`, { method: 'POST', body }),
  player: (merchant: string, username: string) =>
    api.request<OpsPlayerPoints>('/ops/v1/points/player', {
      query: { merchant, username, pageNum: 1, pageSize: 50 },
    }),
};
