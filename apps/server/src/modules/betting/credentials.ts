import { isIP } from 'node:net';

/** What the platform knows of each integration that calls its seamless wallet. */
export type VendorCredentials = {
  /** The HMAC-SHA256 key of its signatures. */
  secret: Buffer;
  /** Addresses its calls may come from. */
  allowedIps: readonly string[];
};

/** An IPv4 address written as IPv6 ('::ffff:127.0.0.1') compares as itself. */
export function normaliseIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? (mapped[1] as string) : ip.toLowerCase();
}

export function ipAllowed(credentials: VendorCredentials, ip: string): boolean {
  if (isIP(normaliseIp(ip)) === 0) return false;
  const caller = normaliseIp(ip);
  return credentials.allowedIps.some((allowed) => normaliseIp(allowed) === caller);
}
