import type { CustomerService } from '@portal/contracts/system';
import { create } from 'zustand';

/** Spec section 2: customer service opens in a 440x750 window. */
export const CS_WINDOW_FEATURES = 'width=440,height=750';

/** Whether the 'Popup blocked' notice (spec section 8) is on screen. */
export const usePopupBlocked = create<{ blocked: boolean; dismiss: () => void }>((set) => ({
  blocked: false,
  dismiss: () => set({ blocked: false }),
}));

/**
 * Opens a window; when the browser blocks it (window.open returns null) the player is told
 * 'Popup blocked. Please allow popups and try again.' Returns whether it opened.
 */
export function openWindow(url: string, features: string): boolean {
  const opened = window.open(url, '_blank', features);
  if (!opened) {
    usePopupBlocked.setState({ blocked: true });
    return false;
  }
  opened.opener = null;
  return true;
}

/** Opens a customer-service URL in its window; false (and the blocked notice) when the browser blocked it. */
export function openCustomerService(url: string): boolean {
  return openWindow(url, CS_WINDOW_FEATURES);
}

export function liveChat(entries: readonly CustomerService[]): CustomerService | undefined {
  return entries.find((entry) => entry.csType === 'LIVECHAT');
}
