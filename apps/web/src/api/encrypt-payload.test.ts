import { ENCRYPTED_CONTENT_TYPE, isEncryptedBody } from '@portal/contracts/encrypted';
import { beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload } from './encrypt-payload.ts';

const subtle = globalThis.crypto?.subtle;
const rsa = { name: 'RSA-OAEP', hash: 'SHA-256' };
let publicKeyJwk: JsonWebKey;
let privateKey: CryptoKey;

describe.skipIf(!subtle)('encryptPayload (skipped: this environment has no crypto.subtle)', () => {
  beforeAll(async () => {
    const pair = await subtle.generateKey(
      { ...rsa, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
      true,
      ['wrapKey', 'unwrapKey'],
    );
    publicKeyJwk = await subtle.exportKey('jwk', pair.publicKey);
    privateKey = pair.privateKey;
  });

  it('produces the versioned envelope with base64url fields of the expected sizes', async () => {
    const body = await encryptPayload(publicKeyJwk, 'kid-1', { username: 'player01' });
    expect(Object.keys(body).sort()).toEqual(['data', 'iv', 'key', 'kid', 'v']);
    expect(body).toMatchObject({ v: 1, kid: 'kid-1' });
    expect(isEncryptedBody(body)).toBe(true);
    expect(body.iv).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(body.key).toMatch(/^[A-Za-z0-9_-]{342}$/);
    expect(body.data).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(ENCRYPTED_CONTENT_TYPE).toBe('application/vnd.portal.encrypted+json');
  });

  it('wraps a 256-bit AES key that only the private key unwraps', async () => {
    const body = await encryptPayload(publicKeyJwk, 'kid-1', { username: 'player01' });
    const wrapped = Uint8Array.from(atob(body.key.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
      c.charCodeAt(0),
    );
    const key = await subtle.unwrapKey('raw', wrapped, privateKey, rsa, { name: 'AES-GCM' }, true, [
      'decrypt',
    ]);
    expect((key.algorithm as AesKeyAlgorithm).length).toBe(256);
  });

  it('gives two encryptions of the same body nothing in common', async () => {
    const [a, b] = await Promise.all([
      encryptPayload(publicKeyJwk, 'kid-1', { username: 'player01' }),
      encryptPayload(publicKeyJwk, 'kid-1', { username: 'player01' }),
    ]);
    expect(a.iv).not.toBe(b.iv);
    expect(a.key).not.toBe(b.key);
    expect(a.data).not.toBe(b.data);
  });
});
