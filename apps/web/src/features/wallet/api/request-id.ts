/** A fresh key for one money request (REQUEST_ID_PATTERN): a retry of the same submit reuses it. */
export function newRequestId(): string {
  return crypto.randomUUID();
}
