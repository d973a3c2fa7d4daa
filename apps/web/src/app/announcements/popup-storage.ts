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

const SHOWN_KEY = 'announcementShown';

/** The popup that greeted this browser session, if one did: a session sees one popup, whatever its audience. */
export function shownPopup(): number | null {
  try {
    const value = sessionStorage.getItem(SHOWN_KEY);
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

export function markPopupShown(id: number): void {
  try {
    sessionStorage.setItem(SHOWN_KEY, String(id));
  } catch {
    // without storage a later audience's popup may greet too; acceptable
  }
}
