/**
 * The encrypted-payload envelope (DESIGN.md section 5): the portal encrypts a JSON body with a fresh
 * AES-256-GCM key and wraps that key with the server's RSA-OAEP public key. All binary fields travel
 * as unpadded base64url.
 */
export type EncryptedBody = {
  /** Envelope version; a new wire format gets a new number. */
  v: 1;
  /** Id of the server key the content key was wrapped with (short SHA-256 fingerprint of its SPKI). */
  kid: string;
  /** The AES key wrapped with RSA-OAEP. */
  key: string;
  /** The 12-byte AES-GCM IV. */
  iv: string;
  /** The ciphertext followed by the 16-byte GCM tag. */
  data: string;
};

/**
 * What the ciphertext holds: the form body wrapped with a timestamp and a nonce, kept apart from the
 * form's own fields so a route schema stays strict and a field named `ts` cannot collide.
 */
export type EncryptedPlaintext<T = unknown> = {
  /** Milliseconds since the epoch at encryption; the server refuses it outside its window. */
  ts: number;
  /** Random, base64url; the server refuses a nonce it has already seen within the window. */
  nonce: string;
  body: T;
};

export const ENCRYPTED_BODY_VERSION = 1;

/** An encrypted request carries this content type; its body is an `EncryptedBody`. */
export const ENCRYPTED_CONTENT_TYPE = 'application/vnd.portal.encrypted+json';

/** Upper bound on the envelope's string fields together (kid, key, iv, data), in characters. */
export const ENCRYPTED_BODY_MAX_CHARS = 64 * 1024;

/** How far `ts` may be from the server clock, either way. */
export const ENCRYPTED_FRESHNESS_WINDOW_MS = 120_000;

/** WebCrypto parameters both sides use; the server key is 2048 or 3072 bits. */
export const ENCRYPTION_ALGORITHMS = {
  keyWrap: { name: 'RSA-OAEP', hash: 'SHA-256', modulusLengths: [2048, 3072] },
  content: { name: 'AES-GCM', length: 256, ivBytes: 12, tagBits: 128 },
  nonceBytes: 16,
} as const;

/**
 * Additional authenticated data of the AES-GCM encryption: binds the ciphertext to the envelope
 * version and key id, so neither can be swapped without the tag failing.
 */
export function encryptedBodyAad(v: number, kid: string): string {
  return `portal-envelope:v${v}:${kid}`;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const FIELDS = ['v', 'kid', 'key', 'iv', 'data'];

/** Detection rule for a body without the content type: a JSON object with exactly the envelope fields. */
export function isEncryptedBody(value: unknown): value is EncryptedBody {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  if (keys.length !== FIELDS.length || !FIELDS.every((field) => keys.includes(field))) return false;
  const body = value as Record<string, unknown>;
  if (body.v !== ENCRYPTED_BODY_VERSION) return false;
  return ['kid', 'key', 'iv', 'data'].every((field) => {
    const text = body[field];
    return typeof text === 'string' && BASE64URL.test(text);
  });
}
