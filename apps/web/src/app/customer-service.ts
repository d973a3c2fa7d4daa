import type { CustomerService } from '@portal/contracts/system';

/** Spec section 2: customer service opens in a 440x750 window. */
export const CS_WINDOW_FEATURES = 'width=440,height=750';

/** Opens a customer-service URL in its window; false when the browser blocked the popup. */
export function openCustomerService(url: string): boolean {
  const opened = window.open(url, '_blank', CS_WINDOW_FEATURES);
  if (opened) opened.opener = null;
  return opened !== null;
}

export function liveChat(entries: readonly CustomerService[]): CustomerService | undefined {
  return entries.find((entry) => entry.csType === 'LIVECHAT');
}
