import { createHash, randomBytes } from 'node:crypto';
import { CAPTCHA_LENGTH, CAPTCHA_TTL_MS } from '@portal/contracts/auth';
import type { Database } from '../../db/database.ts';
import { captchaMatches, createCaptchaCode, renderCaptcha } from './captcha-image.ts';

const answerHash = (code: string) => createHash('sha256').update(code.trim().toUpperCase()).digest('hex');

/** A fresh client key for the captcha cookie: the picture is bound to the client that fetched it. */
export const newCaptchaClientKey = () => randomBytes(18).toString('base64url');

/**
 * Captcha pictures drawn by the server: one live picture per client key, stored only as the hash of
 * its answer, expiring after CAPTCHA_TTL_MS and spent by the first check, right or wrong.
 */
export function createCaptchaService(
  db: Database,
  options: { now?: () => Date; testAnswer?: string | null } = {},
) {
  const now = options.now ?? (() => new Date());
  return {
    /** A new picture for the client, replacing its previous one; the value is base64 SVG. */
    async issue(merchantId: number, clientKey: string): Promise<string> {
      const code = options.testAnswer ?? createCaptchaCode(CAPTCHA_LENGTH);
      const expiresAt = new Date(now().getTime() + CAPTCHA_TTL_MS);
      await db
        .insertInto('captchas')
        .values({
          client_key: clientKey,
          merchant_id: merchantId,
          answer_hash: answerHash(code),
          expires_at: expiresAt,
        })
        .onConflict((oc) =>
          oc
            .column('client_key')
            .doUpdateSet({ merchant_id: merchantId, answer_hash: answerHash(code), expires_at: expiresAt }),
        )
        .execute();
      return renderCaptcha(code).base64;
    },

    /** True when the answer matches the client's live picture; the picture is spent either way. */
    async check(merchantId: number, clientKey: string | undefined, answer: string): Promise<boolean> {
      if (!clientKey) return false;
      const row = await db
        .deleteFrom('captchas')
        .where('client_key', '=', clientKey)
        .where('merchant_id', '=', merchantId)
        .returning(['answer_hash', 'expires_at'])
        .executeTakeFirst();
      if (!row || new Date(row.expires_at).getTime() <= now().getTime()) return false;
      return captchaMatches(row.answer_hash, answerHash(answer));
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
