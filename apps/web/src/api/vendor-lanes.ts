import type { VendorLane, VendorLanes } from '@portal/contracts/games';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './client.ts';
import { useSystemStatus } from './system-status.ts';
import { applyVendorRules } from './vendor-rules.ts';

/** Session storage key of the vendor lanes (spec section 9). */
export const GAME_VENDOR_KEY = 'gameVendor';

function readCached(merchantCode: string): VendorLane[] | undefined {
  try {
    const raw = sessionStorage.getItem(GAME_VENDOR_KEY);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const entry = parsed as { merchantCode?: unknown; lanes?: unknown };
    if (entry.merchantCode !== merchantCode || !Array.isArray(entry.lanes)) return undefined;
    return entry.lanes as VendorLane[];
  } catch {
    return undefined;
  }
}

function writeCached(merchantCode: string, lanes: VendorLane[]): void {
  try {
    sessionStorage.setItem(GAME_VENDOR_KEY, JSON.stringify({ merchantCode, lanes }));
  } catch {
    // a full or blocked storage only costs a refetch next time
  }
}

/** Forgets the stored lanes (a launch found a vendor's state changed): the next read asks the server. */
export function forgetVendorLanes(): void {
  try {
    sessionStorage.removeItem(GAME_VENDOR_KEY);
  } catch {
    // nothing stored, nothing to forget
  }
}

export async function fetchVendorLanes(merchantCode: string): Promise<VendorLane[]> {
  const cached = readCached(merchantCode);
  if (cached) return cached;
  const value = await apiGet<VendorLanes>('/wps/relay/GCSGAME_newGameVendor', { merchantCode });
  const lanes = applyVendorRules(value.lanes);
  writeCached(merchantCode, lanes);
  return lanes;
}

/** The vendor lanes per category, cached for the browser session. */
export function useVendorLanes() {
  const status = useSystemStatus();
  const merchantCode = status.data?.info.merchantCode;
  return useQuery({
    queryKey: ['games', 'vendor-lanes', merchantCode] as const,
    queryFn: () => fetchVendorLanes(merchantCode ?? ''),
    enabled: merchantCode !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
