import { AppError } from '../platform/app-error.ts';
import type { Outbox } from './outbox.ts';

/** Sends one text message; the number is in international form (+66812345678). */
export type SmsGateway = { send: (merchantId: number, to: string, text: string) => Promise<void> };

/** The outbox: the embedded default. */
export function outboxSms(outbox: Outbox): SmsGateway {
  return {
    send: (merchantId, to, text) =>
      outbox.put(merchantId, { channel: 'sms', recipient: to, subject: null, body: text }),
  };
}

/**
 * A production HTTP gateway: POST {to, text, merchant} as JSON with a bearer token. Its refusals map to
 * the spec's SMS errors: 402 is the quota, 429 too many requests, anything else an unknown error.
 */
export function httpSms(options: {
  url: string;
  token: string | null;
  merchantCode: (merchantId: number) => string;
  fetch?: typeof fetch;
}): SmsGateway {
  const send = options.fetch ?? fetch;
  return {
    async send(merchantId, to, text) {
      let response: Response;
      try {
        response = await send(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ to, text, merchant: options.merchantCode(merchantId) }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        throw new AppError('sms.unknown.error');
      }
      if (response.ok) return;
      if (response.status === 402) throw new AppError('sms.quota.insufficient');
      if (response.status === 429) throw new AppError('sms.too.many.requests');
      throw new AppError('sms.unknown.error');
    },
  };
}
