/**
 * A fresh key for one bet (REQUEST_ID_PATTERN, 32 letters and digits). A retry of the same bet after a
 * network failure must send the same key, so the vendor settles it once.
 */
export function newRequestId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
