import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals short secrets for storage at rest (operators' authenticator secrets): AES-256-GCM under a
 * 32-byte key (one the key ring derives for the purpose), bound to a context such as `operator:7` so
 * that a sealed value copied to another row does not open there. A sealed value reads
 * `v1.<iv>.<ciphertext and tag>` in base64url.
 */
export function createSecretBox(key: Buffer) {
  if (key.length !== 32) throw new Error('a secret box needs a 32-byte key');
  return {
    seal(plain: string, context: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${VERSION}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
    },

    /** The plain secret, or null when it does not open (another key or context, or altered). */
    open(sealed: string, context: string): string | null {
      const [version, ivText, dataText] = sealed.split('.');
      if (version !== VERSION || !ivText || !dataText) return null;
      const iv = Buffer.from(ivText, 'base64url');
      const data = Buffer.from(dataText, 'base64url');
      if (iv.length !== IV_BYTES || data.length < TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
        return Buffer.concat([
          decipher.update(data.subarray(0, data.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
