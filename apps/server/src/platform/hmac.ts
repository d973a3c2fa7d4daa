import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signatures of bodies sent between services (payment gateways, game vendors): HMAC-SHA256 as hex. */

export function signBody(secret: Buffer, body: Buffer | string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Compares in constant time; anything that is not 64 hex digits is simply not the signature. */
export function signatureMatches(secret: Buffer, body: Buffer, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{64}$/.test(given)) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
