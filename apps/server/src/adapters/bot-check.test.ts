import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loadConfig } from '../config.ts';
import { httpBotCheck } from './bot-check.ts';

const SECRET = 'bot-secret';

/**
 * A double of a provider's siteverify API (reCAPTCHA's form and answer): `human` passes with a high score,
 * `low` passes with a score under the threshold, anything else fails; a wrong secret fails everything.
 */
async function provider() {
  const seen: Array<Record<string, string>> = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      seen.push(form);
      const answer =
        form.secret !== SECRET
          ? { success: false, 'error-codes': ['invalid-input-secret'] }
          : form.response === 'human'
            ? { success: true, score: 0.9, hostname: 'siam.localhost' }
            : form.response === 'low'
              ? { success: true, score: 0.1 }
              : { success: false, 'error-codes': ['invalid-input-response'] };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the bot check of the SMS code calls, with a provider configured', () => {
  let t: TestApp;
  let double: Awaited<ReturnType<typeof provider>>;
  let ip = 0;
  beforeAll(async () => {
    double = await provider();
    t = await createTestApp({ BOT_CHECK_URL: double.url, BOT_CHECK_SECRET: SECRET });
  });
  afterAll(async () => {
    await t.close();
    await double.close();
  });

  const codesFor = (target: string) =>
    t.database.db.selectFrom('verification_codes').select('id').where('target', '=', target).execute();

  const ask = (path: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: path, payload: body, remoteAddress: `198.51.77.${++ip}` });

  it('refuses a missing, failed or low-scoring token with recaptcha.failed and stores no code', async () => {
    for (const token of [undefined, 'forged', 'low']) {
      const res = await ask('/wps/verification/sms/noLogin', {
        mobileNum: '0812345678',
        countryDialingCode: '+66',
        ...(token ? { recaptchaToken: token } : {}),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'recaptcha.failed' });
    }
    const refused = await ask('/wps/verification/sms/register', {
      mobileNo: '0899990001',
      countryDialingCode: '+66',
      recaptchaToken: 'forged',
    });
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'recaptcha.failed' });
    expect(await codesFor('+66812345678')).toEqual([]);
    expect(await codesFor('+66899990001')).toEqual([]);
    // The missing token never reached the provider; the others did, with the secret and the caller's address.
    expect(double.seen.map((f) => f.response)).toEqual(['forged', 'low', 'forged']);
    expect(double.seen.every((f) => f.secret === SECRET && /^198\.51\.77\.\d+$/.test(f.remoteip ?? ''))).toBe(
      true,
    );
  });

  it('admits a passing token: the code is stored and its SMS sent', async () => {
    const res = await ask('/wps/verification/sms/noLogin', {
      mobileNum: '0812345678',
      countryDialingCode: '+66',
      recaptchaToken: 'human',
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.services.events.settled();
    expect(await codesFor('+66812345678')).toHaveLength(1);
    const [sms] = await t.services.outbox.latest(1, '+66812345678');
    expect(sms?.body).toMatch(/\b\d{6}\b/);
  });
});

describe('the bot check adapter', () => {
  it('refuses when the provider cannot be reached or answers something else than JSON', async () => {
    const down = httpBotCheck({
      url: 'https://bot.example/siteverify',
      secret: SECRET,
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
    });
    expect(await down.verify('human', '203.0.113.1')).toBe(false);
    const html = httpBotCheck({
      url: 'https://bot.example/siteverify',
      secret: SECRET,
      fetch: (async () => new Response('<html>', { status: 200 })) as unknown as typeof fetch,
    });
    expect(await html.verify('human', '203.0.113.1')).toBe(false);
  });

  it('needs the secret with the URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', BOT_CHECK_URL: 'https://bot.example/siteverify' })).toThrow(
      /BOT_CHECK_SECRET/,
    );
  });
});
