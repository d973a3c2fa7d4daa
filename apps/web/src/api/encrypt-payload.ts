import {
  ENCRYPTED_BODY_MAX_CHARS,
  ENCRYPTED_BODY_VERSION,
  ENCRYPTION_ALGORITHMS,
  type EncryptedBody,
  type EncryptedPlaintext,
  encryptedBodyAad,
} from '@portal/contracts/encrypted';

const RSA = { name: ENCRYPTION_ALGORITHMS.keyWrap.name, hash: ENCRYPTION_ALGORITHMS.keyWrap.hash };
const AES = ENCRYPTION_ALGORITHMS.content;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Encrypts a body for the calls DESIGN.md marks: a fresh AES-256-GCM key per call, wrapped with the
 * server's RSA-OAEP public key. The plaintext carries a timestamp and a nonce for the server's replay
 * guard.
 */
export async function encryptPayload(
  publicKeyJwk: JsonWebKey,
  kid: string,
  payload: object,
): Promise<EncryptedBody> {
  const { subtle } = globalThis.crypto;
  const nonce = globalThis.crypto.getRandomValues(new Uint8Array(ENCRYPTION_ALGORITHMS.nonceBytes));
  const plaintext: EncryptedPlaintext = { ts: Date.now(), nonce: toBase64Url(nonce), body: payload };

  const publicKey = await subtle.importKey('jwk', publicKeyJwk, RSA, false, ['wrapKey']);
  const contentKey = await subtle.generateKey({ name: AES.name, length: AES.length }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(AES.ivBytes));
  const additionalData = new TextEncoder().encode(encryptedBodyAad(ENCRYPTED_BODY_VERSION, kid));
  const data = await subtle.encrypt(
    { name: AES.name, iv, additionalData, tagLength: AES.tagBits },
    contentKey,
    new TextEncoder().encode(JSON.stringify(plaintext)),
  );
  const wrapped = await subtle.wrapKey('raw', contentKey, publicKey, RSA);

  const body: EncryptedBody = {
    v: ENCRYPTED_BODY_VERSION,
    kid,
    key: toBase64Url(new Uint8Array(wrapped)),
    iv: toBase64Url(iv),
    data: toBase64Url(new Uint8Array(data)),
  };
  if (body.kid.length + body.key.length + body.iv.length + body.data.length > ENCRYPTED_BODY_MAX_CHARS) {
    throw new RangeError('The payload is too large to encrypt');
  }
  return body;
}
