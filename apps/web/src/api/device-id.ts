/** Local storage key of the browser's device id (decision 0046). */
export const DEVICE_KEY = 'deviceId';

function newId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The browser's random device id: made the first time it is needed and kept in local storage from then on
 * (a blocked storage makes one per page). Only the lazy register form loads this module (the home page's
 * first script stays within its budget) and sends the id with the registration, where the server keeps its
 * hash with the account and the referral rule refuses a friend registering from the referrer's or another
 * friend's device.
 */
export function deviceId(): string {
  try {
    const kept = localStorage.getItem(DEVICE_KEY);
    if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
    const made = newId();
    localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    pageId ??= newId();
    return pageId;
  }
}
let pageId: string | undefined;

/** The header registration sends it in (the spec's register call names none). */
export const deviceHeader = (): Record<string, string> => ({ 'x-device-id': deviceId() });
