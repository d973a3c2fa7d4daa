import type { OpsRaffle, OpsRaffleDetail, RaffleConfig } from '@portal/contracts/raffles.schema';
import { api } from './client.ts';

/** The operator API of raffles and their draws (decision 0038), beside `opsApi` (ops.ts). */
export const opsRafflesApi = {
  list: (merchant: string) => api.request<OpsRaffle[]>('/ops/v1/raffles', { query: { merchant } }),
  detail: (merchant: string, id: number) =>
    api.request<OpsRaffleDetail>(`/ops/v1/raffles/${id}`, { query: { merchant } }),
  save: (merchant: string, id: number | null, config: RaffleConfig) =>
    id === null
      ? api.request<OpsRaffle>('/ops/v1/raffles', { method: 'POST', body: { merchant, ...config } })
      : api.request<OpsRaffle>(`/ops/v1/raffles/${id}`, { method: 'PUT', body: { merchant, ...config } }),
  cancel: (merchant: string, id: number) =>
    api.request<OpsRaffle>(`/ops/v1/raffles/${id}/cancel`, { method: 'POST', body: { merchant } }),
  draw: (merchant: string, id: number) =>
    api.request<OpsRaffleDetail>(`/ops/v1/raffles/${id}/draw`, { method: 'POST', body: { merchant } }),
};
