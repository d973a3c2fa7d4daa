import { createHmac, randomInt } from 'node:crypto';
import {
  VERIFICATION_CODE_ATTEMPTS,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MINUTES,
} from '@portal/contracts/auth';
import type { MailSender } from '../../adapters/mail.ts';
import type { SmsGateway } from '../../adapters/sms.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import './auth.events.ts';

type SmsText = (brand: string, code: string, minutes: number) => string;

/** The verification SMS per language (decision 0045: the account's stored language, else the merchant's). */
const SMS_TEXTS: Readonly<Record<string, SmsText>> & { en: SmsText } = {
  en: (brand, code, minutes) =>
    `${brand}: your verification code is ${code}. It expires in ${minutes} minutes.`,
  th: (brand, code, minutes) => `${brand}: รหัสยืนยันของคุณคือ ${code} รหัสจะหมดอายุใน ${minutes} นาที`,
};

/** What a code proves: an SMS login or phone reset, a registration, a login from a new IP. */
export type CodePurpose = 'no-login' | 'register' | 'login-ip';

/**
 * One-time verification codes sent by SMS or e-mail. Codes are kept only as an HMAC under a secret
 * of the server, expire after VERIFICATION_CODE_MINUTES, are spent by their first right answer and
 * by the fifth wrong one, and a newer code replaces the older ones for the same target.
 */
export function createVerificationService(
  db: Database,
  deps: { sms: SmsGateway; mail: MailSender; secret: Buffer; events: EventBus; now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());
  // A player waits for this SMS: it never queues behind the slow handlers (the gateway's time is its own).
  deps.events.subscribe('sms.requested', (m) => deps.sms.send(m.merchantId, m.phone, m.text), {
    queued: false,
  });
  const smsText = (language: string, brand: string, code: string) =>
    (SMS_TEXTS[language] ?? SMS_TEXTS.en)(brand, code, VERIFICATION_CODE_MINUTES);
  const digest = (purpose: CodePurpose, target: string, code: string) =>
    createHmac('sha256', deps.secret).update(`${purpose}\n${target}\n${code}`).digest('hex');

  async function create(merchantId: number, purpose: CodePurpose, target: string): Promise<string> {
    const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
    const at = now();
    await db
      .updateTable('verification_codes')
      .set({ used_at: at })
      .where('merchant_id', '=', merchantId)
      .where('purpose', '=', purpose)
      .where('target', '=', target)
      .where('used_at', 'is', null)
      .execute();
    await db
      .insertInto('verification_codes')
      .values({
        merchant_id: merchantId,
        purpose,
        target,
        code_hash: digest(purpose, target, code),
        created_at: at,
        expires_at: new Date(at.getTime() + VERIFICATION_CODE_MINUTES * 60_000),
      })
      .execute();
    return code;
  }

  return {
    expiredMinutes: VERIFICATION_CODE_MINUTES,

    /**
     * Sends a code by SMS to an international number (+66812345678), in the language given: the account's
     * stored one, else the merchant's default (`playerLanguage`); English when the texts lack it.
     */
    async sendSms(
      merchantId: number,
      purpose: CodePurpose,
      phone: string,
      brand: string,
      language = 'en',
    ): Promise<void> {
      const code = await create(merchantId, purpose, phone);
      await deps.sms.send(merchantId, phone, smsText(language, brand, code));
    },

    /**
     * A code by SMS to a number that may not be an account's (SMS login, reset by phone), in the same time
     * either way: the code is stored for both, and the SMS goes only to a bound number (`language` given,
     * the account's), after the answer (the gateway's time would tell). A code stored for an unbound
     * number is never sent, so it opens nothing.
     */
    async offerSms(
      merchantId: number,
      purpose: CodePurpose,
      phone: string,
      brand: string,
      language: string | null,
    ): Promise<void> {
      const code = await create(merchantId, purpose, phone);
      if (language === null) return;
      deps.events.publish('sms.requested', { merchantId, phone, text: smsText(language, brand, code) });
    },

    /** Sends a code by e-mail (the new-IP check when no phone is bound). */
    async sendMail(merchantId: number, purpose: CodePurpose, email: string, brand: string): Promise<void> {
      const code = await create(merchantId, purpose, email);
      await deps.mail.send(merchantId, {
        to: email,
        subject: `${brand} verification code`,
        text: `Your verification code is ${code}. It expires in ${VERIFICATION_CODE_MINUTES} minutes.`,
      });
    },

    /** Spends a right code; a wrong one counts against the live code, an old one says so. */
    async verify(merchantId: number, purpose: CodePurpose, target: string, code: string): Promise<void> {
      const given = code.trim();
      if (!/^[0-9]{4,12}$/.test(given)) throw new AppError('verification.code.invalid');
      const at = now();
      const row = await db
        .selectFrom('verification_codes')
        .select(['id', 'code_hash', 'expires_at', 'used_at', 'attempts'])
        .where('merchant_id', '=', merchantId)
        .where('purpose', '=', purpose)
        .where('target', '=', target)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row) throw new AppError('verification.code.invalid');
      if (row.used_at === null && new Date(row.expires_at).getTime() <= at.getTime()) {
        throw new AppError('verification.code.expired');
      }
      if (row.used_at !== null) throw new AppError('verification.code.invalid');
      if (row.code_hash !== digest(purpose, target, given)) {
        await db
          .updateTable('verification_codes')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('id', '=', row.id)
          .execute();
        if (row.attempts + 1 >= VERIFICATION_CODE_ATTEMPTS) {
          await db.updateTable('verification_codes').set({ used_at: at }).where('id', '=', row.id).execute();
        }
        throw new AppError('verification.code.invalid');
      }
      const spent = await db
        .updateTable('verification_codes')
        .set({ used_at: at })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      // Two requests with one code: only the first spends it.
      if (spent.numUpdatedRows === 0n) throw new AppError('verification.code.invalid');
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
