import { createHash, randomBytes, randomInt } from 'node:crypto';
import { TOTP_ISSUER } from '@portal/contracts/operators';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it by default: SHA-1, 30-second steps, 6 digits. */
const PERIOD_SECONDS = 30;
const settings = { algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS } as const;
/** A code of the step before or after the server's is taken too (clock drift, typing time). */
const WINDOW = 1;

/** A new secret: 160 random bits (RFC 4226's recommended length), base32 as the apps take it. */
export function newTotpSecret(): string {
  return new Secret({ buffer: randomBytes(20).buffer }).base32;
}

/** The key URI an authenticator app reads from a QR code. */
export function otpauthUri(username: string, secret: string): string {
  return new TOTP({ issuer: TOTP_ISSUER, label: username, secret, ...settings }).toString();
}

/**
 * The time step of a right code at `at` (within one step either way), or null. Whether that step was
 * used before is the caller's to check: a step is accepted once per operator.
 */
export function totpStep(secret: string, code: string, at: Date): number | null {
  const timestamp = at.getTime();
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    ...settings,
    timestamp,
    window: WINDOW,
  });
  return delta === null ? null : TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
}

export const RECOVERY_CODE_COUNT = 10;
/** Lower-case base32 without the letters read as digits: 16 characters are 80 random bits. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten new recovery codes as the operator writes them down: four groups of four, "k7mp-wq2x-...". */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 16 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return chars.join('').replace(/(.{4})(?!$)/g, '$1-');
  });
}

/**
 * How a recovery code is stored: SHA-256 of its characters without case, spaces or dashes. Its 80
 * random bits need no slow hash, and it does not depend on the key ring, so a lost key ring leaves the
 * operators a way in.
 */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
}
