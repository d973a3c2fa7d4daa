import { describe, expect, it } from 'vitest';
import { httpSms } from './sms.ts';

function gateway(status: number | 'down') {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchStub = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (status === 'down') throw new TypeError('fetch failed');
    return new Response('{}', { status });
  }) as unknown as typeof fetch;
  const sms = httpSms({
    url: 'https://sms.example/send',
    token: 'secret-token',
    merchantCode: (id) => `m${id}`,
    fetch: fetchStub,
  });
  return { sms, calls };
}

describe('HTTP SMS gateway', () => {
  it('posts the number, text and merchant as JSON with the bearer token', async () => {
    const { sms, calls } = gateway(200);
    await sms.send(7, '+66812345678', 'code 123456');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://sms.example/send');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer secret-token');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      to: '+66812345678',
      text: 'code 123456',
      merchant: 'm7',
    });
  });

  it("maps the gateway's refusals to the spec's SMS errors", async () => {
    const cases: Array<[number | 'down', string]> = [
      [402, 'sms.quota.insufficient'],
      [429, 'sms.too.many.requests'],
      [500, 'sms.unknown.error'],
      ['down', 'sms.unknown.error'],
    ];
    for (const [status, code] of cases) {
      const { sms } = gateway(status);
      await expect(sms.send(1, '+66812345678', 'x'), String(status)).rejects.toMatchObject({ code });
    }
  });
});
