import {
  ENCRYPTED_CONTENT_TYPE,
  ENCRYPTED_FRESHNESS_WINDOW_MS,
  isEncryptedBody,
} from '@portal/contracts/encrypted';
import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';
import { checkFreshness, type KeyRing, PayloadCryptoError } from './payload-crypto.ts';
import type { RateLimiter } from './rate-limit.ts';

/**
 * Opens the encrypted bodies of the routes marked `encrypted` (DESIGN.md 5) before their schema
 * validates them: decrypts, refuses a stale or replayed plaintext (the nonce is remembered for twice
 * the freshness window, on every node when Redis is configured) and hands the route the inner body.
 * A plain body on those routes is refused unless configuration allows it.
 */
export const encryptedBodies = fp<{ keyRing: KeyRing; nonces: RateLimiter; allowPlain: boolean }>(
  async (app, { keyRing, nonces, allowPlain }) => {
    app.addContentTypeParser(
      ENCRYPTED_CONTENT_TYPE,
      { parseAs: 'string' },
      app.getDefaultJsonParser('error', 'error'),
    );
    app.addHook('preValidation', async (req) => {
      if (!req.routeOptions.config?.encrypted) return;
      const declared = String(req.headers['content-type'] ?? '').startsWith(ENCRYPTED_CONTENT_TYPE);
      if (!declared && !isEncryptedBody(req.body)) {
        if (allowPlain) return;
        throw new AppError('payload.encryption.required');
      }
      const opened = checkFreshness(await keyRing.decrypt(req.body as never), Date.now());
      if (typeof opened.body !== 'object' || opened.body === null) throw new PayloadCryptoError('malformed');
      const first = await nonces.hit(`nonce:${opened.nonce}`, {
        limit: 1,
        windowMs: 2 * ENCRYPTED_FRESHNESS_WINDOW_MS,
      });
      if (!first.allowed) throw new AppError('payload.replayed');
      req.body = opened.body;
    });
  },
  { name: 'encrypted-bodies' },
);
