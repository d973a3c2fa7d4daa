import { useSystemStatus } from '../../../api/system-status.ts';

/** The merchant's currency symbol (public state, spec section 3), before every amount. */
export function useCurrencySymbol(): string {
  return useSystemStatus().data?.info.currencySymbol ?? '';
}
