import { createEphemeralKeyRing, type KeyRing } from '../src/platform/payload-crypto.ts';

let ring: Promise<KeyRing> | null = null;

/** One in-memory payload key ring per test worker: generating RSA keys per test would be slow. */
export function testKeyRing(): Promise<KeyRing> {
  ring ??= createEphemeralKeyRing(2048);
  return ring;
}
