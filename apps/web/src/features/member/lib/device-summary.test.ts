import { describe, expect, it } from 'vitest';
import { summariseUserAgent } from './device-summary.ts';

describe('summariseUserAgent', () => {
  it('names the browser and system a person recognises', () => {
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      ),
    ).toEqual({ browser: 'Edge', os: 'Windows', mobile: false });
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', os: 'iOS', mobile: true });
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Samsung Internet', os: 'Android', mobile: true });
  });

  it('says nothing it does not know', () => {
    expect(summariseUserAgent(null)).toEqual({ browser: null, os: null, mobile: false });
    expect(summariseUserAgent('curl/8.5.0')).toEqual({ browser: null, os: null, mobile: false });
  });
});
