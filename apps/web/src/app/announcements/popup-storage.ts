/** Spec section 4: a 'closed' marker in session storage suppresses the popup for that audience. */
export const POPUP_CLOSED_VALUE = 'closed';

export function popupClosedKey(audience: string): string {
  return `announcementClosed:${audience}`;
}

export function isPopupClosed(audience: string): boolean {
  try {
    return sessionStorage.getItem(popupClosedKey(audience)) === POPUP_CLOSED_VALUE;
  } catch {
    return false;
  }
}

export function markPopupClosed(audience: string): void {
  try {
    sessionStorage.setItem(popupClosedKey(audience), POPUP_CLOSED_VALUE);
  } catch {
    // without storage the popup may show again on the next page load; acceptable
  }
}
