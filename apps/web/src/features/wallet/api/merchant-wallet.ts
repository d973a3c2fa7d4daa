import type { MerchantWallet } from '@portal/contracts/wallet.schema';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import { walletKeys } from './wallet-keys.ts';

/** Spec section 9: the session key that holds the merchant wallet. */
export const MERCHANT_WALLET_KEY = 'merchantWallet';

type Stored = { merchantCode: string; value: MerchantWallet };

function readStored(merchantCode: string): MerchantWallet | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(MERCHANT_WALLET_KEY) ?? 'null') as Stored | null;
    return stored?.merchantCode === merchantCode && Array.isArray(stored.value?.vendors)
      ? stored.value
      : undefined;
  } catch {
    return undefined;
  }
}

/** GET /wps/relay/GCS_merchantWallet: one wallet for every game (isSingle 1) or a wallet per vendor. */
export async function getMerchantWallet(merchantCode: string): Promise<MerchantWallet> {
  const value = await apiGet<MerchantWallet>('/wps/relay/GCS_merchantWallet', { merchantCode });
  try {
    sessionStorage.setItem(MERCHANT_WALLET_KEY, JSON.stringify({ merchantCode, value } satisfies Stored));
  } catch {
    // storage unavailable: the query cache still holds it
  }
  return value;
}

/** The site's wallet model changes only with its configuration: read once per session (spec: cached). */
export function useMerchantWallet(merchantCode: string | undefined) {
  const code = merchantCode ?? '';
  return useQuery({
    queryKey: walletKeys.merchantWallet(code),
    queryFn: () => getMerchantWallet(code),
    enabled: Boolean(merchantCode),
    initialData: () => (code ? readStored(code) : undefined),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
