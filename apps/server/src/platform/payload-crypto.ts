import { createHash, createPublicKey, hkdfSync, randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ENCRYPTED_BODY_MAX_CHARS,
  ENCRYPTED_FRESHNESS_WINDOW_MS,
  ENCRYPTION_ALGORITHMS,
  type EncryptedBody,
  type EncryptedPlaintext,
  encryptedBodyAad,
  isEncryptedBody,
} from '@portal/contracts/encrypted';
import type { PayloadPublicKey } from '@portal/contracts/encrypted.schema';
import { AppError } from './app-error.ts';

const { subtle } = globalThis.crypto;
const RSA = { name: ENCRYPTION_ALGORITHMS.keyWrap.name, hash: ENCRYPTION_ALGORITHMS.keyWrap.hash };
const AES = ENCRYPTION_ALGORITHMS.content;
const MODULUS_BITS = 3072;
const KID_CHARS = 16;
export const PRIVATE_KEY_FILE = 'payload-rsa-private.pem';
export const PUBLIC_KEY_FILE = 'payload-rsa-public.pem';

export type PayloadCryptoReason =
  | 'malformed'
  | 'too-large'
  | 'unknown-key'
  | 'undecryptable'
  | 'not-json'
  | 'stale'
  | 'future';

const REASONS: Record<
  PayloadCryptoReason,
  { code: 'validation.failed' | 'payload.too.large'; message: string }
> = {
  malformed: { code: 'validation.failed', message: 'The encrypted payload is malformed' },
  'too-large': { code: 'payload.too.large', message: 'The encrypted payload is too large' },
  'unknown-key': {
    code: 'validation.failed',
    message: 'The payload was encrypted for an unknown key; reload the public key and retry',
  },
  undecryptable: { code: 'validation.failed', message: 'The encrypted payload cannot be decrypted' },
  'not-json': { code: 'validation.failed', message: 'The decrypted payload is not JSON' },
  stale: { code: 'validation.failed', message: 'The encrypted payload has expired; please retry' },
  future: {
    code: 'validation.failed',
    message: 'The encrypted payload is dated in the future; check the clock',
  },
};

/**
 * Why an encrypted body was refused. A wrapped key and a ciphertext that fail are the same reason on
 * purpose: telling them apart would hand an attacker a padding oracle.
 */
export class PayloadCryptoError extends AppError {
  constructor(readonly reason: PayloadCryptoReason) {
    super(REASONS[reason].code, REASONS[reason].message);
    this.name = 'PayloadCryptoError';
  }
}

export type KeyRing = {
  readonly kid: string;
  readonly publicKeyPem: string;
  /** What the portal imports with WebCrypto (RSA-OAEP, SHA-256). */
  readonly publicKeyJwk: JsonWebKey;
  /** The parsed plaintext; freshness and replay are the caller's (`checkFreshness`, nonce store). */
  decrypt(body: EncryptedBody): Promise<unknown>;
  /**
   * A 32-byte secret for one purpose (HMAC of verification codes), derived from the private key with
   * HKDF, so the data directory holds one secret and the derived ones never touch the disk.
   */
  deriveSecret(label: string): Buffer;
};

function toPem(label: string, der: ArrayBuffer): string {
  const lines =
    Buffer.from(der)
      .toString('base64')
      .match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

/** WebCrypto wants bytes over a plain ArrayBuffer; a Buffer may sit on a shared pool. */
function bytes(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer);
}

function fromPem(pem: string): Uint8Array<ArrayBuffer> {
  return bytes(Buffer.from(pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, ''), 'base64'));
}

function fingerprint(spkiDer: Uint8Array): string {
  return createHash('sha256').update(spkiDer).digest('base64url').slice(0, KID_CHARS);
}

function decodeField(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new PayloadCryptoError('malformed');
  return bytes(Buffer.from(text, 'base64url'));
}

async function keyRingFrom(privateKeyPem: string): Promise<KeyRing> {
  const privateKey = await subtle.importKey('pkcs8', fromPem(privateKeyPem), RSA, false, ['unwrapKey']);
  const spki = bytes(createPublicKey(privateKeyPem).export({ type: 'spki', format: 'der' }));
  const publicKey = await subtle.importKey('spki', spki, RSA, true, ['wrapKey']);
  const { kty, n, e, alg } = await subtle.exportKey('jwk', publicKey);
  const wrappedKeyBytes = (privateKey.algorithm as RsaHashedKeyAlgorithm).modulusLength / 8;
  const kid = fingerprint(spki);

  return {
    kid,
    publicKeyPem: toPem('PUBLIC KEY', spki.buffer),
    publicKeyJwk: { kty, n, e, alg },
    deriveSecret(label) {
      return Buffer.from(hkdfSync('sha256', privateKeyPem, 'portal-secrets', label, 32));
    },
    async decrypt(body) {
      if (!isEncryptedBody(body)) throw new PayloadCryptoError('malformed');
      const chars = body.kid.length + body.key.length + body.iv.length + body.data.length;
      if (chars > ENCRYPTED_BODY_MAX_CHARS) throw new PayloadCryptoError('too-large');
      if (body.kid !== kid) throw new PayloadCryptoError('unknown-key');
      const wrapped = decodeField(body.key);
      const iv = decodeField(body.iv);
      const data = decodeField(body.data);
      if (
        wrapped.byteLength !== wrappedKeyBytes ||
        iv.byteLength !== AES.ivBytes ||
        data.byteLength < AES.tagBits / 8
      ) {
        throw new PayloadCryptoError('malformed');
      }

      let plain: ArrayBuffer;
      try {
        const contentKey = await subtle.unwrapKey('raw', wrapped, privateKey, RSA, AES, false, ['decrypt']);
        const additionalData = new TextEncoder().encode(encryptedBodyAad(body.v, body.kid));
        plain = await subtle.decrypt(
          { name: AES.name, iv, additionalData, tagLength: AES.tagBits },
          contentKey,
          data,
        );
      } catch {
        throw new PayloadCryptoError('undecryptable');
      }
      try {
        return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plain)) as unknown;
      } catch {
        throw new PayloadCryptoError('not-json');
      }
    },
  };
}

async function generatePrivateKeyPem(modulusLength: number): Promise<string> {
  const pair = await subtle.generateKey(
    { ...RSA, modulusLength, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['wrapKey', 'unwrapKey'],
  );
  return toPem('PRIVATE KEY', await subtle.exportKey('pkcs8', pair.privateKey));
}

async function readIfPresent(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Publishes the private key under its final name only when complete (written aside, then hard-linked,
 * which fails if the name exists), so two nodes starting together on one volume agree on one key.
 */
async function createPrivateKey(file: string): Promise<string> {
  const pem = await generatePrivateKeyPem(MODULUS_BITS);
  const aside = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(aside, pem, { mode: 0o600, flag: 'wx' });
  try {
    await link(aside, file);
    return pem;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFile(file, 'utf8');
  } finally {
    await rm(aside, { force: true });
  }
}

/**
 * The server's payload key pair under `dir` (DATA_DIR/keys): PKCS8 private key (mode 0600) and SPKI
 * public key as PEM, created on first start. The private key is the source of truth; the public file
 * is rewritten from it when missing or stale.
 */
export async function loadOrCreateKeyPair(dir: string): Promise<KeyRing> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const privateFile = path.join(dir, PRIVATE_KEY_FILE);
  const privateKeyPem = (await readIfPresent(privateFile)) ?? (await createPrivateKey(privateFile));
  if (((await stat(privateFile)).mode & 0o077) !== 0) await chmod(privateFile, 0o600);

  const ring = await keyRingFrom(privateKeyPem);
  const publicFile = path.join(dir, PUBLIC_KEY_FILE);
  if ((await readIfPresent(publicFile)) !== ring.publicKeyPem) {
    await writeFile(publicFile, ring.publicKeyPem, { mode: 0o644 });
  }
  return ring;
}

/** The public half as the portal receives it in the system status. */
export function publicKeyOf(ring: KeyRing): PayloadPublicKey {
  const { n, e } = ring.publicKeyJwk;
  return { kid: ring.kid, alg: 'RSA-OAEP-256', jwk: { kty: 'RSA', n: n ?? '', e: e ?? '' } };
}

/** A key ring held only in memory, for tests. */
export async function createEphemeralKeyRing(modulusLength = 2048): Promise<KeyRing> {
  return keyRingFrom(await generatePrivateKeyPem(modulusLength));
}

/**
 * The replay guard's first half: refuses a plaintext dated outside `windowMs` either way and returns
 * it typed. The caller then records the nonce (kept for the window) and refuses one seen before.
 */
export function checkFreshness(
  payload: unknown,
  now: number,
  windowMs = ENCRYPTED_FRESHNESS_WINDOW_MS,
): EncryptedPlaintext {
  if (typeof payload !== 'object' || payload === null || !('body' in payload)) {
    throw new PayloadCryptoError('malformed');
  }
  const { ts, nonce, body } = payload as Record<string, unknown>;
  if (typeof ts !== 'number' || !Number.isFinite(ts)) throw new PayloadCryptoError('malformed');
  if (typeof nonce !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) {
    throw new PayloadCryptoError('malformed');
  }
  if (ts < now - windowMs) throw new PayloadCryptoError('stale');
  if (ts > now + windowMs) throw new PayloadCryptoError('future');
  return { ts, nonce, body };
}
