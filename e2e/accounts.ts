import { randomInt } from 'node:crypto';
import { expect } from 'vitest';

/** What every captcha shows on the journeys' server (CAPTCHA_TEST_ANSWER, development only). */
export const CAPTCHA_ANSWER = 'K7MPW';

/** A visitor address of its own (TEST-NET-2, never the restricted demo range), sent as X-Forwarded-For. */
export function visitor(): { extraHTTPHeaders: Record<string, string> } {
  return { extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${randomInt(1, 255)}` } };
}

type OutboxMessage = { recipient: string; subject: string | null; body: string; created_at: string };

async function latest(base: string, to: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${base}/dev/outbox.json?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { value: OutboxMessage[] }).value;
}

/** Waits for a message to `to` newer than `since` and returns its text. */
export async function nextMessage(base: string, to: string, since: number): Promise<string> {
  let body = '';
  await expect
    .poll(async () => {
      const [message] = await latest(base, to);
      body = message && new Date(message.created_at).getTime() >= since - 1000 ? message.body : '';
      return body;
    })
    .not.toBe('');
  return body;
}

/** The six-digit code of the newest SMS to an international number. */
export async function smsCode(base: string, to: string, since: number): Promise<string> {
  const match = /\b(\d{6})\b/.exec(await nextMessage(base, to, since));
  if (!match?.[1]) throw new Error(`no code in the SMS to ${to}`);
  return match[1];
}
