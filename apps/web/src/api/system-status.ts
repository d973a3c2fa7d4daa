import type { SystemStatus } from '@portal/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { setPayloadKey } from './auth.ts';
import { apiGet } from './client.ts';

export const MERCHANT_CODE_KEY = 'merchantCode';

/** Spec section 1: the merchant code is written to session and local storage. */
export function rememberMerchantCode(code: string): void {
  try {
    sessionStorage.setItem(MERCHANT_CODE_KEY, code);
    localStorage.setItem(MERCHANT_CODE_KEY, code);
  } catch {
    // storage may be unavailable (private mode); the status query still holds the code
  }
}

export async function fetchSystemStatus(): Promise<SystemStatus> {
  const status = await apiGet<SystemStatus>('/wps/system/status');
  rememberMerchantCode(status.info.merchantCode);
  setPayloadKey(status.info.payloadKey);
  return status;
}

export const systemStatusQuery = {
  queryKey: ['system', 'status'] as const,
  queryFn: fetchSystemStatus,
  staleTime: 60_000,
};

export function useSystemStatus() {
  return useQuery(systemStatusQuery);
}
