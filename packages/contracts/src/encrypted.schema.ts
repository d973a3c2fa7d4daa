import { type Static, Type } from 'typebox';
import { ENCRYPTED_BODY_MAX_CHARS, ENCRYPTED_BODY_VERSION } from './encrypted.ts';

const Base64Url = (maxLength: number) =>
  Type.String({ pattern: '^[A-Za-z0-9_-]+$', minLength: 1, maxLength });

/** The encrypted-payload envelope on the wire; see `encrypted.ts` for the meaning of each field. */
export const EncryptedBody = Type.Object(
  {
    v: Type.Literal(ENCRYPTED_BODY_VERSION),
    kid: Base64Url(64),
    key: Base64Url(1024),
    iv: Base64Url(16),
    data: Base64Url(ENCRYPTED_BODY_MAX_CHARS),
  },
  { additionalProperties: false },
);
export type EncryptedBody = Static<typeof EncryptedBody>;

/** The public key the portal wraps content keys with, as served to it. */
export const PayloadPublicKey = Type.Object({
  kid: Type.String(),
  alg: Type.Literal('RSA-OAEP-256'),
  jwk: Type.Object({ kty: Type.Literal('RSA'), n: Type.String(), e: Type.String() }),
});
export type PayloadPublicKey = Static<typeof PayloadPublicKey>;
