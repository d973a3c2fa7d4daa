import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ENCRYPTED_BODY_MAX_CHARS,
  ENCRYPTION_ALGORITHMS,
  type EncryptedBody,
  encryptedBodyAad,
} from '@portal/contracts/encrypted';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '../../../web/src/api/encrypt-payload.ts';
import {
  checkFreshness,
  createEphemeralKeyRing,
  type KeyRing,
  loadOrCreateKeyPair,
  PayloadCryptoError,
  type PayloadCryptoReason,
  PRIVATE_KEY_FILE,
  PUBLIC_KEY_FILE,
} from './payload-crypto.ts';

const { subtle } = globalThis.crypto;
const login = { username: 'player01', password: 'S3cret!pass' };

async function refusal(promise: Promise<unknown>): Promise<PayloadCryptoError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PayloadCryptoError);
  return error as PayloadCryptoError;
}

async function expectRefused(promise: Promise<unknown>, reason: PayloadCryptoReason): Promise<void> {
  expect((await refusal(promise)).reason).toBe(reason);
}

function refusedSync(run: () => unknown): PayloadCryptoReason | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof PayloadCryptoError ? error.reason : null;
  }
}

/** Flips one bit of a base64url field's decoded bytes, keeping its length. */
function flip(field: string, at = 0): string {
  const bytes = Buffer.from(field, 'base64url');
  bytes[at] = (bytes[at] ?? 0) ^ 0x01;
  return bytes.toString('base64url');
}

/** Encrypts raw bytes as the portal would, for plaintexts the portal never sends. */
async function encryptRaw(ring: KeyRing, plain: Uint8Array<ArrayBuffer>): Promise<EncryptedBody> {
  const rsa = { name: 'RSA-OAEP', hash: 'SHA-256' };
  const publicKey = await subtle.importKey('jwk', ring.publicKeyJwk, rsa, false, ['wrapKey']);
  const contentKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const additionalData = new TextEncoder().encode(encryptedBodyAad(1, ring.kid));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, contentKey, plain);
  const key = await subtle.wrapKey('raw', contentKey, publicKey, rsa);
  return {
    v: 1,
    kid: ring.kid,
    key: Buffer.from(key).toString('base64url'),
    iv: Buffer.from(iv).toString('base64url'),
    data: Buffer.from(data).toString('base64url'),
  };
}

let ring: KeyRing;
let other: KeyRing;
let dir: string;
beforeAll(async () => {
  [ring, other] = await Promise.all([createEphemeralKeyRing(), createEphemeralKeyRing()]);
  dir = await mkdtemp(path.join(tmpdir(), 'portal-keys-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('encrypted payloads', () => {
  it('round-trips a body encrypted by the portal, with a fresh timestamp and a nonce', async () => {
    const before = Date.now();
    const body = await encryptPayload(ring.publicKeyJwk, ring.kid, login);
    expect(body).toMatchObject({ v: 1, kid: ring.kid });
    const plain = checkFreshness(await ring.decrypt(body), Date.now());
    expect(plain.body).toEqual(login);
    expect(plain.ts).toBeGreaterThanOrEqual(before);
    expect(plain.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('encrypts the same body differently every time', async () => {
    const [a, b] = await Promise.all([
      encryptPayload(ring.publicKeyJwk, ring.kid, login),
      encryptPayload(ring.publicKeyJwk, ring.kid, login),
    ]);
    expect(a.key).not.toBe(b.key);
    expect(a.iv).not.toBe(b.iv);
    expect(a.data).not.toBe(b.data);
    const [plainA, plainB] = [
      checkFreshness(await ring.decrypt(a), Date.now()),
      checkFreshness(await ring.decrypt(b), Date.now()),
    ];
    expect(plainA.nonce).not.toBe(plainB.nonce);
  });

  it('keeps the key pair on disk, private key readable by the owner only, and reuses it', async () => {
    const first = await loadOrCreateKeyPair(dir);
    const body = await encryptPayload(first.publicKeyJwk, first.kid, login);
    const second = await loadOrCreateKeyPair(dir);
    expect(second.kid).toBe(first.kid);
    expect(second.publicKeyPem).toBe(first.publicKeyPem);
    expect(first.kid).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(first.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    expect((await stat(path.join(dir, PRIVATE_KEY_FILE))).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(dir, PUBLIC_KEY_FILE))).isFile()).toBe(true);
    expect(checkFreshness(await second.decrypt(body), Date.now()).body).toEqual(login);
  });

  it('creates one key pair when two starts race on an empty folder', async () => {
    const raceDir = path.join(dir, 'race');
    const [a, b] = await Promise.all([loadOrCreateKeyPair(raceDir), loadOrCreateKeyPair(raceDir)]);
    expect(a.kid).toBe(b.kid);
    expect((await loadOrCreateKeyPair(raceDir)).kid).toBe(a.kid);
  });

  it('refuses a body wrapped for another key ring', async () => {
    const body = await encryptPayload(other.publicKeyJwk, other.kid, login);
    await expectRefused(ring.decrypt(body), 'unknown-key');
    await expectRefused(ring.decrypt({ ...body, kid: ring.kid }), 'undecryptable');
  });

  it('refuses a wrong key id with a clear error', async () => {
    const body = await encryptPayload(ring.publicKeyJwk, ring.kid, login);
    const error = await refusal(ring.decrypt({ ...body, kid: 'AAAAAAAAAAAAAAAA' }));
    expect(error.reason).toBe('unknown-key');
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/unknown key.*reload the public key/);
  });

  it('refuses tampered data, wrapped key or IV without saying which', async () => {
    const body = await encryptPayload(ring.publicKeyJwk, ring.kid, login);
    await expectRefused(ring.decrypt({ ...body, data: flip(body.data) }), 'undecryptable');
    await expectRefused(
      ring.decrypt({ ...body, data: flip(body.data, Buffer.from(body.data, 'base64url').length - 1) }),
      'undecryptable',
    );
    await expectRefused(ring.decrypt({ ...body, key: flip(body.key, 40) }), 'undecryptable');
    await expectRefused(ring.decrypt({ ...body, iv: flip(body.iv) }), 'undecryptable');
  });

  it('refuses malformed envelopes: bad IV length, short key, bad characters, extra fields, other versions', async () => {
    const body = await encryptPayload(ring.publicKeyJwk, ring.kid, login);
    const cases: unknown[] = [
      { ...body, iv: Buffer.alloc(16).toString('base64url') },
      { ...body, key: body.key.slice(0, 100) },
      { ...body, data: `${body.data}+` },
      { ...body, data: '' },
      { ...body, extra: 1 },
      { ...body, v: 2 },
      { v: 1, kid: ring.kid },
      null,
      'text',
    ];
    for (const input of cases) await expectRefused(ring.decrypt(input as EncryptedBody), 'malformed');
  });

  it('refuses an oversize envelope before decrypting it, as too large', async () => {
    const body = await encryptPayload(ring.publicKeyJwk, ring.kid, login);
    const error = await refusal(ring.decrypt({ ...body, data: 'A'.repeat(ENCRYPTED_BODY_MAX_CHARS) }));
    expect(error.reason).toBe('too-large');
    expect(error.status).toBe(413);
    await expect(
      encryptPayload(ring.publicKeyJwk, ring.kid, { blob: 'x'.repeat(ENCRYPTED_BODY_MAX_CHARS) }),
    ).rejects.toThrow(RangeError);
  });

  it('refuses a plaintext that is not JSON or not UTF-8', async () => {
    await expectRefused(ring.decrypt(await encryptRaw(ring, new TextEncoder().encode('{"a":'))), 'not-json');
    await expectRefused(ring.decrypt(await encryptRaw(ring, new Uint8Array([0x7b, 0xff, 0x7d]))), 'not-json');
  });

  it('uses a 256-bit content key and a 12-byte IV', async () => {
    const body = await encryptPayload(ring.publicKeyJwk, ring.kid, login);
    expect(Buffer.from(body.iv, 'base64url')).toHaveLength(ENCRYPTION_ALGORITHMS.content.ivBytes);
    expect(Buffer.from(body.key, 'base64url')).toHaveLength(256);
  });
});

describe('checkFreshness', () => {
  const now = Date.UTC(2026, 0, 1, 12);
  const plain = (ts: number) => ({ ts, nonce: 'n'.repeat(22), body: login });

  it('accepts a timestamp inside the window either way', () => {
    expect(checkFreshness(plain(now - 119_000), now).body).toEqual(login);
    expect(checkFreshness(plain(now + 119_000), now).ts).toBe(now + 119_000);
    expect(checkFreshness(plain(now - 120_000), now).ts).toBe(now - 120_000);
  });

  it('refuses a stale timestamp', () => {
    expect(refusedSync(() => checkFreshness(plain(now - 120_001), now))).toBe('stale');
    expect(refusedSync(() => checkFreshness(plain(now - 10_000), now, 5_000))).toBe('stale');
  });

  it('refuses a timestamp in the future', () => {
    expect(refusedSync(() => checkFreshness(plain(now + 120_001), now))).toBe('future');
  });

  it('refuses a plaintext without a usable timestamp, nonce or body', () => {
    expect(refusedSync(() => checkFreshness({ nonce: 'n'.repeat(22), body: {} }, now))).toBe('malformed');
    expect(refusedSync(() => checkFreshness({ ts: `${now}`, nonce: 'n'.repeat(22), body: {} }, now))).toBe(
      'malformed',
    );
    expect(refusedSync(() => checkFreshness({ ts: now, nonce: 'short', body: {} }, now))).toBe('malformed');
    expect(refusedSync(() => checkFreshness({ ts: now, nonce: 'n'.repeat(22) }, now))).toBe('malformed');
    expect(refusedSync(() => checkFreshness(login, now))).toBe('malformed');
  });
});
